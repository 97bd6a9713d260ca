/**
 * The payment methods a person is offered (spec orders §5, §9): hidden and disabled methods never;
 * employee-only methods only to employees outside guest mode; sorted by rank. None left: the
 * organisation's manual payment message (default 'We will contact you to arrange payment.').
 */
import type { PaymentMethod } from '../../domain/organisation.ts';
import { paymentMessages } from './payment-messages.ts';

export function offeredPaymentMethods(methods: readonly PaymentMethod[], viewer: { isEmployee: boolean }): PaymentMethod[] {
  return methods.filter((m) => !m.isHidden && !m.disabled && (!m.isEmployeeOnly || viewer.isEmployee)).sort((a, b) => a.rank - b.rank);
}

export const manualPaymentMessageOf = (settings: { manualPaymentMessage?: string }): string =>
  settings.manualPaymentMessage?.trim() || paymentMessages.defaultManualPaymentMessage;
