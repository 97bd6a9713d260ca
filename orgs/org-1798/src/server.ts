/** Organisation 1798's server-side contributions: its demo organisation. */
import { defineDemoOrganisationPlugin, type DemoOrganisation } from '@configurator/core';
import { MURAL_FALLBACK_OPTION_ID, ORG_ID, ORG_TITLE, PLUGIN_ID } from './constants.ts';
import { catalogue } from './demo/catalogue.ts';
import { media } from './demo/media.ts';
import { orders, paymentMethods, productOrderStatuses, users } from './demo/organisation.ts';

export const demoOrganisation: DemoOrganisation = {
  id: ORG_ID,
  title: ORG_TITLE,
  enabledPlugins: [
    { id: PLUGIN_ID, settings: {} },
    { id: 'murals', settings: { fallbackMuralProductOptionId: MURAL_FALLBACK_OPTION_ID } },
    { id: 'us-sales-tax', settings: {} },
  ],
  productOrderStatuses,
  paymentMethods,
  users,
  catalogue,
  orders,
  media,
};

export const serverPlugin = defineDemoOrganisationPlugin(PLUGIN_ID, demoOrganisation);
