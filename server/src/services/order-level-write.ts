/**
 * The hand-written write of an order-level choice's reach (issue 37 item 2): the other items it
 * changed go to the database in one UPDATE of their new selections and prices, instead of 200
 * entities made, compared and flushed one by one. It runs as a part of the item update's one
 * statement (item-update-write.ts). What a flush would add is added here: version + 1 and lastUpdated
 * (the entity's version and onUpdate columns), the selections checked by the column's zod schema,
 * org scoping in the WHERE.
 */
import { instanceProperties, type InstanceProperties } from '@configurator/core';
import type { ProductOrderRow } from '../db/entities/index.ts';
import type { OrderItemRow } from './item-write-read.ts';

/** Items alike share one selections object: each distinct one is checked once. */
function checkedJson(properties: InstanceProperties, checked: Map<InstanceProperties, string>): string {
  let json = checked.get(properties);
  if (json === undefined) {
    const parsed = instanceProperties.safeParse(properties);
    if (!parsed.success) throw new Error(`Invalid JSON for properties: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    checked.set(properties, (json = JSON.stringify(parsed.data)));
  }
  return json;
}

/**
 * The UPDATE of the reached items' selections and prices (already set on the rows), stamped `now`,
 * as SQL and its parameters; each row's version and lastUpdated are moved as the database will hold them.
 * The rows go as one JSON parameter, not four per item: 800 bound values cost the driver and the
 * parser more than the UPDATE itself on a 200-item order.
 */
export function reachedItemsUpdate(order: ProductOrderRow, reached: OrderItemRow[], now: string): { sql: string; params: unknown[] } {
  const checked = new Map<InstanceProperties, string>();
  const rows = reached.map(
    (row) => `{"id":${row.id},"properties":${checkedJson(row.properties, checked)},"unit":${row.unitPriceInCents},"total":${row.totalPriceInCents}}`,
  );
  for (const row of reached) {
    row.version += 1;
    row.lastUpdated = now;
  }
  return {
    sql: `update product_instance i
        set properties = v.properties, unit_price_in_cents = v.unit, total_price_in_cents = v.total, version = i.version + 1, last_updated = ?
       from jsonb_to_recordset(?::jsonb) as v(id int, properties jsonb, unit int, total int)
      where i.id = v.id and i.org_id = ? and i.product_order_id = ?`,
    params: [now, `[${rows.join(',')}]`, order.orgId, order.id],
  };
}
