/**
 * The fixture kit's card form (its contribution to 'card-gateway-forms'): one labelled code field and
 * the platform's pay button. The platform does the rest (intent, processing, the alert of a decline).
 */
import { useId, useState, type FormEvent } from 'react';
import type { CardFormProps } from '@configurator/core';
import { FIXTURE_CARD } from './index.ts';

export function FixtureCardForm({ buttonLabel, pay }: CardFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await pay({ code });
    setBusy(false);
    if (outcome.status === 'error') setCode('');
  };

  return (
    <form className="payment-card-form" onSubmit={(event) => void submit(event)} aria-label={FIXTURE_CARD.formLabel}>
      <p className="muted payment-card-hint">{FIXTURE_CARD.hint}</p>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {FIXTURE_CARD.codeLabel}
        </label>
        <input id={id} className="input" name="fixture-code" autoComplete="off" required value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary payment-pay-button" disabled={busy}>
        {buttonLabel}
      </button>
    </form>
  );
}
