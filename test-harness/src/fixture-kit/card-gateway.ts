/**
 * The fixture kit's card gateway (server side): pays with a code typed into its own browser form
 * (card-form.tsx). It is the gateway in use only where an organisation's settings for the kit say
 * `cardGateway: true`, so enabling the kit elsewhere (the integration tests) leaves payments alone.
 * Intents live in the store the server hands it; events go through the server's one webhook path.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CardDetailsError,
  GatewayUnavailableError,
  WebhookSignatureError,
  type CardStepResult,
  type GatewayClient,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayIntentRequest,
  type GatewayIntentStore,
  type PaymentGateway,
  type WebhookDelivery,
} from '@configurator/core';
import { z } from 'zod';
import { FIXTURE_CARD, FIXTURE_GATEWAY_ID } from './index.ts';

const SIGNATURE_HEADER = 'x-fixture-signature';
/** Each server process signs its own deliveries: nobody outside it can forge an event. */
const processSecret = randomBytes(24).toString('hex');
const randomId = (prefix: string) => `${prefix}_fixture_${randomBytes(12).toString('hex')}`;

const paymentMethod = z.object({ code: z.string().trim().min(1, FIXTURE_CARD.missingCode).max(40) }).strict();
const eventBody = z.object({ id: z.string().max(100), type: z.string().max(100), intentId: z.string().max(100) });

class FixtureGatewayClient implements GatewayClient {
  readonly browser = { codeHint: FIXTURE_CARD.hint };
  readonly demoPaymentMethod = { code: FIXTURE_CARD.acceptedCode };

  constructor(
    private readonly deliver: WebhookDelivery,
    private readonly intents: GatewayIntentStore,
  ) {}

  createIntent(request: GatewayIntentRequest): Promise<GatewayIntent> {
    const id = randomId('pi');
    const intent: GatewayIntent = {
      id,
      clientSecret: `${id}_secret`,
      amountInCents: request.amountInCents,
      status: 'requires_payment_method',
      metadata: { ...request.metadata },
    };
    return this.intents.create(intent, request.idempotencyKey);
  }

  retrieveIntent(id: string): Promise<GatewayIntent | undefined> {
    return this.intents.get(id);
  }

  async updateIntent(id: string, request: GatewayIntentRequest): Promise<GatewayIntent> {
    const intent = await this.intents.get(id);
    if (!intent || intent.status === 'succeeded') throw new GatewayUnavailableError('This payment can no longer be changed.');
    Object.assign(intent, { amountInCents: request.amountInCents, metadata: { ...intent.metadata, ...request.metadata } });
    await this.intents.save(intent);
    return intent;
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent {
    const given = Buffer.from(signatureHeader ?? '');
    const expected = Buffer.from(processSecret);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError();
    const parsed = eventBody.safeParse(JSON.parse(rawBody));
    if (!parsed.success) throw new WebhookSignatureError('not a fixture event');
    // Only the id is taken from the body: the server re-reads the intent from the store.
    return {
      id: parsed.data.id,
      type: parsed.data.type,
      intent: { id: parsed.data.intentId, clientSecret: '', amountInCents: 0, status: 'canceled', metadata: {} },
    };
  }

  async confirmCard({ intent, paymentMethod: given }: { intent: GatewayIntent; paymentMethod: Readonly<Record<string, string>> }): Promise<CardStepResult> {
    const details = paymentMethod.safeParse(given);
    if (!details.success) throw new CardDetailsError(details.error.issues[0]?.message ?? FIXTURE_CARD.missingCode);
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    const accepted = details.data.code.toUpperCase() === FIXTURE_CARD.acceptedCode;
    intent.status = accepted ? 'succeeded' : 'requires_payment_method';
    intent.lastErrorMessage = accepted ? undefined : FIXTURE_CARD.declined;
    await this.intents.save(intent);
    await this.emit(accepted ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
    return accepted ? { status: 'succeeded', paymentIntentId: intent.id } : { status: 'error', message: FIXTURE_CARD.declined };
  }

  /** The fixture has no confirmation step. */
  async completeAction(): Promise<CardStepResult> {
    return { status: 'error', message: 'This payment does not need a confirmation.' };
  }

  private async emit(type: string, intent: GatewayIntent): Promise<void> {
    await this.deliver(JSON.stringify({ id: randomId('evt'), type, intentId: intent.id }), processSecret);
  }
}

export const fixtureCardGateway: PaymentGateway = {
  id: FIXTURE_GATEWAY_ID,
  title: 'Fixture card gateway',
  // Above every installed gateway: where it is switched on, it is the one in use.
  priority: 1000,
  webhookSignatureHeader: SIGNATURE_HEADER,
  isConfigured: (config) => config.settings.cardGateway === true,
  connect: (_config, deliver, intents) => new FixtureGatewayClient(deliver, intents),
};
