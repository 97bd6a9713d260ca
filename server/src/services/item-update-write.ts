/**
 * An item update's writes in one statement (issue 37 item 2: writes close to their SQL). A flush of
 * the unit of work sent the item's UPDATE, the order's and the live_change row one after the other
 * (three round trips, about 2.8 of the write's 6.8 ms) after comparing both entities field by field.
 * Here one statement of data-modifying CTEs writes only what changed: the item's changed columns, the
 * other items an order-level choice reached (order-level-write.ts), the order's costs when they moved,
 * and the live_change row with its NOTIFY (live/change-capture.ts), as a flush would have named them.
 * The item and the order are plain rows (item-write-read.ts), so the transaction's closing flush has
 * nothing of them to compare; version and lastUpdated move here as a flush would move them.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { toStoredDate } from '@configurator/core';
import { ProductInstanceSchema, ProductOrderSchema, type ProductInstanceRow, type ProductOrderRow } from '../db/entities/index.ts';
import { changedColumns, type ChangedColumns } from '../db/changed-columns.ts';
import { conflict } from '../http/errors.ts';
import { insertLiveChanges, itemUpdateChange, NOTIFY_ADDED, noteLiveChangeWritten } from '../live/change-capture.ts';
import type { OrderItemRow } from './item-write-read.ts';
import { reachedItemsUpdate } from './order-level-write.ts';

export interface ItemUpdateWrite {
  order: ProductOrderRow;
  /** The order as read (before pricing). */
  orderBefore: Readonly<ProductOrderRow>;
  item: ProductInstanceRow;
  /** The item as read (before the update). */
  itemBefore: Readonly<ProductInstanceRow>;
  /** The other items the update changed (an order-level choice), their new values set. */
  reached: OrderItemRow[];
}

interface Part {
  name: string;
  sql: string;
  params: unknown[];
}

/** The UPDATE of one row's changed columns, moving its version and lastUpdated as a flush moves them. */
function stampedUpdate(table: string, columns: ChangedColumns, now: string, where: string, whereParams: unknown[]): Omit<Part, 'name'> {
  return {
    sql: `update ${table} set ${columns.set.join(', ')}, version = version + 1, last_updated = ? where ${where}`,
    params: [...columns.params, now, ...whereParams],
  };
}

/** Writes what the update changed, in one round trip; nothing when it changed nothing (as a flush). */
export async function writeItemUpdate(em: EntityManager, { order, orderBefore, item, itemBefore, reached }: ItemUpdateWrite): Promise<void> {
  const now = toStoredDate();
  const parts: Part[] = [];
  const itemColumns = changedColumns(em, ProductInstanceSchema, item, itemBefore);
  const itemWritten = itemColumns.set.length > 0;
  if (itemWritten) {
    const where = 'id = ? and org_id = ? and version = ? returning id';
    parts.push({ name: 'item_written', ...stampedUpdate('product_instance', itemColumns, now, where, [item.id, item.orgId, item.version]) });
  }
  if (reached.length > 0) parts.push({ name: 'reached_written', ...reachedItemsUpdate(order, reached, now) });
  const orderColumns = changedColumns(em, ProductOrderSchema, order, orderBefore);
  const orderWritten = orderColumns.set.length > 0;
  if (orderWritten)
    parts.push({ name: 'order_written', ...stampedUpdate('product_order', orderColumns, now, 'id = ? and org_id = ?', [order.id, order.orgId]) });
  if (parts.length === 0) return;

  if (itemWritten) Object.assign(item, { version: item.version + 1, lastUpdated: now });
  if (orderWritten) Object.assign(order, { version: order.version + 1, lastUpdated: now });
  // A write that moved only the order's costs (prices recomputed) is no change of its own: no row.
  const named = [...(itemWritten ? [item] : []), ...reached];
  if (named.length > 0) {
    parts.push({ name: 'added', ...insertLiveChanges([itemUpdateChange(order, orderWritten, named)]) });
    noteLiveChangeWritten(em);
  }
  const counted = itemWritten ? '(select count(*)::int from item_written)' : '1';
  const notify = named.length > 0 ? NOTIFY_ADDED : 'null';
  const [answer] = await em.getConnection().execute<{ written: number }[]>(
    `with ${parts.map((p) => `${p.name} as (${p.sql})`).join(',\n')} select ${counted} as "written", ${notify} as "notified"`,
    parts.flatMap((p) => p.params),
    'all',
    em.getTransactionContext(),
  );
  // The order is locked and the item was read after the lock, so its version cannot have moved; were
  // it to, the write is refused as stale, as the flush's optimistic check would refuse it.
  if (answer?.written !== 1) throw conflict();
}
