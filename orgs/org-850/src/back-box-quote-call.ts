/**
 * Organisation 850's back-box quote as a call of its own package (spec orders §7 'Generate Back Box
 * Quote'): mounted by the server like every call (anyone signed in to the organisation may ask; the
 * service refuses who neither owns the order nor holds one of the action's roles, and orders of other
 * organisations), in the API reference under this package. Core's ordersFromPlan service creates and
 * prices the order its pure plan describes (back-box-quote.ts).
 */
import { coreServices, definePluginCall } from '@configurator/core';
import { backBoxQuote, backBoxQuoteCall } from './back-box-quote.ts';

export const backBoxQuotePluginCall = definePluginCall({
  call: backBoxQuoteCall,
  // The order's own owner may run it whatever their role: the service checks owner or role.
  permission: 'member-of-organisation',
  deps: { orders: coreServices.ordersFromPlan },
  async handle({ productOrderId }, { deps }) {
    return { data: await deps.orders.createFromPlan({ productOrderId, action: backBoxQuote }) };
  },
  example: ({ orderId }) => ({ productOrderId: orderId }),
});
