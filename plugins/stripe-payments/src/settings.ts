/**
 * Stripe keys per environment (test and live): from the organisation's settings of this plugin, else
 * from the environment variables STRIPE_SECRET_KEY_TEST / _LIVE, STRIPE_PUBLISHABLE_KEY_TEST / _LIVE and
 * STRIPE_WEBHOOK_SECRET_TEST / _LIVE. Keys are checked by their prefix so a live key never serves test mode.
 */
import { z } from 'zod';
import type { GatewayConfig, PaymentEnvironment } from '@configurator/core';

const keysSchema = z.object({
  secretKey: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/)
    .optional(),
  publishableKey: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/)
    .optional(),
  webhookSecret: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/)
    .optional(),
});

export const stripeSettingsSchema = z
  .object({
    test: keysSchema.default({}),
    live: keysSchema.default({}),
    /** A Stripe-compatible API endpoint instead of api.stripe.com (stripe-mock, tests). */
    api: z.object({ host: z.string().min(1).max(255), port: z.number().int().min(1).max(65535), protocol: z.enum(['http', 'https']) }).optional(),
  })
  .strict();
export type StripeSettings = z.output<typeof stripeSettingsSchema>;

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

const envName = (kind: string, environment: PaymentEnvironment) => `STRIPE_${kind}_${environment.toUpperCase()}`;
const matchesEnvironment = (key: string, environment: PaymentEnvironment) => key.includes(`_${environment}_`);

/** The environment's complete set of keys, or undefined when any is missing. */
export function stripeKeysFor(config: GatewayConfig): StripeKeys | undefined {
  const parsed = stripeSettingsSchema.safeParse(config.settings);
  const own = parsed.success ? parsed.data[config.environment] : {};
  const secretKey = own.secretKey ?? config.env[envName('SECRET_KEY', config.environment)];
  const publishableKey = own.publishableKey ?? config.env[envName('PUBLISHABLE_KEY', config.environment)];
  const webhookSecret = own.webhookSecret ?? config.env[envName('WEBHOOK_SECRET', config.environment)];
  if (!secretKey || !publishableKey || !webhookSecret) return undefined;
  if (!matchesEnvironment(secretKey, config.environment) || !matchesEnvironment(publishableKey, config.environment)) return undefined;
  return { secretKey, publishableKey, webhookSecret };
}

export const apiEndpointOf = (config: GatewayConfig): StripeSettings['api'] => {
  const parsed = stripeSettingsSchema.safeParse(config.settings);
  return parsed.success ? parsed.data.api : undefined;
};
