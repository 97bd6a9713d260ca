import { contribute, definePlugin, orderStaffFeaturesPoint } from '@configurator/core';

/**
 * A plugin installed only in the integration tests: turns on the staff pricing fields and the cost
 * update for the fixture organisation that enables it (the generic one), as organisation 850's package does.
 */
export const FIXTURE_PLUGIN_ID = 'test-staff-features';
export const fixturePlugins = [
  definePlugin({
    id: FIXTURE_PLUGIN_ID,
    kind: 'plugin',
    title: 'Test fixture: staff features on',
    contributions: [contribute(orderStaffFeaturesPoint, { staffPricingFields: true, costUpdate: true })],
  }),
];
