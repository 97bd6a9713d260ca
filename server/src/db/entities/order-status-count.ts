/**
 * How many orders an organisation has per (archived, last completed status): the orders list's status
 * counts and its unfiltered totals read these few rows instead of counting product_order. Kept by
 * triggers on product_order (migration perf_api_order_status_counts), so every write path (the ORM,
 * plain SQL, the seeds, the bench's bulk insert) keeps it exact in the same transaction as the order.
 * The server only reads it.
 */
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The status key stored for an order that has completed no status yet (a primary key holds no null). */
export const NO_STATUS_KEY = '';

export const OrderStatusCountSchema = defineEntity({
  name: 'OrderStatusCount',
  tableName: 'order_status_count',
  properties: {
    // No foreign key: the triggers write here while an organisation's orders are deleted with it.
    orgId: p.integer().primary(),
    archived: p.smallint().primary(),
    statusKey: p.string().primary(),
    count: p.integer().default(0),
  },
});
export type OrderStatusCountRow = InferEntity<typeof OrderStatusCountSchema>;
