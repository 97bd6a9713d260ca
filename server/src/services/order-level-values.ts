/**
 * Order-level properties (isOrderLevel, spec orders §5): one value for the whole order, kept as a
 * copy on every item whose product carries the property. When an item write changes such a value,
 * the server writes it to the order's other items too, after the rule engine accepts it for every
 * item (selectOrderLevelOption: refused as a whole with the 'Oops…' message when any item would be
 * left without options) and each item's new configuration passes the usual configuration check.
 */
import {
  CUSTOM_PRODUCT_ID, selectOrderLevelOption,
  type CatalogueIndex, type InstanceProperties, type ItemEvaluationInput,
} from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';
import type { ProductInstanceRow } from '../db/entities/index.ts';
import { unprocessable } from '../http/errors.ts';
import { checkConfiguration } from './item-configuration.ts';

export interface OrderLevelChange {
  index: CatalogueIndex;
  viewer: Viewer;
  /** The item the client wrote, with its values before the write. */
  item: ProductInstanceRow;
  before: InstanceProperties;
  /** Every item of the order (the written one included). */
  items: ProductInstanceRow[];
}

/** Order-level property ids whose chosen option the write changed, with the new option. */
function changedOrderLevelChoices(index: CatalogueIndex, before: InstanceProperties, after: InstanceProperties): [number, number][] {
  const changed: [number, number][] = [];
  for (const [key, value] of Object.entries(after)) {
    const optionId = value.optionId;
    if (optionId == null || optionId === before[key]?.optionId) continue;
    if (index.propertiesById.get(Number(key))?.isOrderLevel) changed.push([Number(key), optionId]);
  }
  return changed;
}

/**
 * Writes the item's changed order-level choices to the order's other items (mutating their rows),
 * or throws 422 with the rule engine's message, leaving the transaction to roll everything back.
 */
export function spreadOrderLevelChoices({ index, viewer, item, before, items }: OrderLevelChange): void {
  const changes = changedOrderLevelChoices(index, before, item.properties);
  if (changes.length === 0) return;
  const configurable = items.filter((i) => i.productId !== CUSTOM_PRODUCT_ID && index.productsById.has(i.productId));
  for (const [propertyId, optionId] of changes) {
    // The written item is checked from its state before the write, so a choice that empties one of
    // its own properties is refused with the same message the picker shows.
    const inputs: ItemEvaluationInput[] = configurable.map((row) => ({
      index,
      product: index.productsById.get(row.productId)!,
      properties: row.id === item.id ? before : row.properties,
      role: viewer.role,
      orgId: viewer.org.id,
      registry: viewer.registry,
    }));
    const result = selectOrderLevelOption(inputs, propertyId, optionId);
    if (!result.ok) throw unprocessable(result.message, [{ path: `properties.${result.propertyId}`, message: result.message }]);
    configurable.forEach((row, i) => {
      if (row.id === item.id || result.itemsProperties[i] === row.properties) return;
      row.properties = checkConfiguration({ index, product: inputs[i]!.product, viewer, before: row.properties, after: result.itemsProperties[i]! });
    });
  }
}
