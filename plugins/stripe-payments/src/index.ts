/**
 * Card payments through Stripe (PaymentIntents, signed webhooks, idempotency keys). Its gateway lives
 * in the server entry, the Payment Element in the web app; this shared entry holds its typed settings.
 */
import { definePlugin } from '@configurator/core';
import { stripeSettingsSchema } from './settings.ts';

export const PLUGIN_ID = 'stripe-payments';

export const plugin = definePlugin({ id: PLUGIN_ID, kind: 'plugin', title: 'Stripe card payments', settingsSchema: stripeSettingsSchema, contributions: [] });

export { stripeSettingsSchema, stripeKeysFor, type StripeSettings, type StripeKeys } from './settings.ts';
