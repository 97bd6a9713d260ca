/**
 * What an order owes at its payment step, computed only from the order's server-computed costs and
 * what it has paid (spec orders §4, §9; issue 19 item 12). The server charges these amounts; the
 * browser shows the same numbers but never sends them.
 *
 *  balance            = orderTotal - amountPaid (never below 0).
 *  depositChoice      applies when depositAmount > 0, balance > 0, the order has not already had
 *                     exactly the deposit paid, was not shipped without final payment, and (our
 *                     reading) the deposit is below the total: a 100 % deposit leaves nothing to choose.
 *  base amount        the deposit still unpaid (depositAmount - amountPaid) when the choice applies and
 *                     pay-in-full is not chosen; the balance otherwise.
 *  card fee           on card payments whose base amount is above the threshold (300000 cents) when the
 *                     organisation's payment rules set one: base x (storedUpchargeValue / 10) %, rounded once.
 *  amount due         base + card fee.
 *  deposit row        shows when the order is not stocked, not paid in full, the deposit amount is above
 *                     0 and the amount paid is below it; its percentage is shown unless 100 %, and
 *                     '(100%)' is shown for stocked orders.
 */
import { roundCents } from '../../domain/money.ts';
import type { OrderCosts } from '../../domain/order.ts';
import type { CardFeeRule } from '../../plugins/payloads.ts';
import { paymentConstants } from './payment-constants.ts';

export interface PaymentOrderFacts {
  isStocked: 0 | 1;
  amountPaidInCents: number;
  costs: Pick<OrderCosts, 'orderTotal' | 'depositAmount' | 'depositPercentage'>;
}

export interface PaymentChoice {
  payInFull: boolean;
  /** The card method is chosen (the fee applies to card payments only). */
  isCardPayment: boolean;
  /** The order was shipped with less than its total paid (the balance step). */
  shippedWithoutFinalPayment: boolean;
}

export interface PaymentQuote {
  balanceInCents: number;
  depositChoiceApplies: boolean;
  /** Pay in full as charged: chosen, or forced because no deposit choice applies. */
  payInFull: boolean;
  baseAmountInCents: number;
  upchargeAmountInCents: number;
  /** The fee percentage shown, 'Processing fee (x%)'; 0 without a fee. */
  upchargePercent: number;
  amountDueInCents: number;
  showDepositRow: boolean;
}

export const balanceOf = (order: PaymentOrderFacts): number => Math.max(order.costs.orderTotal - order.amountPaidInCents, 0);

export function depositChoiceApplies(order: PaymentOrderFacts, shippedWithoutFinalPayment: boolean): boolean {
  const { depositAmount, orderTotal } = order.costs;
  return (
    depositAmount > 0 &&
    depositAmount < orderTotal &&
    balanceOf(order) > 0 &&
    order.amountPaidInCents !== depositAmount &&
    order.amountPaidInCents < depositAmount &&
    !shippedWithoutFinalPayment
  );
}

/** The fee percentage of a stored upcharge value (spec: stored value / 10). */
export const upchargePercentOf = (rule: CardFeeRule): number => rule.storedUpchargeValue / paymentConstants.upchargeDivisor;

export function cardFeeOf(
  baseAmountInCents: number,
  rule: CardFeeRule | undefined,
  isCardPayment: boolean,
): { upchargeAmountInCents: number; upchargePercent: number } {
  const threshold = rule?.thresholdInCents ?? paymentConstants.cardFeeThresholdInCents;
  if (!rule || !isCardPayment || baseAmountInCents <= threshold) return { upchargeAmountInCents: 0, upchargePercent: 0 };
  const upchargePercent = upchargePercentOf(rule);
  return { upchargeAmountInCents: roundCents((baseAmountInCents * upchargePercent) / 100) + 0, upchargePercent };
}

export function showDepositRow(order: PaymentOrderFacts, payInFull: boolean): boolean {
  return !order.isStocked && !payInFull && order.costs.depositAmount > 0 && order.amountPaidInCents < order.costs.depositAmount;
}

/** The percentage after 'Deposit': hidden at 100 %, '(100%)' for stocked orders. */
export function depositPercentageLabel(order: Pick<PaymentOrderFacts, 'isStocked' | 'costs'>): string {
  if (order.isStocked) return '(100%)';
  return order.costs.depositPercentage === 100 ? '' : `(${order.costs.depositPercentage}%)`;
}

export function quotePayment(order: PaymentOrderFacts, choice: PaymentChoice, cardFee?: CardFeeRule): PaymentQuote {
  const balanceInCents = balanceOf(order);
  const choiceApplies = depositChoiceApplies(order, choice.shippedWithoutFinalPayment);
  const payInFull = !choiceApplies || choice.payInFull;
  const baseAmountInCents = payInFull ? balanceInCents : Math.max(order.costs.depositAmount - order.amountPaidInCents, 0);
  const fee = cardFeeOf(baseAmountInCents, cardFee, choice.isCardPayment);
  return {
    balanceInCents,
    depositChoiceApplies: choiceApplies,
    payInFull,
    baseAmountInCents,
    ...fee,
    amountDueInCents: baseAmountInCents + fee.upchargeAmountInCents,
    showDepositRow: showDepositRow(order, payInFull),
  };
}
