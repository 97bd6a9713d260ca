/**
 * The order lifecycle's messages (spec orders §4, §5) in one place. Spec texts are exact; the others
 * (refusals the spec does not word) are ours. Templates take {name} placeholders (fillTemplate).
 */
export const lifecycleMessages = {
  // Submit checks, in the spec's order (orders §5).
  invalidItem: 'It looks like an item has an invalid configuration. Please review your items and update any red selections.',
  phoneRequired: 'A valid, 10-digit contact phone number is required to proceed.',
  addressRequired: 'A complete delivery address is required to proceed.',
  companyRequired: 'Company is required to proceed.',
  contactEmailRequired: 'A contact email is required to proceed.',
  /** The payment screen's wording of the contact email check, used by organisations whose order validator asks for it at the payment stage. */
  paymentContactEmailRequired: 'Contact email is required to proceed.',
  // Confirmations and alerts (orders §4).
  submitConfirm: 'Are you sure you want to submit your order? It will be sent to {org} for review.',
  continueToPayment: 'Continue to Payment',
  cancelConfirm: 'Are you sure you want cancel your order? Your order status will be reset to the first step in the process.',
  statusUpdateRequested: 'Requested a status update successfully',
  statusUpdateBeforeSubmit: 'This order has not been submitted yet, so there is no status to ask about.',
  // The orders list's cost-update button (orders §2; the spec words neither the button nor its outcome).
  costUpdateButton: 'Update order costs',
  costUpdateDone: 'Updated the costs of {count} active orders.',
  costUpdateOff: 'This organisation does not use the cost update.',
  deleteOrderConfirm: 'Are you sure?',
  incompleteAddress: '*incomplete address',
  duplicateTitle: 'Copy of {title}',
  // Refusals of the transitions table (ours).
  moveNotAllowedFrom: 'An order at "{status}" cannot be {moveLabel}.',
  moveNotForRole: 'Your role does not allow this: only {who} can {moveVerb} an order.',
  /** A plugin move the organisation's plugins do not add (the plugin is not enabled). */
  unknownMove: "This organisation has no move '{move}'.",
  cancelAfterPayment: 'This order has a payment recorded, so it cannot be cancelled.',
  cancelNotStarted: 'This order has not been submitted yet, so there is nothing to cancel.',
  noStepOfType: 'This organisation has no "{type}" step to move the order to.',
  noNextStep: 'The order is already at its last step.',
  unknownStatusKey: 'This organisation has no order status "{statusKey}".',
  alreadyAtStatus: 'The order is already at "{status}".',
  // Deleting and restoring orders (issue 32; ours).
  deleteAfterPayment: 'This order has a payment recorded, so it cannot be deleted. Archive it instead.',
  deleteDuringPayment: 'A payment of this order is under way, so it cannot be deleted now.',
  deleteAfterSubmit: 'This order has been submitted, so only owners and members can delete it.',
  restoreNotDeleted: 'This order is not deleted.',
  restoreExpired: 'This order was deleted more than {days} days ago and can no longer be restored.',
  restoreStaffOnly: 'Only owners and members can restore deleted orders.',
  // Tax lookup (ours).
  taxLookupFailed: 'The sales tax rate could not be looked up ({reason}); the current rate of {rate}% is kept.',
  taxLookupSkipped: 'Sales tax is not looked up for {state}; the current rate is kept.',
  taxLookupNoProvider: 'No sales tax provider is enabled for this organisation; the current rate is kept.',
  staffPricingFieldsOff: 'Pricing fields cannot be changed in this organisation.',
} as const;
