/**
 * What a viewer whose pricing is hidden does not receive (spec orders §6: hidden "in the API responses
 * too, not only on screen"). The server deletes these fields; the response schemas mark them optional.
 */
import { productInstance, productOrder } from '../domain/order.ts';

/** Money fields of an order: costs and the staff pricing fields. */
export const orderPricingFields = [
  'costs',
  'discountPercentage',
  'discountFlatAmount',
  'shippingPercentage',
  'shippingFlatAmount',
  'taxPercentage',
  'tariffPercentage',
  'amountPaidInCents',
  'commandData',
] as const;

/** Money fields of an item. */
export const instancePricingFields = ['unitPriceInCents', 'totalPriceInCents', 'customPriceInCents'] as const;

/**
 * Every field name that carries money in any answer of the API: order and item prices, the amounts
 * of payments (statusData's paymentAmountInCents, payment-screen and intent amounts) and pricing-rule
 * amounts. The server's edge projection deletes these keys at every depth of an answer for a person
 * whose prices are hidden; the response schemas mark them optional (or the call refuses such people).
 */
export const priceFieldNames: ReadonlySet<string> = new Set([
  ...orderPricingFields,
  ...instancePricingFields,
  'paymentAmountInCents',
  'amountInCents',
  'upchargeAmountInCents',
  'baseAmountInCents',
  'amountDueInCents',
  'paymentAmount',
  'totalInCents',
  'amount',
]);

/** Lists that are money as a whole: emptied for a person whose prices are hidden. */
export const priceListNames: ReadonlySet<string> = new Set(['productPricingRules']);

/**
 * The projection itself: a copy of an answer without any price field or price list, at any depth.
 * hiddenFor decides per object (an order by its involvedUsers, an item by its order); a nested object
 * inherits its parent's decision unless hiddenFor has its own answer for it.
 */
export function withoutPrices(value: unknown, hiddenFor: (node: Record<string, unknown>) => boolean | undefined, inherited: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutPrices(v, hiddenFor, inherited));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  const hidden = hiddenFor(node) ?? inherited;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) {
    if (hidden && priceFieldNames.has(key)) continue;
    copy[key] = hidden && priceListNames.has(key) && Array.isArray(child) ? [] : withoutPrices(child, hiddenFor, hidden);
  }
  return copy;
}

/** An order as a viewer receives it: pricing fields are absent when the viewer's pricing is hidden. */
export const orderForViewer = productOrder.partial({
  costs: true,
  discountPercentage: true,
  discountFlatAmount: true,
  shippingPercentage: true,
  shippingFlatAmount: true,
  taxPercentage: true,
  tariffPercentage: true,
  amountPaidInCents: true,
  commandData: true,
});

/** An item as a viewer receives it (unit and total prices are optional in the entity already). */
export const instanceForViewer = productInstance.partial({ customPriceInCents: true });

/** Document modes that never show prices (spec orders §6). */
export const priceHidingDocumentModes = ['packingSlip', 'factory'] as const;

export interface PricingFacts {
  /** The viewer's organisation access data (orgAccessEdgeData.{product}). */
  accessData: { pricingIsHidden: 0 | 1 };
  /** The viewer's entry in the order's involvedUsers, if any. */
  involvement?: { pricingIsHidden: 0 | 1 } | undefined;
  /** The share link, when the viewer sees the order only through it. */
  shareLink?: { pricingIsHidden: 0 | 1 } | null;
  documentMode?: string;
}

/**
 * THE price-hiding rule (spec orders §6): hidden when the organisation's access data says so, or the
 * order's involvedUsers entry, or the share link the order was opened by, or a packing-slip or
 * factory document. Every server answer and web screen asks this one function.
 */
export const pricingIsHiddenFor = (facts: PricingFacts): boolean =>
  facts.accessData.pricingIsHidden === 1 ||
  facts.involvement?.pricingIsHidden === 1 ||
  facts.shareLink?.pricingIsHidden === 1 ||
  (facts.documentMode !== undefined && (priceHidingDocumentModes as readonly string[]).includes(facts.documentMode));
