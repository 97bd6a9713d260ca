/**
 * Organisation 1: the orders list's cost-update button and call are its own (spec orders §2: "Orgs 1
 * and 2 get a button that triggers a cost-update call"). An organisation with this id enables this
 * package (enabledPlugins 'org-1') to have them; no other organisation does.
 */
import { contribute, definePlugin, orderStaffFeaturesPoint } from '@configurator/core';

export const PLUGIN_ID = 'org-1';

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'org',
  title: 'Organisation 1',
  contributions: [contribute(orderStaffFeaturesPoint, { costUpdate: true })],
});
