/** Stripe's test card numbers and what the simulated network does with them (https://docs.stripe.com/testing). */
import { paymentMessages } from '@configurator/core';

export type CardOutcome = { kind: 'succeeds' } | { kind: 'declined'; message: string } | { kind: 'requiresAuthentication' };

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '4000000000000002': { kind: 'declined', message: paymentMessages.cardDeclined },
  '4000000000009995': { kind: 'declined', message: 'Your card has insufficient funds.' },
  /** 3-D Secure: the payment needs the customer's confirmation. */
  '4000002760003184': { kind: 'requiresAuthentication' },
  '4000002500003155': { kind: 'requiresAuthentication' },
};

/** Any other number is declined, as a real network declines an unknown card. */
export const outcomeOf = (cardNumber: string): CardOutcome =>
  TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? { kind: 'declined', message: 'Your card number is incorrect.' };
