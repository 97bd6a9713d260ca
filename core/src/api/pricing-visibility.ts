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
