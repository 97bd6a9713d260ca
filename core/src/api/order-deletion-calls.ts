/**
 * Deleted orders (issue 32). Deleting is the generic productOrderCalls.destroy, decided by the
 * transitions table's 'delete' row (403 for a person who may never delete the order, 422 with the
 * table's message at a step or with a payment that refuses it): the order is only marked deleted and
 * hidden everywhere. Owners and members (outside guest mode) list the deleted orders still restorable
 * and restore one within DELETED_ORDER_RETENTION_DAYS (later: 422; others: 403; another
 * organisation's or a live order: 404 / 422). A background job purges them after that.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId } from './fields.ts';
import { orderForViewer } from './pricing-visibility.ts';

/** At most this many deleted orders are listed (newest deletion first). */
export const DELETED_ORDERS_LIST_MAX = 500;

/** A deleted order as the restore list shows it (no prices: nothing there needs them). */
export const deletedOrderSummary = z.object({
  id: z.number().int(),
  orgSpecificId: z.number().int(),
  title: z.string(),
  firmName: z.string(),
  ownerName: z.string(),
  /** UTC, 'YYYY-MM-DD HH:mm:ss'. */
  deletedAt: z.string(),
  deletedByName: z.string(),
  /** UTC, 'YYYY-MM-DD HH:mm:ss': after this it can no longer be restored and is purged. */
  restorableUntil: z.string(),
});
export type DeletedOrderSummary = z.infer<typeof deletedOrderSummary>;

export const deletedOrdersCall = defineCall(
  '/configurator/product-order/deleted',
  z.object({}).strict().default({}),
  dataOf(z.object({ orders: z.array(deletedOrderSummary).max(DELETED_ORDERS_LIST_MAX) })),
);

export const restoreOrderCall = defineCall(
  '/configurator/product-order/restore',
  z.object({ productOrderId: recordId() }).strict(),
  dataOf(z.object({ productOrder: orderForViewer })),
);
