/** The payment environment (spec orders §4): session storage, default live; employees switch it where the card gateway's form offers the switch (TestModeSwitch) and the page reloads. */
import { paymentConstants, type PaymentEnvironment } from '@configurator/core';

export function readPaymentEnvironment(mayUseTestMode: boolean): PaymentEnvironment {
  if (!mayUseTestMode) return 'live';
  return sessionStorage.getItem(paymentConstants.environmentStorageKey) === 'test' ? 'test' : 'live';
}

export function switchPaymentEnvironment(environment: PaymentEnvironment): void {
  sessionStorage.setItem(paymentConstants.environmentStorageKey, environment);
  window.location.reload();
}
