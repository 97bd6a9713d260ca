/**
 * Card entry for the simulated offline gateway (no Stripe key configured): labelled fields and the
 * spec's 'PAY $<amount> NOW' button. An authentication test card hands its confirmation step to the
 * payment panel's dialog (CardConfirmationDialog.tsx), outside this form. A declined card keeps what
 * was typed except the number, and focus goes back to the number once the alert is closed.
 */
import { useRef, useState, type FormEvent } from 'react';
import { createPaymentIntentCall, simulatedConfirmCardCall, type PaymentEnvironment } from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { TextField } from '../../ui/TextField.tsx';
import { markProcessing, resetProcessing } from './use-payment-processing.ts';
import type { RequestConfirmation } from './card-confirmation.ts';

interface Props {
  productOrderId: number;
  payInFull: boolean;
  environment: PaymentEnvironment;
  buttonLabel: string;
  onRequiresAction: RequestConfirmation;
}

export function SimulatedCardForm({ productOrderId, payInFull, environment, buttonLabel, onRequiresAction }: Props) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);

  const fail = async (message: string) => {
    setCardNumber('');
    await resetProcessing(productOrderId);
    await showAlert(message);
    // After the alert has handed focus back (to its opener), the number is where the customer starts again.
    requestAnimationFrame(() => numberRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const intent = await callApi(createPaymentIntentCall, { productOrderId, isCardPayment: true, paymentEnvironment: environment, payInFull, shippedWithoutFinalPayment: false });
      await markProcessing(productOrderId);
      const result = await callApi(simulatedConfirmCardCall, {
        paymentIntentId: intent.paymentIntentId, clientSecret: intent.stripePaymentIntentClientSecret, paymentEnvironment: environment, cardNumber, expiry, cvc,
      });
      if (result.status === 'error') await fail(result.message ?? 'The card payment failed.');
      else if (result.status === 'requires_action') onRequiresAction({ kind: 'simulated', paymentIntentId: intent.paymentIntentId, clientSecret: intent.stripePaymentIntentClientSecret, environment });
    } catch (error) {
      await fail(error instanceof ApiError ? error.message : 'The card payment failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="payment-card-form" onSubmit={(event) => void submit(event)} aria-label="Card details">
      <p className="muted payment-card-hint">Simulated card payments: use 4242 4242 4242 4242 with any future date and any CVC (4000 0027 6000 3184 asks for a 3-D Secure confirmation).</p>
      <TextField ref={numberRef} label="Card number" name="cardnumber" autoComplete="cc-number" inputMode="numeric" required value={cardNumber} onChange={(e) => setCardNumber(e.target.value)} />
      <div className="payment-card-row">
        <TextField label="Expiry (MM/YY)" name="exp-date" autoComplete="cc-exp" required value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        <TextField label="CVC" name="cvc" autoComplete="cc-csc" inputMode="numeric" required value={cvc} onChange={(e) => setCvc(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary payment-pay-button" disabled={busy}>
        {buttonLabel}
      </button>
    </form>
  );
}
