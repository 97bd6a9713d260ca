/**
 * The simulated gateway's web entry: its card form at the card-gateway-forms point. The confirmation
 * step (3-D Secure) has no browser part here: the server's simulated bank answers the platform's dialog.
 */
import { cardGatewayFormsPoint, contribute, definePlugin } from '@configurator/core';
import { PLUGIN_ID } from './index.ts';
import { GATEWAY_ID } from './gateway-id.ts';
import { SimulatedCardForm } from './web/SimulatedCardForm.tsx';

export const webPlugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'Simulated card payments (offline)',
  contributions: [
    contribute(cardGatewayFormsPoint, { Form: SimulatedCardForm, confirmationHint: 'Simulated 3-D Secure: no bank is contacted.' }, { key: GATEWAY_ID }),
  ],
});
