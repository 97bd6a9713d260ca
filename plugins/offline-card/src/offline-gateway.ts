/**
 * The simulated gateway: intents kept in the store the server hands it (its database, so a restart
 * in the middle of a payment loses nothing), amounts only from the server's requests, the same
 * idempotency semantics as Stripe (a repeated key answers the first intent), and Stripe-shaped,
 * signed events handed to the same webhook handler Stripe's webhook reaches.
 */
import { randomBytes } from 'node:crypto';
import {
  GatewayUnavailableError, WebhookSignatureError, type GatewayClient, type GatewayConfig, type GatewayEvent, type GatewayIntent,
  type GatewayIntentRequest, type GatewayIntentStore, type PaymentGateway, type SimulatedCardResult, type WebhookDelivery,
} from '@configurator/core';
import { z } from 'zod';
import { outcomeOf } from './test-cards.ts';
import { signPayload, verifySignature } from './signature.ts';
import { paymentMessages } from '@configurator/core';

export const GATEWAY_ID = 'offline-card';
/** Set it to verify simulated webhooks across restarts; otherwise each process draws its own secret. */
export const WEBHOOK_SECRET_ENV = 'OFFLINE_CARD_WEBHOOK_SECRET';
const processSecret = `whsec_sim_${randomBytes(24).toString('hex')}`;

const randomId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;

const eventBody = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string(), object: z.literal('payment_intent') }) }),
});

export const webhookSecretOf = (config: Pick<GatewayConfig, 'env'>): string => config.env[WEBHOOK_SECRET_ENV] || processSecret;

class OfflineGatewayClient implements GatewayClient {
  readonly browser = { kind: 'simulated' } as const;

  constructor(private readonly secret: string, private readonly deliver: WebhookDelivery, private readonly intents: GatewayIntentStore) {}

  async createIntent(request: GatewayIntentRequest): Promise<GatewayIntent> {
    const id = randomId('pi');
    const intent: GatewayIntent = {
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      amountInCents: request.amountInCents,
      status: 'requires_payment_method',
      metadata: { ...request.metadata },
    };
    // A repeated key (two tabs at once) answers the intent stored first.
    return this.intents.create(intent, request.idempotencyKey);
  }

  retrieveIntent(id: string): Promise<GatewayIntent | undefined> {
    return this.intents.get(id);
  }

  async updateIntent(id: string, request: GatewayIntentRequest): Promise<GatewayIntent> {
    const intent = await this.intents.get(id);
    if (!intent) throw new GatewayUnavailableError(`No such payment intent: ${id}`);
    if (intent.status === 'succeeded' || intent.status === 'processing') throw new GatewayUnavailableError('This payment intent can no longer be updated.');
    Object.assign(intent, { amountInCents: request.amountInCents, metadata: { ...intent.metadata, ...request.metadata } });
    await this.intents.save(intent);
    return intent;
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent {
    verifySignature(rawBody, signatureHeader, this.secret);
    const parsed = eventBody.safeParse(JSON.parse(rawBody));
    if (!parsed.success) throw new WebhookSignatureError('not a payment intent event');
    // Only the intent's id is taken from the body: the handler re-reads the intent from the store.
    return { id: parsed.data.id, type: parsed.data.type, intent: { id: parsed.data.data.object.id, clientSecret: '', amountInCents: 0, status: 'canceled', metadata: {} } };
  }

  readonly simulatedCards = {
    confirmCard: async (input: { paymentIntentId: string; clientSecret: string; cardNumber: string }): Promise<SimulatedCardResult> => {
      const intent = await this.intentFor(input.paymentIntentId, input.clientSecret);
      if (!intent) return { status: 'error', message: 'No such payment intent.' };
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
      const outcome = outcomeOf(input.cardNumber);
      if (outcome.kind === 'declined') {
        intent.status = 'requires_payment_method';
        intent.lastErrorMessage = outcome.message;
        await this.intents.save(intent);
        await this.emit('payment_intent.payment_failed', intent);
        return { status: 'error', message: outcome.message };
      }
      if (outcome.kind === 'requiresAuthentication') {
        intent.status = 'requires_action';
        await this.intents.save(intent);
        return { status: 'requires_action', paymentIntentId: intent.id };
      }
      return this.succeed(intent);
    },
    authenticate: async (input: { paymentIntentId: string; clientSecret: string; approve: boolean }): Promise<SimulatedCardResult> => {
      const intent = await this.intentFor(input.paymentIntentId, input.clientSecret);
      if (!intent || intent.status !== 'requires_action') return { status: 'error', message: 'This payment does not need authentication.' };
      if (!input.approve) {
        intent.status = 'requires_payment_method';
        intent.lastErrorMessage = paymentMessages.authenticationFailed;
        await this.intents.save(intent);
        await this.emit('payment_intent.payment_failed', intent);
        return { status: 'error', message: paymentMessages.authenticationFailed };
      }
      return this.succeed(intent);
    },
  };

  private async intentFor(id: string, clientSecret: string): Promise<GatewayIntent | undefined> {
    const intent = await this.intents.get(id);
    return intent && intent.clientSecret === clientSecret ? intent : undefined;
  }

  private async succeed(intent: GatewayIntent): Promise<SimulatedCardResult> {
    intent.status = 'succeeded';
    delete intent.lastErrorMessage;
    await this.intents.save(intent);
    await this.emit('payment_intent.succeeded', intent);
    return { status: 'succeeded', paymentIntentId: intent.id };
  }

  /** A Stripe-shaped event, signed, through the webhook handler (as Stripe would POST it). */
  private async emit(type: string, intent: GatewayIntent): Promise<void> {
    const body = JSON.stringify({
      id: randomId('evt'),
      object: 'event',
      type,
      data: { object: { id: intent.id, object: 'payment_intent', amount: intent.amountInCents, status: intent.status, metadata: intent.metadata } },
    });
    await this.deliver(body, signPayload(body, this.secret));
  }
}

export const offlineGateway: PaymentGateway = {
  id: GATEWAY_ID,
  title: 'Simulated card payments',
  priority: 0,
  isConfigured: () => true,
  connect: (config, deliver, intents) => new OfflineGatewayClient(webhookSecretOf(config), deliver, intents),
};
