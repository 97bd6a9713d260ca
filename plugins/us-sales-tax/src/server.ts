/** The server side of the US sales tax plugin: its provider for the 'tax-rate' extension point. */
import { contribute, definePlugin, taxRatePoint } from '@configurator/core';
import { lookupStateRate } from './lookup.ts';
import { PLUGIN_ID } from './index.ts';

export const serverPlugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'US sales tax (state base rates)',
  contributions: [contribute(taxRatePoint, { title: 'US state base rates', lookup: lookupStateRate })],
});
