/**
 * Card entry with Stripe's Payment Element, in deferred mode (no intent needed to show it): on submit
 * the element checks its fields, Stripe.js makes a ConfirmationToken, and the platform pays with it
 * (the server confirms the intent through this gateway, "finalize payments on the server"), so a 3-D
 * Secure card comes back as a confirmation step for the platform's own dialog, not Stripe's pop-up.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardFormProps } from '@configurator/core';

export default function StripeCardForm({ amountInCents, setup, buttonLabel, pay }: CardFormProps) {
  const stripePromise = useMemo(() => loadStripe(setup.publishableKey ?? ''), [setup.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ mode: 'payment', amount: amountInCents, currency: 'usd' }}>
      <StripeForm buttonLabel={buttonLabel} pay={pay} />
    </Elements>
  );
}

function StripeForm({ buttonLabel, pay }: Pick<CardFormProps, 'buttonLabel' | 'pay'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    // The element marks its own incomplete fields; nothing is charged before they are right.
    const { error: fieldsError } = await elements.submit();
    const made = fieldsError ? undefined : await stripe.createConfirmationToken({ elements });
    if (fieldsError || made?.error || !made?.confirmationToken) {
      setMessage(fieldsError?.message ?? made?.error?.message ?? 'The card details could not be read.');
      setBusy(false);
      return;
    }
    await pay({ confirmationToken: made.confirmationToken.id });
    setBusy(false);
  };
  return (
    <form className="payment-card-form" onSubmit={(event) => void submit(event)} aria-label="Card details">
      <PaymentElement />
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="btn btn-primary payment-pay-button" disabled={busy || !stripe}>
        {buttonLabel}
      </button>
    </form>
  );
}
