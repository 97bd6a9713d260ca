/** Organisation 1053's server-side contributions: its demo organisation. */
import { defineDemoOrganisationPlugin, type DemoOrganisation } from '@configurator/core';
import { ORG_ID, ORG_TITLE, PLUGIN_ID, WOODWORK_SETTINGS } from './constants.ts';
import { catalogue } from './demo/catalogue.ts';
import { orders, paymentMethods, productOrderStatuses, users } from './demo/organisation.ts';

export const demoOrganisation: DemoOrganisation = {
  id: ORG_ID,
  title: ORG_TITLE,
  enabledPlugins: [{ id: PLUGIN_ID, settings: {} }, { id: 'woodwork', settings: WOODWORK_SETTINGS }],
  productOrderStatuses,
  paymentMethods,
  users,
  catalogue,
  orders,
};

export const serverPlugin = defineDemoOrganisationPlugin(PLUGIN_ID, demoOrganisation);
