/**
 * Order costs (spec orders §3: orderSubTotal, discount, shipping, shippingIsTbd, tariff, tax,
 * orderTotal, depositAmount, depositPercentage), integer cents.
 *
 *  orderSubTotal = sum of the item totals (priceItem).
 *  discount      = discountMode 'amount': discountFlatAmount (null = 0);
 *                  'rate': discountPercentage % of the subtotal; when the order sets no percentage
 *                  (null) the owner's guest discount applies (guestDiscountPercentage, default 0).
 *                  The rate passes through every cost adjuster's adjustDiscountPercentage in plugin
 *                  order (e.g. a cap of 20). The discount is kept within 0..subtotal (never negative,
 *                  never more than the goods).
 *  shipping      = shippingMode 'amount': shippingFlatAmount; 'rate': shippingPercentage % of the
 *                  discounted subtotal. The field of the chosen mode being null (an empty input)
 *                  means shipping is to be determined: shipping 0 and shippingIsTbd true.
 *  tariff        = tariffPercentage (a fraction: 0.1 is 10 %) x (subtotal - discount).
 *  tax           = taxPercentage % of (subtotal - discount + shipping + tariff); 0 when disableSalesTax.
 *  orderTotal    = subtotal - discount + shipping + tariff + tax.
 *  depositPercentage = the payment-rules contribution's depositPercentage (clamped to 0..100);
 *                  100 when the organisation has none (payment in full); depositAmount = that % of the total.
 *
 * Rounding: one rule, roundCents (domain/money.ts: half away from zero to the cent), applied once to
 * each computed amount (discount, shipping, tariff, tax, deposit) from exact inputs; sums of rounded
 * amounts are exact integers and are never rounded again, so the total always equals its lines.
 */
import { roundCents } from '../../domain/money.ts';
import type { OrderCosts, ProductOrder } from '../../domain/order.ts';
import { costAdjustersPoint, paymentRulesPoint } from '../../plugins/extension-points.ts';
import type { OrgRegistry } from '../../plugins/registry.ts';
import { contributionsWithSettings } from '../plugin-contributions.ts';

export interface OrderCostsInput {
  order: ProductOrder;
  itemTotalsInCents: number[];
  /** Cost adjusters (discount cap) and payment rules (deposit). */
  registry?: OrgRegistry;
  /** Default discount of a guest owner when the order sets none. */
  guestDiscountPercentage?: number;
}

export const DEFAULT_DEPOSIT_PERCENTAGE = 100;

const toCents = (exact: number): number => roundCents(exact) + 0;
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

function discountOf(input: OrderCostsInput, subTotal: number): number {
  const { order, registry } = input;
  let exact: number;
  if (order.discountMode === 'amount') exact = order.discountFlatAmount ?? 0;
  else {
    let percentage = order.discountPercentage ?? input.guestDiscountPercentage ?? 0;
    const costs = { ...zeroCosts(), orderSubTotal: subTotal };
    for (const { value: adjuster, settings } of contributionsWithSettings(registry, costAdjustersPoint)) {
      if (adjuster.adjustDiscountPercentage) percentage = adjuster.adjustDiscountPercentage(percentage, { order, costs, settings });
    }
    exact = (subTotal * percentage) / 100;
  }
  return clamp(toCents(exact), 0, Math.max(subTotal, 0));
}

function shippingOf(order: ProductOrder, discounted: number): { shipping: number; shippingIsTbd: boolean } {
  const chosen = order.shippingMode === 'amount' ? order.shippingFlatAmount : order.shippingPercentage;
  if (chosen === null) return { shipping: 0, shippingIsTbd: true };
  const exact = order.shippingMode === 'amount' ? chosen : (discounted * chosen) / 100;
  return { shipping: toCents(exact), shippingIsTbd: false };
}

const zeroCosts = (): OrderCosts => ({
  orderSubTotal: 0,
  discount: 0,
  shipping: 0,
  shippingIsTbd: false,
  tariff: 0,
  tax: 0,
  orderTotal: 0,
  depositAmount: 0,
  depositPercentage: 0,
});

export function computeOrderCosts(input: OrderCostsInput): OrderCosts {
  const { order } = input;
  const orderSubTotal = input.itemTotalsInCents.reduce((sum, total) => sum + total, 0);
  const discount = discountOf(input, orderSubTotal);
  const discounted = orderSubTotal - discount;
  const { shipping, shippingIsTbd } = shippingOf(order, discounted);
  const tariff = toCents(order.tariffPercentage * discounted);
  const tax = order.disableSalesTax ? 0 : toCents(((discounted + shipping + tariff) * order.taxPercentage) / 100);
  const orderTotal = discounted + shipping + tariff + tax;
  const costs: OrderCosts = { orderSubTotal, discount, shipping, shippingIsTbd, tariff, tax, orderTotal, depositAmount: 0, depositPercentage: 0 };
  const paymentRules = contributionsWithSettings(input.registry, paymentRulesPoint)[0];
  const requested = paymentRules ? paymentRules.value.depositPercentage({ order, costs, settings: paymentRules.settings }) : DEFAULT_DEPOSIT_PERCENTAGE;
  const depositPercentage = clamp(Number.isFinite(requested) ? requested : DEFAULT_DEPOSIT_PERCENTAGE, 0, 100);
  return { ...costs, depositPercentage, depositAmount: toCents((orderTotal * depositPercentage) / 100) };
}
