/**
 * Where the order stands for payment (spec orders §4; issue 19 item 11): which status entry the
 * payment screen reads, which method it forces, the statusData key of the payment-intent lookup, and
 * whether the order is payable at all (its current step is a payment step, or, where the
 * organisation's payment rules collect the balance after shipping, it was shipped with less than its
 * total paid).
 */
import type { StatusData } from '../../domain/order.ts';
import type { StatusDefinition } from '../../domain/organisation.ts';
import type { PaymentRules } from '../../plugins/payloads.ts';
import { balanceOf, type PaymentOrderFacts } from './payment-amounts.ts';
import { paymentConstants } from './payment-messages.ts';
import { currentStatus } from '../lifecycle/status-sequence.ts';

export interface PaymentStatusFacts extends PaymentOrderFacts {
  statusData: StatusData;
  lastCompletedStatusKey?: string | null;
}

/** The statusData entry of the latest completed status, if any. */
export const latestStatusEntry = (order: Pick<PaymentStatusFacts, 'statusData' | 'lastCompletedStatusKey'>) =>
  order.lastCompletedStatusKey == null ? undefined : order.statusData[order.lastCompletedStatusKey];

/** A wire or check announced at this step forces that method on the payment screen. */
export const forcedPaymentMethod = (order: Pick<PaymentStatusFacts, 'statusData' | 'lastCompletedStatusKey'>): string | undefined =>
  latestStatusEntry(order)?.awaitingPaymentMethod;

/** The statusData key under which the step's payment intent is kept (finalPaymentReceived when no key). */
export const intentStatusKeyOf = (order: Pick<PaymentStatusFacts, 'lastCompletedStatusKey'>): string =>
  order.lastCompletedStatusKey ?? paymentConstants.fallbackIntentStatusKey;

export interface PayableStep {
  /** The status the order is at (its lastCompletedStatusKey, or the first status). */
  statusKey: string;
  /** True on the balance step after shipping. */
  shippedWithoutFinalPayment: boolean;
}


/** The step the order can be paid at, or undefined when it is not waiting for a payment. */
export function payableStepOf(statuses: readonly StatusDefinition[], order: PaymentStatusFacts, rules: PaymentRules | undefined): PayableStep | undefined {
  const current = currentStatus(statuses, order.lastCompletedStatusKey)?.status;
  if (!current || balanceOf(order) <= 0) return undefined;
  if (current.type === 'payment') return { statusKey: current.key, shippedWithoutFinalPayment: false };
  if (current.type === 'shipped' && rules?.balanceDueAfterShipping) return { statusKey: current.key, shippedWithoutFinalPayment: true };
  return undefined;
}
