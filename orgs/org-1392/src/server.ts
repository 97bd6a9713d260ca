/** Organisation 1392's server-side contributions: its demo organisation, with the keypads plugin on its own ids. */
import { defineOrganisationServer } from '@configurator/core';
import { KEYPAD_SETTINGS, LIGHTS_SETTINGS, ORG_ID, ORG_TITLE, PLUGIN_ID } from './constants.ts';
import { catalogue } from './demo/catalogue.ts';
import { orders, paymentMethods, productOrderStatuses, users } from './demo/organisation.ts';

export const { demoOrganisation, serverPlugin } = defineOrganisationServer(
  {
    pluginId: PLUGIN_ID,
    orgId: ORG_ID,
    title: ORG_TITLE,
    plugins: [
      { id: 'keypads', settings: KEYPAD_SETTINGS },
      { id: 'lights', settings: LIGHTS_SETTINGS },
    ],
  },
  { productOrderStatuses, paymentMethods, users, catalogue, orders },
);
