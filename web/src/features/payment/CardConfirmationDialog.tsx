/**
 * The card's confirmation step (3-D Secure) as a dialog of its own, drawn by the payment panel outside
 * the card form: the form is hidden while the payment processes, and the dialog stays. Confirming asks
 * the network (the simulated gateway's authenticate call, or Stripe's handleNextAction) and the order
 * moves on when the gateway's event is credited; cancelling, Escape or a failure clears processing and
 * alerts the provider's message (spec orders §8), and the payment methods are offered again.
 */
import { useState } from 'react';
import { paymentMessages, simulatedAuthenticateCall, fillTemplate } from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { Modal } from '../../ui/Modal.tsx';
import { resetProcessing } from './use-payment-processing.ts';
import type { PendingConfirmation } from './card-confirmation.ts';

interface Props {
  productOrderId: number;
  pending: PendingConfirmation;
  /** The amount being paid, formatted ('$1,234.00'). */
  amount: string;
  /** The dialog is done (confirmed, cancelled or failed). */
  onDone: () => void;
}

type Outcome = { status: 'succeeded' | 'requires_action' | 'processing' } | { status: 'error'; message?: string };

const failed = (error: unknown): Outcome => ({ status: 'error', message: error instanceof ApiError ? error.message : undefined });

/** The network's answer to the customer's choice. */
async function answer(pending: PendingConfirmation, approve: boolean): Promise<Outcome> {
  if (pending.kind === 'simulated') {
    return callApi(simulatedAuthenticateCall, { paymentIntentId: pending.paymentIntentId, clientSecret: pending.clientSecret, paymentEnvironment: pending.environment, approve }).catch(failed);
  }
  if (!approve) return { status: 'error', message: paymentMessages.authenticationFailed };
  // Stripe's own authentication page (its iframe) takes over from here; loaded only for this step.
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(pending.publishableKey);
  if (!stripe) return { status: 'error' };
  const { error, paymentIntent } = await stripe.handleNextAction({ clientSecret: pending.clientSecret });
  if (error) return { status: 'error', message: error.message };
  return paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing' ? { status: paymentIntent.status } : { status: 'error', message: paymentMessages.authenticationFailed };
}

export function CardConfirmationDialog({ productOrderId, pending, amount, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    if (busy) return;
    setBusy(true);
    const outcome = await answer(pending, approve);
    onDone();
    // Confirmed: the order is polled until the gateway's event has moved it on.
    if (outcome.status !== 'error') return;
    await resetProcessing(productOrderId);
    await showAlert(outcome.message ?? paymentMessages.authenticationFailed);
  };
  return (
    <Modal
      title={paymentMessages.confirmTitle}
      width={440}
      onClose={() => void decide(false)}
    >
      <p className="payment-confirm-text">{fillTemplate(paymentMessages.confirmBody, { amount })}</p>
      {pending.kind === 'simulated' && <p className="muted payment-confirm-hint">Simulated 3-D Secure: no bank is contacted.</p>}
      {/* The confirmation first: it takes the focus when the dialog opens (Escape cancels). */}
      <div className="payment-auth-actions">
        <button type="button" className="btn btn-primary" disabled={busy} data-autofocus onClick={() => void decide(true)}>
          {paymentMessages.confirmApprove}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => void decide(false)}>
          {paymentMessages.confirmCancel}
        </button>
      </div>
      {busy && <p role="status">{paymentMessages.processing}</p>}
    </Modal>
  );
}
