/** The Stripe plugin's server entry: its contribution to the payment-gateway point. */
import { contribute, definePlugin, paymentGatewayPoint } from '@configurator/core';
import { PLUGIN_ID } from './index.ts';
import { stripeSettingsSchema } from './settings.ts';
import { GATEWAY_ID, stripeGateway } from './stripe-gateway.ts';

export const serverPlugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'Stripe card payments',
  settingsSchema: stripeSettingsSchema,
  contributions: [contribute(paymentGatewayPoint, stripeGateway, { key: GATEWAY_ID })],
});

export { stripeGateway, GATEWAY_ID } from './stripe-gateway.ts';
