/**
 * The hand-written write of an order-level choice's reach (issue 37 item 2): the other items it
 * changed go to the database in one UPDATE of their new selections and prices, beside the unit of
 * work, instead of 200 entities made, compared and flushed one by one. Everything else of the write
 * (the lock, permission checks, the written item and its order) stays with the ORM in
 * item-write-service.ts. What a flush would add is added here: version + 1 and lastUpdated (the
 * entity's version and onUpdate columns), the selections checked by the column's zod schema, each
 * item named in the write's live_change row (live/change-capture.ts), org scoping in the WHERE.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { instanceProperties, toStoredDate, type InstanceProperties } from '@configurator/core';
import type { ProductOrderRow } from '../db/entities/index.ts';
import { noteItemsWrittenBeside } from '../live/change-capture.ts';
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
 * Writes the reached items' selections and prices (already set on the rows) in one statement, moving
 * each row's version and lastUpdated as the database now holds them; the next flush of `em` names
 * them in its live_change row.
 */
export async function writeReachedItems(em: EntityManager, order: ProductOrderRow, reached: OrderItemRow[]): Promise<void> {
  if (reached.length === 0) return;
  const now = toStoredDate();
  const checked = new Map<InstanceProperties, string>();
  const values: string[] = [];
  const params: unknown[] = [];
  for (const row of reached) {
    values.push('(?::int, ?::jsonb, ?::int, ?::int)');
    params.push(row.id, checkedJson(row.properties, checked), row.unitPriceInCents, row.totalPriceInCents);
  }
  await em.getConnection().execute(
    `update product_instance i
        set properties = v.properties, unit_price_in_cents = v.unit, total_price_in_cents = v.total, version = i.version + 1, last_updated = ?
       from (values ${values.join(', ')}) as v(id, properties, unit, total)
      where i.id = v.id and i.org_id = ? and i.product_order_id = ?`,
    [now, ...params, order.orgId, order.id],
    'run',
    em.getTransactionContext(),
  );
  for (const row of reached) {
    row.version += 1;
    row.lastUpdated = now;
  }
  noteItemsWrittenBeside(em, { orgId: order.orgId, orderId: order.id, items: reached });
}
