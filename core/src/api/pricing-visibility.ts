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
