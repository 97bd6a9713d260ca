/**
 * Organisation 850's own order checks: its payment screen also requires a contact email, worded
 * 'Contact email is required to proceed.' (spec orders §5); the submit checks are the built-in ones.
 */
import { lifecycleMessages, type OrderValidator } from '@configurator/core';

export const paymentContactEmailCheck: OrderValidator = ({ order, stage }) =>
  stage === 'payment' && order.clientEmails.trim() === ''
    ? [{ check: 'org850.paymentContactEmail', message: lifecycleMessages.paymentContactEmailRequired, opensOrderDetails: true }]
    : [];

/**
 * The order info popup's pricing fields are this organisation's (spec orders §6: "one specific org"),
 * and so is the orders list's cost-update button (the spec names organisations 1 and 2, which this
 * installation does not have; 850 turns it on so its staff can reprice every active quote at once).
 */
export const orderStaffFeatures = { staffPricingFields: true, costUpdate: true } as const;
