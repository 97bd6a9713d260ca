/**
 * The Stripe plugin's web entry: the Payment Element form and Stripe's part of the confirmation step
 * (stripe.handleNextAction, the bank's page), at the card-gateway-forms point. The form's code and
 * Stripe.js load only when the card method is shown.
 */
import { lazy } from 'react';
import { cardGatewayFormsPoint, contribute, definePlugin } from '@configurator/core';
import { PLUGIN_ID } from './index.ts';
import { GATEWAY_ID } from './gateway-id.ts';
import { runStripeNextAction } from './web/next-action.ts';

const StripeCardForm = lazy(() => import('./web/StripeCardForm.tsx'));

export const webPlugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'Stripe card payments',
  contributions: [
    contribute(
      cardGatewayFormsPoint,
      { Form: StripeCardForm, runConfirmationStep: runStripeNextAction, needsPaymentPagePolicy: true, testModeLabel: 'Stripe Test Mode' },
      { key: GATEWAY_ID },
    ),
  ],
});
