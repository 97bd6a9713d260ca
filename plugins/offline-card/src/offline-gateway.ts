/**
 * The simulated gateway: intents kept in the store the server hands it (its database, so a restart
 * in the middle of a payment loses nothing), amounts only from the server's requests, the same
 * idempotency semantics as Stripe (a repeated key answers the first intent), and Stripe-shaped,
 * signed events handed to the same webhook handler Stripe's webhook reaches.
 */
import { randomBytes } from 'node:crypto';
import {
  CardDetailsError,
  GatewayUnavailableError,
  WebhookSignatureError,
  paymentMessages,
  type CardStepResult,
  type GatewayClient,
  type GatewayConfig,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayIntentRequest,
  type GatewayIntentStore,
  type PaymentGateway,
  type WebhookDelivery,
} from '@configurator/core';
import { z } from 'zod';
import { outcomeOf } from './test-cards.ts';
import { signPayload, verifySignature } from './signature.ts';
import { simulatedCardDetails } from './card-details.ts';
import { GATEWAY_ID } from './gateway-id.ts';

export { GATEWAY_ID };
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
  /** The simulated form needs nothing from the server. */
  readonly browser = {};
  /** The test card that always succeeds: the demo orders' card payments. */
  readonly demoPaymentMethod = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

  constructor(
    private readonly secret: string,
    private readonly deliver: WebhookDelivery,
    private readonly intents: GatewayIntentStore,
  ) {}

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
    return {
      id: parsed.data.id,
      type: parsed.data.type,
      intent: { id: parsed.data.data.object.id, clientSecret: '', amountInCents: 0, status: 'canceled', metadata: {} },
    };
  }

  async confirmCard({ intent, paymentMethod }: { intent: GatewayIntent; paymentMethod: Readonly<Record<string, string>> }): Promise<CardStepResult> {
    const details = simulatedCardDetails.safeParse(paymentMethod);
    if (!details.success) throw new CardDetailsError(details.error.issues[0]?.message ?? 'Check the card details.');
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    const outcome = outcomeOf(details.data.cardNumber);
    if (outcome.kind === 'declined') return this.fail(intent, outcome.message);
    if (outcome.kind === 'requiresAuthentication') {
      intent.status = 'requires_action';
      await this.intents.save(intent);
      return { status: 'requires_action', paymentIntentId: intent.id };
    }
    return this.succeed(intent);
  }

  /** The simulated bank's 3-D Secure: the customer's answer in the platform's dialog decides. */
  async completeAction({ intent, approve }: { intent: GatewayIntent; approve: boolean }): Promise<CardStepResult> {
    if (intent.status !== 'requires_action') return { status: 'error', message: 'This payment does not need authentication.' };
    return approve ? this.succeed(intent) : this.fail(intent, paymentMessages.authenticationFailed);
  }

  private async fail(intent: GatewayIntent, message: string): Promise<CardStepResult> {
    intent.status = 'requires_payment_method';
    intent.lastErrorMessage = message;
    await this.intents.save(intent);
    await this.emit('payment_intent.payment_failed', intent);
    return { status: 'error', message };
  }

  private async succeed(intent: GatewayIntent): Promise<CardStepResult> {
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
  // Its events are Stripe-shaped, signature header included.
  webhookSignatureHeader: 'stripe-signature',
  isConfigured: () => true,
  connect: (config, deliver, intents) => new OfflineGatewayClient(webhookSecretOf(config), deliver, intents),
};
