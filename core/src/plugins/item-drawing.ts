/**
 * An item's drawing by its product's renderer, for the places that draw items outside the order
 * page (thumbnails in the cart, the item list and documents): undefined for a custom item or when the
 * renderer throws, so one bad item never takes a list or a document down with it.
 */
import type { CatalogueIndex } from '../domain/catalogue-index.ts';
import type { Units } from './payloads.ts';
import type { Drawing } from '../domain/shapes.ts';
import type { OrderItemRef, OrderMemberRef } from './payloads.ts';
import type { OrgRegistry } from './registry.ts';
import { rendererFor } from './renderer-keys.ts';

export interface ItemDrawingInput {
  registry: OrgRegistry;
  catalogue: CatalogueIndex;
  item: OrderItemRef;
  orderItems?: readonly OrderMemberRef[];
  units: Units;
}

export function itemDrawingOf({ registry, catalogue, item, orderItems, units }: ItemDrawingInput): Drawing | undefined {
  const product = catalogue.productsById.get(item.productId);
  if (!product) return undefined;
  try {
    const { render, settings } = rendererFor(registry, product);
    return render({ product, properties: item.properties, catalogue, units, settings, item, ...(orderItems ? { orderItems } : {}) });
  } catch {
    return undefined;
  }
}
