/**
 * The payment screen's texts (spec orders §2, §4, §5, §8, §9) in one place. Spec texts are exact; the
 * refusals the spec does not word are ours. Templates take {name} placeholders. Its constants are in
 * payment-constants.ts.
 */
export const paymentMessages = {
  amountDue: 'AMOUNT DUE',
  payDepositOnly: 'Pay deposit amount only',
  payInFull: 'Pay in full',
  finalPaymentNote: 'Final payment will be due once order is complete and ready to ship',
  preferred: '(Preferred)',
  payCardButton: 'PAY ${amount} NOW',
  wireButton: "I'VE INITIATED A WIRE FOR ${amount}",
  checkButton: "I'VE SENT A CHECK FOR ${amount}",
  thankYou: 'THANK YOU FOR CONFIRMING PAYMENT',
  willUpdate: 'WE WILL UPDATE THE STATUS OF YOUR ORDER WHEN PAYMENT IS RECEIVED',
  processing: 'Payment processing...',
  defaultManualPaymentMessage: 'We will contact you to arrange payment.',
  processingFee: 'Processing fee ({percent}%)',
  editOrderDetails: 'Edit Order Details',
  // Ours: refusals of the payment calls.
  notAtPaymentStep: 'This order is not waiting for a payment.',
  nothingDue: 'Nothing is due on this order.',
  methodNotAllowed: 'This payment method is not available to you for this order.',
  amountIsComputedByServer: 'The amount to pay is computed by the server; the amount sent does not match it.',
  unknownPaymentIntent: 'No payment intent with that id belongs to an order you can see.',
  paymentNotSucceeded: 'The card payment has not succeeded yet.',
  noAwaitingPayment: 'No wire or check payment is awaiting confirmation on this order.',
  gatewayUnavailable: 'The payment provider could not be reached ({reason}). Nothing was charged; please try again in a moment.',
  webhookSignatureInvalid: 'The webhook signature is missing or invalid.',
  webhookUnknownIntent: 'The webhook names a payment intent no order knows.',
  cardDeclined: 'Your card was declined.',
  // Ours: the 3-D Secure dialog, reset and reconciliation, receipts.
  confirmTitle: 'Confirm this payment',
  confirmBody: 'Your bank asks you to confirm this card payment of {amount}.',
  confirmApprove: 'Confirm payment',
  confirmCancel: 'Cancel',
  resetPayment: 'Reset payment',
  resetPaymentHelp: 'A card payment on this order is marked as processing. Reset it when the customer is no longer paying, so they can pay again.',
  resetPaymentDone: 'The payment was reset; the payment methods are offered again.',
  resetNotProcessing: 'No payment is processing on this order.',
  resetByStaffNote: 'Payment reset by {name}',
  reconciledNote: 'Card payment {reason}: processing cleared by the server',
  receiptTitle: 'Receipt',
  balanceDue: 'Balance due',
  paidInFull: 'Paid in full',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;
