/**
 * Organisation 850's own order checks: its payment screen also requires a contact email, worded
 * 'Contact email is required to proceed.' (spec orders §5); the submit checks are the built-in ones.
 */
import { lifecycleMessages, type OrderValidator } from '@configurator/core';

export const paymentContactEmailCheck: OrderValidator = ({ order, stage }) =>
  stage === 'payment' && order.clientEmails.trim() === ''
    ? [{ check: 'org850.paymentContactEmail', message: lifecycleMessages.paymentContactEmailRequired, opensOrderDetails: true }]
    : [];

/** The order info popup's pricing fields are this organisation's (spec orders §6: "one specific org"). */
export const orderStaffFeatures = { staffPricingFields: true } as const;
