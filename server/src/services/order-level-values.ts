/**
 * Order-level properties (isOrderLevel, spec orders §5): one value for the whole order, kept as a
 * copy on every item whose product carries the property. When an item write changes such a value,
 * the server writes it to the order's other items too, after the rule engine accepts it for every
 * item (selectOrderLevelOption: refused as a whole with the 'Oops…' message when any item would be
 * left without options) and each item's new configuration passes the usual configuration check.
 * A new item starts with the values the order's items already hold (inheritOrderLevelValues).
 */
import {
  CUSTOM_PRODUCT_ID,
  selectOption,
  selectOrderLevelOption,
  validateSelections,
  type CatalogueIndex,
  type InstanceProperties,
  type ItemEvaluationInput,
  type Product,
} from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';
import type { ProductInstanceRow } from '../db/entities/index.ts';
import { unprocessable } from '../http/errors.ts';
import { checkConfiguration } from './item-configuration.ts';

export interface OrderLevelChange {
  index: CatalogueIndex;
  viewer: Viewer;
  /** The item the client wrote, with its values before the write. */
  item: SpreadRow;
  before: InstanceProperties;
  /** What the client asks the item to hold (default: the item's current properties). */
  after?: InstanceProperties;
  /** Every item of the order (the written one included): entities or plain rows. */
  items: SpreadRow[];
}

/** What the spread reads and writes of an item. */
type SpreadRow = Pick<ProductInstanceRow, 'id' | 'productId' | 'properties'>;

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

/** Whether the write changes an order-level choice, so reaches the order's other items. */
export const changesOrderLevelChoice = (index: CatalogueIndex, before: InstanceProperties, after: InstanceProperties): boolean =>
  changedOrderLevelChoices(index, before, after).length > 0;

/**
 * Writes the item's changed order-level choices to the order's other items (mutating their rows),
 * or throws 422 with the rule engine's message, leaving the transaction to roll everything back.
 */
export function spreadOrderLevelChoices({ index, viewer, item, before, after, items }: OrderLevelChange): void {
  const changes = changedOrderLevelChoices(index, before, after ?? item.properties);
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
      orgId: viewer.orgId,
      registry: viewer.registry,
    }));
    const result = selectOrderLevelOption(inputs, propertyId, optionId);
    if (!result.ok) throw unprocessable(result.message, [{ path: `properties.${result.propertyId}`, message: result.message }]);
    // Items alike (same product, same selections before, same new selections: the engine hands alike
    // items one new object) get one check and share its answer (issue 37: 200 keypads, one check).
    const checked = new Map<InstanceProperties, Map<string, InstanceProperties>>();
    configurable.forEach((row, i) => {
      const after = result.itemsProperties[i]!;
      if (row.id === item.id || after === row.properties) return;
      const key = `${row.productId}\u0000${JSON.stringify(row.properties)}`;
      let byBefore = checked.get(after);
      if (!byBefore) checked.set(after, (byBefore = new Map()));
      let properties = byBefore.get(key);
      if (!properties) byBefore.set(key, (properties = checkConfiguration({ index, product: inputs[i]!.product, viewer, before: row.properties, after })));
      row.properties = properties;
    });
  }
}

export interface NewItemOrderLevel {
  index: CatalogueIndex;
  viewer: Viewer;
  product: Product;
  /** The new item's checked properties (what the client sent, normalised). */
  properties: InstanceProperties;
  /** The order's items before the new one, by rank. */
  items: ProductInstanceRow[];
}

/**
 * A new item takes the order's existing order-level values (spec orders §5: one value for the whole
 * order), server-side so every client gets the same. A value the client sent itself is kept. A value
 * the rule engine would refuse on the new item (selectOption: e.g. it leaves a property without
 * options) or that makes its configuration impossible (validateSelections) is left unset rather than
 * refusing the create: the item shows the choice open and the person picks what fits. Both run over
 * every option whatever the viewer's role, as in checkConfiguration: the value was not this viewer's pick.
 */
export function inheritOrderLevelValues({ index, viewer, product, properties, items }: NewItemOrderLevel): InstanceProperties {
  let result = properties;
  for (const key of Object.keys(product.associations.productProperties)) {
    if (!index.propertiesById.get(Number(key))?.isOrderLevel || result[key]?.optionId != null) continue;
    const optionId = items.find((i) => i.productId !== CUSTOM_PRODUCT_ID && i.properties[key]?.optionId != null)?.properties[key]?.optionId;
    if (optionId == null) continue;
    const input: ItemEvaluationInput = { index, product, properties: result, role: 'owner', orgId: viewer.orgId, registry: viewer.registry };
    const chosen = selectOption(input, Number(key), optionId);
    if (chosen.ok && validateSelections({ ...input, properties: chosen.properties }).ok) result = chosen.properties;
  }
  return result;
}
