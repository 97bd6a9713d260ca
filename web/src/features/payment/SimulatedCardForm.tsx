/**
 * Card entry for the simulated offline gateway (no Stripe key configured): labelled fields, the
 * spec's 'PAY $<amount> NOW' button, and the 3-D Secure style confirmation dialog the simulated
 * network asks for on authentication test cards.
 */
import { useState, type FormEvent } from 'react';
import { createPaymentIntentCall, simulatedAuthenticateCall, simulatedConfirmCardCall, type PaymentEnvironment } from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { markProcessing, resetProcessing } from './use-payment-processing.ts';

interface Props {
  productOrderId: number;
  payInFull: boolean;
  environment: PaymentEnvironment;
  buttonLabel: string;
}

interface PendingAuthentication {
  paymentIntentId: string;
  clientSecret: string;
}

export function SimulatedCardForm({ productOrderId, payInFull, environment, buttonLabel }: Props) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [authentication, setAuthentication] = useState<PendingAuthentication | null>(null);

  const fail = async (message: string) => {
    await resetProcessing(productOrderId);
    await showAlert(message);
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
      else if (result.status === 'requires_action') setAuthentication({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.stripePaymentIntentClientSecret });
    } catch (error) {
      await fail(error instanceof ApiError ? error.message : 'The card payment failed.');
    } finally {
      setBusy(false);
    }
  };

  const authenticate = async (approve: boolean) => {
    const pending = authentication!;
    setAuthentication(null);
    const result = await callApi(simulatedAuthenticateCall, { ...pending, paymentEnvironment: environment, approve }).catch((error: unknown) => ({
      status: 'error' as const, message: error instanceof ApiError ? error.message : 'The card payment failed.',
    }));
    if (result.status === 'error') await fail(result.message ?? 'The card payment failed.');
  };

  return (
    <form className="payment-card-form" onSubmit={(event) => void submit(event)} aria-label="Card details">
      <p className="muted payment-card-hint">Simulated card payments: use 4242 4242 4242 4242 with any future date and any CVC.</p>
      <TextField label="Card number" name="cardnumber" autoComplete="cc-number" inputMode="numeric" required value={cardNumber} onChange={(e) => setCardNumber(e.target.value)} />
      <div className="payment-card-row">
        <TextField label="Expiry (MM/YY)" name="exp-date" autoComplete="cc-exp" required value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        <TextField label="CVC" name="cvc" autoComplete="cc-csc" inputMode="numeric" required value={cvc} onChange={(e) => setCvc(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary payment-pay-button" disabled={busy}>
        {buttonLabel}
      </button>
      {authentication && (
        <Modal title="Confirm this payment" onClose={() => void authenticate(false)}>
          <p>Your bank asks you to confirm this card payment (3-D Secure test).</p>
          <div className="payment-auth-actions">
            <button type="button" className="btn btn-primary" onClick={() => void authenticate(true)}>Complete authentication</button>
            <button type="button" className="btn" onClick={() => void authenticate(false)}>Fail authentication</button>
          </div>
        </Modal>
      )}
    </form>
  );
}
