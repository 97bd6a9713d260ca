/**
 * The Stripe gateway on the official SDK: PaymentIntents created and updated with the server's
 * amount and metadata, an idempotency key per order, step and amount, and webhook bodies checked with
 * stripe.webhooks.constructEvent on the raw body.
 */
import Stripe from 'stripe';
import {
  GatewayUnavailableError, WebhookSignatureError, type GatewayClient, type GatewayConfig, type GatewayEvent, type GatewayIntent,
  type GatewayIntentRequest, type GatewayIntentStatus, type PaymentGateway,
} from '@configurator/core';
import { apiEndpointOf, stripeKeysFor, type StripeKeys } from './settings.ts';

export const GATEWAY_ID = 'stripe';

const toIntent = (pi: Stripe.PaymentIntent): GatewayIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  amountInCents: pi.amount,
  status: (['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled'].includes(pi.status)
    ? pi.status : 'processing') as GatewayIntentStatus,
  metadata: { ...(pi.metadata ?? {}) },
  ...(pi.last_payment_error?.message ? { lastErrorMessage: pi.last_payment_error.message } : {}),
});

/** SDK errors become a message the person can read; nothing about keys leaves the server. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      if (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError') throw new GatewayUnavailableError('Stripe could not be reached');
      throw new GatewayUnavailableError(error.message);
    }
    throw error;
  }
}

class StripeGatewayClient implements GatewayClient {
  readonly browser;
  private readonly stripe: Stripe;

  constructor(private readonly keys: StripeKeys, config: GatewayConfig) {
    this.browser = { kind: 'stripe', publishableKey: keys.publishableKey } as const;
    const api = apiEndpointOf(config);
    this.stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 1, timeout: 20000, ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}) });
  }

  createIntent(request: GatewayIntentRequest): Promise<GatewayIntent> {
    return guarded(async () => toIntent(await this.stripe.paymentIntents.create({
      amount: request.amountInCents,
      currency: 'usd',
      metadata: { ...request.metadata },
      ...(request.paymentMethodTypes?.length ? { payment_method_types: [...request.paymentMethodTypes] } : { automatic_payment_methods: { enabled: true } }),
    }, { idempotencyKey: request.idempotencyKey })));
  }

  retrieveIntent(id: string): Promise<GatewayIntent | undefined> {
    return guarded(async () => {
      try {
        return toIntent(await this.stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    });
  }

  updateIntent(id: string, request: GatewayIntentRequest): Promise<GatewayIntent> {
    return guarded(async () => toIntent(await this.stripe.paymentIntents.update(id, {
      amount: request.amountInCents,
      metadata: { ...request.metadata },
    }, { idempotencyKey: request.idempotencyKey })));
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', this.keys.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    const object = event.data.object as { object?: string };
    if (object.object !== 'payment_intent') throw new WebhookSignatureError(`event ${event.type} is not about a payment intent`);
    return { id: event.id, type: event.type, intent: toIntent(object as Stripe.PaymentIntent) };
  }
}

export const stripeGateway: PaymentGateway = {
  id: GATEWAY_ID,
  title: 'Stripe',
  priority: 10,
  isConfigured: (config) => stripeKeysFor(config) !== undefined,
  connect: (config) => {
    const keys = stripeKeysFor(config);
    if (!keys) throw new GatewayUnavailableError('Stripe keys are not configured for this environment');
    return new StripeGatewayClient(keys, config);
  },
};
