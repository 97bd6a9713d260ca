/**
 * The payment method keys of the spec (orders §5, §9), declared once, with each key's title and the
 * payment screen's button. 'stripe' is the spec's key of the card method in the organisation's data,
 * whichever gateway takes the card (the gateway is a plugin; see core/src/plugins/payment-gateway.ts).
 */
import { paymentMessages } from './payment-messages.ts';

export const paymentMethodKeys = ['stripe', 'wire', 'checkByMail'] as const;
export type PaymentMethodKey = (typeof paymentMethodKeys)[number];

/** The card method's key; its button reads 'PAY $<amount> NOW'. */
export const CARD_METHOD_KEY = 'stripe' satisfies PaymentMethodKey;
/** Methods paid outside the platform: the customer announces them, staff confirm receipt. */
export const OFFLINE_METHOD_KEYS = ['wire', 'checkByMail'] as const satisfies readonly PaymentMethodKey[];

/** Each key's name in the settings editor and its button template on the payment screen ('{amount}' filled in). */
export const paymentMethodTexts: Readonly<Record<PaymentMethodKey, { title: string; button: string }>> = {
  stripe: { title: 'Card', button: paymentMessages.payCardButton },
  wire: { title: 'Wire transfer', button: paymentMessages.wireButton },
  checkByMail: { title: 'Check by mail', button: paymentMessages.checkButton },
};

export const isPaymentMethodKey = (key: string): key is PaymentMethodKey => (paymentMethodKeys as readonly string[]).includes(key);
