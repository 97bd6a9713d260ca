/**
 * The built-in US sales tax provider. Its shared part only declares the plugin and its settings (so an
 * organisation's settings are checked everywhere); the lookup itself is server side (server.ts).
 */
import { definePlugin } from '@configurator/core';
import { usSalesTaxSettings } from './settings.ts';

export const PLUGIN_ID = 'us-sales-tax';

export const plugin = definePlugin({
  id: PLUGIN_ID,
  kind: 'plugin',
  title: 'US sales tax (state base rates)',
  settingsSchema: usSalesTaxSettings,
  contributions: [],
});
