/**
 * The card's confirmation step (3-D Secure) as a dialog of its own, drawn by the payment panel outside
 * the card form: the form is hidden while the payment processes, and the dialog stays. Every gateway's
 * step starts here: confirming runs the gateway's own part first if its form has one (a provider's
 * page with the bank), then asks the server, through the gateway, how it went; the order moves on when
 * the gateway's event is credited. Cancelling, Escape or a failure clears processing and alerts the
 * provider's message (spec orders §8), and the payment methods are offered again.
 */
import { useEffect, useState } from 'react';
import { completeCardActionCall, fillTemplate, paymentMessages, type CardGatewayForm, type CardStepOutcome } from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { Modal } from '../../ui/Modal.tsx';
import { resetProcessing } from './use-payment-processing.ts';
import { loadCardGatewayForm } from './card-gateway-forms.ts';
import type { PendingConfirmation } from './card-confirmation.ts';

interface Props {
  productOrderId: number;
  pending: PendingConfirmation;
  /** The amount being paid, formatted ('$1,234.00'). */
  amount: string;
  /** The dialog is done (confirmed, cancelled or failed). */
  onDone: () => void;
}

const failed = (error: unknown): CardStepOutcome => ({ status: 'error', message: error instanceof ApiError ? error.message : undefined });

/** The gateway's answer to the customer's choice: its browser part (if any), then the server's word. */
async function answer(pending: PendingConfirmation, approve: boolean, form: CardGatewayForm | undefined): Promise<CardStepOutcome> {
  const browserStep = approve && form?.runConfirmationStep ? await form.runConfirmationStep(pending).catch(failed) : undefined;
  const server = await callApi(completeCardActionCall, {
    paymentIntentId: pending.paymentIntentId,
    clientSecret: pending.clientSecret,
    paymentEnvironment: pending.environment,
    approve,
  })
    .then((result): CardStepOutcome => result)
    .catch(failed);
  return browserStep?.status === 'error' ? browserStep : server;
}

export function CardConfirmationDialog({ productOrderId, pending, amount, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadCardGatewayForm(pending.gateway).then(
      (form) => live && setHint(form?.confirmationHint),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pending.gateway]);
  const decide = async (approve: boolean) => {
    if (busy) return;
    setBusy(true);
    const form = await loadCardGatewayForm(pending.gateway).catch(() => undefined);
    // The gateway's own page (the bank's) takes over: this dialog closes first so its focus trap does not hold the focus.
    const handsOver = approve && !!form?.runConfirmationStep;
    if (handsOver) onDone();
    const outcome = await answer(pending, approve, form);
    if (!handsOver) onDone();
    // Confirmed: the order is polled until the gateway's event has moved it on.
    if (outcome.status !== 'error') return;
    await resetProcessing(productOrderId);
    await showAlert(outcome.message ?? paymentMessages.authenticationFailed);
  };
  return (
    <Modal title={paymentMessages.confirmTitle} width={440} onClose={() => void decide(false)}>
      <p className="payment-confirm-text">{fillTemplate(paymentMessages.confirmBody, { amount })}</p>
      {hint && <p className="muted payment-confirm-hint">{hint}</p>}
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
