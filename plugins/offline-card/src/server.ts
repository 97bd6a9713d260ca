/** The simulated gateway's server entry: its contribution to the payment-gateway point. */
import { contribute, definePlugin, paymentGatewayPoint } from '@configurator/core';
import { GATEWAY_ID, offlineGateway } from './offline-gateway.ts';
import { PLUGIN_ID } from './index.ts';

export const serverPlugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'Simulated card payments (offline)',
  contributions: [contribute(paymentGatewayPoint, offlineGateway, { key: GATEWAY_ID })],
});

export { signPayload, verifySignature } from './signature.ts';
export { offlineGateway, webhookSecretOf, WEBHOOK_SECRET_ENV, GATEWAY_ID } from './offline-gateway.ts';
export { TEST_CARDS } from './test-cards.ts';
