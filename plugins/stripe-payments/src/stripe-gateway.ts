/**
 * The Stripe gateway on the official SDK: PaymentIntents created and updated with the server's
 * amount and metadata, an idempotency key per order, step and amount, webhook bodies checked with
 * stripe.webhooks.constructEvent on the raw body, and payments confirmed on the server with the
 * Payment Element's ConfirmationToken ("finalize payments on the server"), so a 3-D Secure step comes
 * back as requires_action and the platform's dialog asks the customer before Stripe.js shows the bank.
 */
import Stripe from 'stripe';
import {
  CardDetailsError,
  GatewayUnavailableError,
  WebhookSignatureError,
  paymentMessages,
  type CardStepResult,
  type GatewayBrowserPolicy,
  type GatewayClient,
  type GatewayConfig,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayIntentRequest,
  type GatewayIntentStatus,
  type PaymentGateway,
} from '@configurator/core';
import { apiEndpointOf, stripeKeysFor, type StripeKeys } from './settings.ts';
import { GATEWAY_ID } from './gateway-id.ts';

export { GATEWAY_ID };

const toIntent = (pi: Stripe.PaymentIntent): GatewayIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  amountInCents: pi.amount,
  status: (['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled'].includes(pi.status)
    ? pi.status
    : 'processing') as GatewayIntentStatus,
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

/** What Stripe.js and its Payment Element need (docs.stripe.com/security/guide#content-security-policy). */
const stripeBrowserPolicy: GatewayBrowserPolicy = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
  // The Payment Element styles its own host elements inline.
  'style-src': ["'unsafe-inline'"],
};

const confirmationTokenPattern = /^ctoken_[A-Za-z0-9_]{1,200}$/;

const stepOf = (intent: GatewayIntent): CardStepResult =>
  intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'requires_action'
    ? { status: intent.status, paymentIntentId: intent.id }
    : { status: 'error', message: intent.lastErrorMessage ?? paymentMessages.cardDeclined };

class StripeGatewayClient implements GatewayClient {
  readonly browser;
  private readonly stripe: Stripe;

  constructor(
    private readonly keys: StripeKeys,
    config: GatewayConfig,
  ) {
    this.browser = { publishableKey: keys.publishableKey };
    const api = apiEndpointOf(config);
    this.stripe = new Stripe(keys.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20000,
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });
  }

  createIntent(request: GatewayIntentRequest): Promise<GatewayIntent> {
    return guarded(async () =>
      toIntent(
        await this.stripe.paymentIntents.create(
          {
            amount: request.amountInCents,
            currency: 'usd',
            metadata: { ...request.metadata },
            ...(request.paymentMethodTypes?.length
              ? { payment_method_types: [...request.paymentMethodTypes] }
              : { automatic_payment_methods: { enabled: true } }),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
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
    return guarded(async () =>
      toIntent(
        await this.stripe.paymentIntents.update(
          id,
          {
            amount: request.amountInCents,
            metadata: { ...request.metadata },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      ),
    );
  }

  /** Confirms with the Payment Element's ConfirmationToken; a decline is the person's message, not a failure of the call. */
  async confirmCard({
    intent,
    paymentMethod,
    returnUrl,
  }: {
    intent: GatewayIntent;
    paymentMethod: Readonly<Record<string, string>>;
    returnUrl: string;
  }): Promise<CardStepResult> {
    const token = paymentMethod.confirmationToken;
    if (!token || !confirmationTokenPattern.test(token)) throw new CardDetailsError('The card details could not be read; please enter them again.');
    try {
      return stepOf(toIntent(await this.stripe.paymentIntents.confirm(intent.id, { confirmation_token: token, return_url: returnUrl })));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'error', message: error.message };
      return guarded(() => Promise.reject(error));
    }
  }

  /** After Stripe.js ran the bank's step in the browser, the intent says how it went; a refusal in the dialog fails the attempt. */
  async completeAction({ intent, approve }: { intent: GatewayIntent; approve: boolean }): Promise<CardStepResult> {
    if (!approve) return { status: 'error', message: paymentMessages.authenticationFailed };
    const current = await this.retrieveIntent(intent.id);
    if (!current) return { status: 'error', message: paymentMessages.authenticationFailed };
    return current.status === 'requires_action' ? { status: 'error', message: paymentMessages.authenticationFailed } : stepOf(current);
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
  webhookSignatureHeader: 'stripe-signature',
  browserPolicy: stripeBrowserPolicy,
  isConfigured: (config) => stripeKeysFor(config) !== undefined,
  connect: (config) => {
    const keys = stripeKeysFor(config);
    if (!keys) throw new GatewayUnavailableError('Stripe keys are not configured for this environment');
    return new StripeGatewayClient(keys, config);
  },
};
