/** Organisation 1450's server-side contributions: its demo organisation. */
import { defineOrganisationServer } from '@configurator/core';
import { ORG_ID, ORG_TITLE, PLUGIN_ID } from './constants.ts';
import { catalogue } from './demo/catalogue.ts';
import { orders, paymentMethods, productOrderStatuses, users } from './demo/organisation.ts';

export const { demoOrganisation, serverPlugin } = defineOrganisationServer(
  { pluginId: PLUGIN_ID, orgId: ORG_ID, title: ORG_TITLE },
  { productOrderStatuses, paymentMethods, users, catalogue, orders },
);
