/**
 * The order-page texts of the lifecycle screens that are not shared with the server (those live in
 * core's messages). Spec orders §4, §5; each is asserted by its exact text in the browser tests.
 */
export const lifecycleMessages = {
  deleteItemFromCart: 'Are you sure? Are you sure you want to delete this product instance?',
  deleteOrder: 'Are you sure?',
  statusUpdateRequested: 'Requested a status update successfully',
  cancelOrderConfirm: 'Are you sure you want cancel your order? Your order status will be reset to the first step in the process.',
  submitConfirm: 'Are you sure you want to submit your order? It will be sent to {org} for review.',
  taxLookupFailed: 'The tax rate could not be looked up; the current rate is kept.',
} as const;
