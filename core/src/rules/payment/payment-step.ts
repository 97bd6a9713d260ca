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
import { paymentConstants } from './payment-constants.ts';
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

/** The status types at which payableStepOf can find a payable step. */
const payableTypes: ReadonlySet<string> = new Set(['payment', 'shipped']);

/**
 * Whether the order might be payable, judged from a status list that may leave steps out (a guest's
 * list shows only the steps guests see): false only when the step the order is at is known and is
 * neither a payment nor a shipped step, where payableStepOf never finds one. The browser loads the
 * payment screen (its code and its call) only when this is true; the server still decides.
 */
export function mayBePayableAt(statuses: readonly StatusDefinition[], lastCompletedStatusKey: string | null | undefined): boolean {
  const step = lastCompletedStatusKey == null ? statuses[0] : statuses.find((s) => s.key === lastCompletedStatusKey);
  return !step || payableTypes.has(step.type);
}

/** The step the order can be paid at, or undefined when it is not waiting for a payment. */
export function payableStepOf(statuses: readonly StatusDefinition[], order: PaymentStatusFacts, rules: PaymentRules | undefined): PayableStep | undefined {
  const current = currentStatus(statuses, order.lastCompletedStatusKey)?.status;
  if (!current || balanceOf(order) <= 0) return undefined;
  if (current.type === 'payment') return { statusKey: current.key, shippedWithoutFinalPayment: false };
  if (current.type === 'shipped' && rules?.balanceDueAfterShipping) return { statusKey: current.key, shippedWithoutFinalPayment: true };
  return undefined;
}
