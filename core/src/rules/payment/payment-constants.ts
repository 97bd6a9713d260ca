/**
 * The payment screen's constants (spec orders §2, §4, §9). Apart from its texts (payment-messages.ts)
 * because the web reads cardPaymentPagePath at start-up: the texts then stay with the payment screen's
 * code instead of every page's first load (issue 17).
 */
export const paymentConstants = {
  /** Card payments above this carry the processing fee (spec: $3,000). */
  cardFeeThresholdInCents: 300000,
  /** The fee percentage shown is the stored upcharge value divided by this. */
  upchargeDivisor: 10,
  pollIntervalMs: 2000,
  processingFlagDelayMs: 100,
  /**
   * A card payment still processing after this long is reconciled with its gateway (ours): on reading
   * the order and by the background job. Long enough for a person at their bank's 3-D Secure page.
   */
  processingReconcileAfterMs: 10 * 60_000,
  /** How often the background job looks for payments left processing (ours). */
  processingSweepIntervalMs: 5 * 60_000,
  /** Width of the payment screen (spec orders §2). */
  screenWidthPx: 750,
  /** The statusData key used for the payment-intent lookup when the order has no latest completed status. */
  fallbackIntentStatusKey: 'finalPaymentReceived',
  /** Session storage key of the payment environment (spec orders §4). */
  environmentStorageKey: 'paymentEnvironment',
  /**
   * The page that takes card payments (the order page, web router 'orders/:orderId'): the only page
   * whose Content-Security-Policy lets Stripe.js in, so a document loaded elsewhere reloads here first.
   */
  cardPaymentPagePath: /^\/orders\/[^/]+\/?$/,
} as const;

export const paymentEnvironments = ['test', 'live'] as const;
export type PaymentEnvironment = (typeof paymentEnvironments)[number];
