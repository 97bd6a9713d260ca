/**
 * A card payment waiting for the customer's confirmation (3-D Secure): which gateway asks, for which
 * intent. Set by the card method when the server's confirmation answers 'requires_action', and by the
 * payment screen after a reload (the server's pendingConfirmation), so the dialog lives outside the
 * card form and survives the form being hidden while the payment processes.
 */
import type { CardConfirmationStep } from '@configurator/core';
import type { CardGatewayRef } from './card-gateway-forms.ts';

export interface PendingConfirmation extends CardConfirmationStep {
  gateway: Pick<CardGatewayRef, 'gatewayId' | 'pluginId'>;
}

/** The card method's report that the gateway asks for the customer's confirmation. */
export type RequestConfirmation = (pending: PendingConfirmation) => void;
