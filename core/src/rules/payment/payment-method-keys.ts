/**
 * The payment method keys of the spec (orders §5, §9), declared once; each key's title and button are
 * in payment-method-texts.ts, apart, so the session's schema (which names the keys) does not bring the
 * payment screen's texts into every page's first download. 'stripe' is the spec's key of the card
 * method in the organisation's data, whichever gateway takes the card (the gateway is a plugin; see
 * core/src/plugins/payment-gateway.ts).
 */

export const paymentMethodKeys = ['stripe', 'wire', 'checkByMail'] as const;
export type PaymentMethodKey = (typeof paymentMethodKeys)[number];

/** The card method's key; its button reads 'PAY $<amount> NOW'. */
export const CARD_METHOD_KEY = 'stripe' satisfies PaymentMethodKey;
/** Methods paid outside the platform: the customer announces them, staff confirm receipt. */
export const OFFLINE_METHOD_KEYS = ['wire', 'checkByMail'] as const satisfies readonly PaymentMethodKey[];

export const isPaymentMethodKey = (key: string): key is PaymentMethodKey => (paymentMethodKeys as readonly string[]).includes(key);
