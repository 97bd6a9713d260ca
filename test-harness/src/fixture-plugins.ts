import { contribute, definePlugin, orderStaffFeaturesPoint } from '@configurator/core';
import { FIXTURE_KIT_ID, plugin as fixtureKit } from './fixture-kit/index.ts';
import { serverPlugin as fixtureKitServer } from './fixture-kit/server.ts';

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
  // One of each kind of contribution (fixture-kit/): installed in every test server, enabled by the tests that use it.
  fixtureKit,
  fixtureKitServer,
];

/** How the browser tests' organisation enables the fixture kit (browser-test-server.ts): its card gateway in use. */
export const fixtureKitInBrowserTests = { id: FIXTURE_KIT_ID, settings: { cardGateway: true } };
