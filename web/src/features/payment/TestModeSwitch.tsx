/**
 * The employees' switch between the card gateway's test and live environments (spec orders §4),
 * labelled by the gateway's form (its testModeLabel, e.g. 'Stripe Test Mode'): shown with that form
 * only, so another gateway's form never carries Stripe's name. Switching reloads the page.
 */
import type { PaymentEnvironment } from '@configurator/core';
import { switchPaymentEnvironment } from './payment-environment.ts';

export function TestModeSwitch({ label, environment }: { label: string; environment: PaymentEnvironment }) {
  return (
    <label className="payment-test-mode">
      <input type="checkbox" checked={environment === 'test'} onChange={(e) => switchPaymentEnvironment(e.target.checked ? 'test' : 'live')} />
      {label}
    </label>
  );
}
