/**
 * Stripe's part of the confirmation step, after the customer confirmed in the platform's dialog:
 * handleNextAction shows the bank's page (3-D Secure) for the intent the server confirmed.
 */
import { paymentMessages, type CardConfirmationStep, type CardStepOutcome } from '@configurator/core';

export async function runStripeNextAction({ clientSecret, setup }: CardConfirmationStep): Promise<CardStepOutcome> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(setup.publishableKey ?? '');
  if (!stripe) return { status: 'error' };
  const { error, paymentIntent } = await stripe.handleNextAction({ clientSecret });
  if (error) return { status: 'error', message: error.message };
  return paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing'
    ? { status: paymentIntent.status }
    : { status: 'error', message: paymentMessages.authenticationFailed };
}
