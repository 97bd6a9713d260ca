/**
 * The simulated card gateway, the default when no Stripe key is configured: it behaves like Stripe's
 * test mode so the whole payment flow runs offline. Its gateway lives in the server entry.
 */
import { definePlugin } from '@configurator/core';

export const PLUGIN_ID = 'offline-card';

export const plugin = definePlugin({ id: PLUGIN_ID, kind: 'plugin', title: 'Simulated card payments (offline)', contributions: [] });
