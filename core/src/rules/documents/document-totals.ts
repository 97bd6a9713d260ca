/**
 * The totals block of a priced document, read from the order's stored costs (the server's pricing),
 * never recomputed here: subtotal, discount, shipping (or TBD), tariff, tax, total, deposit, amount
 * paid and, on invoices, each payment (date, method, amount and card fee) and the balance due.
 */
import type { OrderCosts, ProductOrder, StatusData } from '../../domain/order.ts';
import { toDisplayDate } from '../../domain/dates.ts';
import { receiptOf } from '../payment/payment-receipts.ts';
import { formatMoney } from '../../domain/money.ts';
import type { DocumentMode } from '../../plugins/document-payloads.ts';

export interface TotalsLine {
  label: string;
  value: string;
  emphasis?: boolean;
}

export type PricedOrder = Pick<ProductOrder, 'isStocked' | 'discountMode' | 'discountPercentage' | 'taxPercentage' | 'tariffPercentage'> & {
  costs: OrderCosts;
  amountPaidInCents: number;
  /** Where the payments are recorded (payment-receipts.ts); the invoice lists them. */
  integrationData?: Record<string, unknown>;
  statusData?: StatusData;
};

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

export function totalsLines(order: PricedOrder, mode: DocumentMode): TotalsLine[] {
  const { costs } = order;
  const lines: TotalsLine[] = [{ label: 'Subtotal', value: formatMoney(costs.orderSubTotal) }];
  if (costs.discount) {
    const rate = order.discountMode === 'rate' && order.discountPercentage ? ` (${percent(order.discountPercentage)})` : '';
    lines.push({ label: `Discount${rate}`, value: formatMoney(-costs.discount) });
  }
  lines.push({ label: 'Shipping', value: costs.shippingIsTbd ? 'TBD' : formatMoney(costs.shipping) });
  if (costs.tariff) lines.push({ label: `Tariff (${percent(order.tariffPercentage * 100)})`, value: formatMoney(costs.tariff) });
  lines.push({ label: order.taxPercentage ? `Tax (${percent(order.taxPercentage)})` : 'Tax', value: formatMoney(costs.tax) });
  lines.push({ label: 'Total', value: formatMoney(costs.orderTotal), emphasis: true });
  if (costs.depositAmount > 0) {
    // Spec orders §9: the percentage is shown unless 100%, and '(100%)' for stocked orders.
    const shown = costs.depositPercentage !== 100 || order.isStocked === 1 ? ` (${percent(costs.depositPercentage)})` : '';
    lines.push({ label: `Deposit${shown}`, value: formatMoney(costs.depositAmount) });
  }
  // The invoice lists each payment (when and how) above the amount paid.
  if (mode === 'invoice') lines.push(...paymentLines(order));
  lines.push({ label: 'Amount Paid', value: formatMoney(order.amountPaidInCents) });
  if (mode === 'invoice') lines.push({ label: 'Balance Due', value: formatMoney(costs.orderTotal - order.amountPaidInCents), emphasis: true });
  return lines;
}

function paymentLines(order: PricedOrder): TotalsLine[] {
  if (!order.integrationData || !order.statusData) return [];
  const { payments } = receiptOf({ integrationData: order.integrationData, statusData: order.statusData });
  return payments.map((p) => ({
    label: `Payment ${toDisplayDate(p.date)}${p.methodTitle ? ` (${p.methodTitle})` : ''}`,
    value: `${formatMoney(p.amountInCents ?? 0)}${p.upchargeAmountInCents ? ` + ${formatMoney(p.upchargeAmountInCents)} fee` : ''}`,
  }));
}
