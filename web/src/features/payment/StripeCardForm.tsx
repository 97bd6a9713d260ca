/**
 * Card entry with Stripe's Payment Element, loaded only when the organisation has a real Stripe key
 * for this environment. The provider confirms with a return URL equal to the current page; an error
 * resets the processing flag and is alerted with the provider's message.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { createPaymentIntentCall, paymentConstants, type PaymentEnvironment } from '@configurator/core';
import { ApiError, callApi } from '../../api/api-client.ts';
import { showAlert } from '../../ui/dialogs.ts';
import { markProcessing, resetProcessing } from './use-payment-processing.ts';
import { documentAllowsStripe } from './document-policy.ts';

interface Props {
  productOrderId: number;
  payInFull: boolean;
  environment: PaymentEnvironment;
  publishableKey: string;
  buttonLabel: string;
}

export default function StripeCardForm({ productOrderId, payInFull, environment, publishableKey, buttonLabel }: Props) {
  const allowed = documentAllowsStripe();
  const stripePromise = useMemo(() => (allowed ? loadStripe(publishableKey) : null), [allowed, publishableKey]);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  useEffect(() => {
    // Reached by navigating inside the app: load this page's document, whose policy allows Stripe.js.
    // (Only when this is the payment page's path, so a page elsewhere can never reload in a loop.)
    if (!allowed) {
      if (paymentConstants.cardPaymentPagePath.test(window.location.pathname)) window.location.reload();
      return;
    }
    // The server creates or updates the intent whenever the amount or the pay-in-full choice changes.
    void callApi(createPaymentIntentCall, { productOrderId, isCardPayment: true, paymentEnvironment: environment, payInFull, shippedWithoutFinalPayment: false })
      .then((intent) => setClientSecret(intent.stripePaymentIntentClientSecret))
      .catch((error: unknown) => void showAlert(error instanceof ApiError ? error.message : 'The card form could not be loaded.'));
  }, [allowed, productOrderId, environment, payInFull]);
  if (!clientSecret || !stripePromise) return <p role="status">Loading the card form…</p>;
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <StripeForm productOrderId={productOrderId} buttonLabel={buttonLabel} />
    </Elements>
  );
}

function StripeForm({ productOrderId, buttonLabel }: { productOrderId: number; buttonLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const processing = markProcessing(productOrderId);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: window.location.href }, redirect: 'if_required' });
    await processing.catch(() => undefined);
    if (error) {
      await resetProcessing(productOrderId);
      await showAlert(error.message ?? 'The card payment failed.');
    }
    setBusy(false);
  };
  return (
    <form className="payment-card-form" onSubmit={(event) => void submit(event)} aria-label="Card details">
      <PaymentElement />
      <button type="submit" className="btn btn-primary payment-pay-button" disabled={busy || !stripe}>{buttonLabel}</button>
    </form>
  );
}
