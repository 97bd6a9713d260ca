/**
 * Clearing a card payment's processing flag outside the card form's own error path (staff's 'Reset
 * payment', the server's reconciliation with the gateway): the flag and its start time go, and a
 * history row says who or what cleared it and why. The caller holds the order's lock and flushes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderHistorySchema, type ProductOrderRow, type User } from '../db/entities/index.ts';
import { displayName } from '../services/lifecycle/record-move.ts';
import { paymentDataOf, withPaymentData } from './integration-data.ts';

export function clearProcessing(em: EntityManager, order: ProductOrderRow, input: { user: User | null; note: string }): void {
  order.isProcessingPayment = 0;
  order.integrationData = withPaymentData(order.integrationData, { ...paymentDataOf(order.integrationData), processingSince: undefined });
  em.create(OrderHistorySchema, {
    orgId: order.orgId,
    productOrderId: order.id,
    userId: input.user?.id ?? null,
    userName: input.user ? displayName(input.user) : 'System',
    move: 'paymentReset',
    fromStatusKey: order.lastCompletedStatusKey,
    toStatusKey: order.lastCompletedStatusKey,
    note: input.note,
  });
}
