/**
 * A card payment waiting for the customer's confirmation (3-D Secure): which gateway asks, for which
 * intent. Set by the card forms when the network answers 'requires_action', and by the payment screen
 * after a reload (the server's pendingConfirmation), so the dialog lives outside the card form and
 * survives the form being hidden while the payment processes.
 */
import type { PaymentEnvironment } from '@configurator/core';

export type PendingConfirmation = {
  paymentIntentId: string;
  clientSecret: string;
  environment: PaymentEnvironment;
} & ({ kind: 'simulated' } | { kind: 'stripe'; publishableKey: string });

/** The card forms' report that the network asks for the customer's confirmation. */
export type RequestConfirmation = (pending: PendingConfirmation) => void;
