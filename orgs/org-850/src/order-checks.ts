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
 * The order info popup's pricing fields are this organisation's (spec orders §6: "one specific org").
 * The orders list's cost-update button is not: the spec gives it to organisations 1 and 2 (their own
 * packages, orgs/org-1 and orgs/org-2), so 850 is without it (issue 34 item 4).
 */
export const orderStaffFeatures = { staffPricingFields: true } as const;
