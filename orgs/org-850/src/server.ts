/**
 * Organisation 850's server-side contributions: its demo organisation (seeded on an empty database),
 * its Monday board and the call pushing a guest to it, and the call creating a back-box quote.
 */
import { contribute, defineOrganisationServer, integrationsPoint, pluginCallsPoint } from '@configurator/core';
import { mondayIntegration } from './monday.ts';
import { mondayPushCall } from './monday-push-call.ts';
import { backBoxQuotePluginCall } from './back-box-quote-call.ts';
import { KEYPAD_SETTINGS, ORG_ID, ORG_TITLE, PLUGIN_ID } from './constants.ts';
import { catalogue } from './demo/catalogue.ts';
import { media } from './demo/media.ts';
import { orders } from './demo/orders.ts';
import { paymentMethods, productOrderStatuses, users } from './demo/organisation.ts';

export const { demoOrganisation, serverPlugin } = defineOrganisationServer(
  {
    pluginId: PLUGIN_ID,
    orgId: ORG_ID,
    title: ORG_TITLE,
    plugins: [
      { id: 'keypads', settings: KEYPAD_SETTINGS },
      // The organisation sets sales tax itself for California and New York (spec orders §7).
      { id: 'us-sales-tax', settings: { skipStates: ['CA', 'NY'] } },
    ],
    contributions: [
      contribute(integrationsPoint, mondayIntegration, { key: 'monday' }),
      contribute(pluginCallsPoint, mondayPushCall, { id: 'monday-push' }),
      contribute(pluginCallsPoint, backBoxQuotePluginCall, { id: 'back-box-quote-call' }),
    ],
  },
  {
    productOrderStatuses,
    paymentMethods,
    // Its Monday board (the 'integrations' contribution above) is listed on the integrations screen.
    enabledIntegrations: ['monday'],
    users,
    catalogue,
    orders,
    media,
  },
);
