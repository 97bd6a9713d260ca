/** What each payment method key (payment-method-keys.ts) reads as on the settings and payment screens. */
import { paymentMessages } from './payment-messages.ts';
import type { PaymentMethodKey } from './payment-method-keys.ts';

/** Each key's name in the settings editor and its button template on the payment screen ('{amount}' filled in). */
export const paymentMethodTexts: Readonly<Record<PaymentMethodKey, { title: string; button: string }>> = {
  stripe: { title: 'Card', button: paymentMessages.payCardButton },
  wire: { title: 'Wire transfer', button: paymentMessages.wireButton },
  checkByMail: { title: 'Check by mail', button: paymentMessages.checkButton },
};
