/**
 * Card entry for the simulated offline gateway: labelled fields and the spec's 'PAY $<amount> NOW'
 * button. The platform pays with what was typed (intent, processing, confirmation on the server, the
 * alert of a decline, the dialog of a 3-D Secure card). A declined card keeps what was typed except
 * the number, and focus goes back to the number once the alert is closed.
 */
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type Ref } from 'react';
import type { CardFormProps } from '@configurator/core';

/** The app's labelled field (class names of its stylesheet). */
function Field({ label, ref, ...input }: { label: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input {...input} ref={ref} id={id} className="input" />
    </div>
  );
}

export function SimulatedCardForm({ buttonLabel, pay }: CardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await pay({ cardNumber, expiry, cvc });
    setBusy(false);
    if (outcome.status !== 'error') return;
    setCardNumber('');
    // The alert has handed focus back (to its opener): the number is where the customer starts again.
    requestAnimationFrame(() => numberRef.current?.focus());
  };

  return (
    <form className="payment-card-form" onSubmit={(event) => void submit(event)} aria-label="Card details">
      <p className="muted payment-card-hint">
        Simulated card payments: use 4242 4242 4242 4242 with any future date and any CVC (4000 0027 6000 3184 asks for a 3-D Secure confirmation).
      </p>
      <Field
        ref={numberRef}
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        value={cardNumber}
        onChange={(e) => setCardNumber(e.target.value)}
      />
      <div className="payment-card-row">
        <Field label="Expiry (MM/YY)" name="exp-date" autoComplete="cc-exp" required value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        <Field label="CVC" name="cvc" autoComplete="cc-csc" inputMode="numeric" required value={cvc} onChange={(e) => setCvc(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary payment-pay-button" disabled={busy}>
        {buttonLabel}
      </button>
    </form>
  );
}
