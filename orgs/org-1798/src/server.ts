/** Organisation 1798's server-side contributions: its demo organisation. */
import { defineOrganisationServer } from '@configurator/core';
import { MURAL_FALLBACK_OPTION_ID, ORG_ID, ORG_TITLE, PLUGIN_ID } from './constants.ts';
import { catalogue } from './demo/catalogue.ts';
import { media } from './demo/media.ts';
import { orders, paymentMethods, productOrderStatuses, users } from './demo/organisation.ts';

export const { demoOrganisation, serverPlugin } = defineOrganisationServer(
  {
    pluginId: PLUGIN_ID,
    orgId: ORG_ID,
    title: ORG_TITLE,
    plugins: [
      { id: 'murals', settings: { fallbackMuralProductOptionId: MURAL_FALLBACK_OPTION_ID } },
      { id: 'us-sales-tax', settings: {} },
    ],
  },
  { productOrderStatuses, paymentMethods, users, catalogue, orders, media },
);
