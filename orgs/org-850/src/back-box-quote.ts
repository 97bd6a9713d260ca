/**
 * 'Generate Back Box Quote' (spec orders §7): a stocked standalone order in the back-box category,
 * titled '<order title> - Back Boxes', with the source order's contact and address fields, holding
 * one item per back-box product with the summed quantities of the source items that need it. The
 * back box of an item is the backBoxProductId of the option chosen on properties 92, 29, 59 or 54.
 * The plan is pure (here, shared); the call that carries it out is this package's own
 * (back-box-quote-call.ts, server side), the order page's button makes it.
 */
import { defineOrderActionCall, optionData, type OrderAction, type OrderActionContext, type OrderActionPlan } from '@configurator/core';
import { CATEGORY, PLUGIN_ID } from './constants.ts';

export const BACK_BOX = {
  propertyIds: [92, 29, 59, 54],
  sourceProductIds: [1, 2, 5, 10, 11, 6, 7, 8, 15, 9, 87, 72, 89],
  titleSuffix: ' - Back Boxes',
  noBackBoxes: 'None of the items in this quote needs a back box.',
} as const;

export function planBackBoxQuote({ order, items, catalogue }: OrderActionContext): OrderActionPlan | null {
  const quantities = new Map<number, number>();
  for (const item of items) {
    if (!(BACK_BOX.sourceProductIds as readonly number[]).includes(item.productId)) continue;
    for (const propertyId of BACK_BOX.propertyIds) {
      const optionId = item.properties[String(propertyId)]?.optionId;
      const productId = optionId == null ? undefined : optionData(catalogue.optionsById.get(optionId), 'backBoxProductId');
      if (typeof productId === 'number' && catalogue.productsById.has(productId)) quantities.set(productId, (quantities.get(productId) ?? 0) + item.quantity);
    }
  }
  if (quantities.size === 0) return null;
  return {
    order: {
      title: `${order.title}${BACK_BOX.titleSuffix}`,
      productCategoryId: CATEGORY.backBoxes,
      isStocked: 1,
      type: 'standalone',
      phone: order.phone,
      clientEmails: order.clientEmails,
      deliveryAddress: order.deliveryAddress,
      billingAddress: order.billingAddress,
      taxPercentage: order.taxPercentage,
      contactName: order.contactName,
      projectName: order.projectName,
      firmName: order.firmName,
    },
    items: [...quantities].map(([productId, quantity]) => ({ productId, quantity })),
  };
}

/** Creates the back-box quote of an order; answers the new order's number. */
export const backBoxQuoteCall = defineOrderActionCall(`/api/plugins/${PLUGIN_ID}/back-box-quote`);

export const backBoxQuote: OrderAction = {
  id: 'back-box-quote',
  label: 'Generate Back Box Quote',
  roles: ['owner', 'member'],
  nothingToDo: BACK_BOX.noBackBoxes,
  plan: planBackBoxQuote,
  call: backBoxQuoteCall,
};
