/**
 * The purge of deleted orders (issue 32): an order deleted more than DELETED_ORDER_RETENTION_DAYS ago
 * can no longer be restored, so it is removed for good with every record of it (items, history, plan,
 * share links: their foreign keys cascade). Mails about it stay in the outbox, no longer naming it.
 * A background job (jobs/background-jobs.ts), idempotent, so a run repeated by a second instance is harmless.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { purgeCutoff, toStoredDate } from '@configurator/core';
import { OutboxMessageSchema, ProductOrderSchema, withDeletedOrders } from '../../db/entities/index.ts';

export const DELETED_ORDER_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Removes the orders deleted before the retention cutoff; answers how many. */
export async function purgeDeletedOrders(orm: MikroORM, now = new Date()): Promise<number> {
  const where = { deletedAt: { $ne: null, $lt: toStoredDate(purgeCutoff(now)) } };
  return orm.em.fork().transactional(async (tx) => {
    const ids = (await tx.find(ProductOrderSchema, where, { filters: withDeletedOrders, fields: ['id'] })).map((o) => o.id);
    if (!ids.length) return 0;
    await tx.nativeUpdate(OutboxMessageSchema, { productOrderId: { $in: ids } }, { productOrderId: null });
    return tx.nativeDelete(ProductOrderSchema, { id: { $in: ids } }, { filters: withDeletedOrders });
  });
}
