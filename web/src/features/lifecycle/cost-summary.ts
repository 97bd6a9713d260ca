/**
 * The cart's cost summary rows (spec orders §2, §3, §9): subtotal, discount, shipping (or 'TBD'),
 * tariff, tax, total, and the deposit with its percentage. The deposit row shows while something is
 * still owed on a made-to-order order; its percentage is shown unless it is 100 %, and stocked
 * orders (paid in full) read '(100%)'.
 */
import { formatMoney, type OrderCosts } from '@configurator/core';

export const SHIPPING_TBD = 'TBD';

export interface CostRow {
  key: 'subtotal' | 'discount' | 'shipping' | 'tariff' | 'tax' | 'total' | 'deposit';
  label: string;
  value: string;
}

const percentText = (value: number) => `${Number(value.toFixed(2))}%`;

export function depositLabel(costs: Pick<OrderCosts, 'depositPercentage'>, isStocked: boolean): string {
  if (isStocked) return 'Deposit (100%)';
  return costs.depositPercentage === 100 ? 'Deposit' : `Deposit (${percentText(costs.depositPercentage)})`;
}

export function showsDeposit(costs: OrderCosts, isStocked: boolean, amountPaidInCents: number): boolean {
  if (isStocked) return false;
  return costs.depositAmount > 0 && costs.orderTotal > 0 && amountPaidInCents < costs.depositAmount;
}

export function costRows(costs: OrderCosts, options: { isStocked: boolean; amountPaidInCents: number }): CostRow[] {
  const rows: CostRow[] = [
    { key: 'subtotal', label: 'Subtotal', value: formatMoney(costs.orderSubTotal) },
    { key: 'discount', label: 'Discount', value: costs.discount > 0 ? `-${formatMoney(costs.discount)}` : formatMoney(0) },
    { key: 'shipping', label: 'Shipping', value: costs.shippingIsTbd ? SHIPPING_TBD : formatMoney(costs.shipping) },
    { key: 'tariff', label: 'Tariff', value: formatMoney(costs.tariff) },
    { key: 'tax', label: 'Tax', value: formatMoney(costs.tax) },
    { key: 'total', label: 'Total', value: formatMoney(costs.orderTotal) },
  ];
  if (showsDeposit(costs, options.isStocked, options.amountPaidInCents)) {
    rows.push({ key: 'deposit', label: depositLabel(costs, options.isStocked), value: formatMoney(costs.depositAmount) });
  }
  return rows;
}
