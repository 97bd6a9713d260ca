/**
 * The items of a drawing set as sheet items: each drawn by its product's renderer (the same shape
 * tree the order page draws) with the plugins' tags of the item ('item-tags': the unit number of
 * doors on product pages and elevation sheets). Items without a product (custom items) are named
 * as undrawn, so the set can say so.
 */
import type { CatalogueIndex } from '../domain/catalogue-index.ts';
import { itemTagsPoint } from '../plugins/extension-points.ts';
import { itemTagsOf } from '../plugins/item-tags.ts';
import type { OrderItemRef, Units } from '../plugins/payloads.ts';
import type { OrgRegistry } from '../plugins/registry.ts';
import { rendererFor } from '../plugins/renderer-keys.ts';
import type { DrawingSheetItem } from './page-types.ts';

export type SheetSourceItem = OrderItemRef & { title: string; quantity: number; notes: string };

export function sheetItemsOf(
  registry: OrgRegistry,
  items: readonly SheetSourceItem[],
  catalogue: CatalogueIndex,
  units: Units,
): { drawn: DrawingSheetItem[]; undrawn: string[] } {
  const drawn: DrawingSheetItem[] = [];
  const undrawn: string[] = [];
  const tags = registry.allWithSettings(itemTagsPoint);
  for (const item of items) {
    const product = catalogue.productsById.get(item.productId);
    if (!product) {
      undrawn.push(item.title || `Item ${item.id}`);
      continue;
    }
    const { render, settings } = rendererFor(registry, product);
    drawn.push({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      notes: item.notes,
      productTitle: product.title,
      archCustomViewId: item.archCustomViewId,
      drawing: render({ product, properties: item.properties, catalogue, units, settings, item, orderItems: items }),
      tags: itemTagsOf(tags, item, items),
    });
  }
  return { drawn, undrawn };
}
