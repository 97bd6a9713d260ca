/**
 * The Stripe gateway against the official SDK, its HTTP client pointed at a local fake of the
 * PaymentIntents endpoints; webhook signatures made with stripe.webhooks.generateTestHeaderString.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { WebhookSignatureError, type GatewayConfig, type GatewayIntentRequest, type GatewayIntentStore } from '@configurator/core';
import { stripeGateway } from './stripe-gateway.ts';
import { stripeKeysFor } from './settings.ts';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/** A local fake of POST /v1/payment_intents, GET and POST /v1/payment_intents/:id, honouring Idempotency-Key. */
function fakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, string>();
  const requests: { method: string; path: string; idempotencyKey?: string; auth?: string; form: URLSearchParams }[] = [];
  let next = 1;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, path: req.url!, idempotencyKey, auth: req.headers.authorization, form });
      const metadataOf = () => Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const match = req.url!.match(/^\/v1\/payment_intents(?:\/([^/?]+))?/);
      if (!match) return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const id = match[1];
      if (!id && req.method === 'POST') {
        if (idempotencyKey && byKey.has(idempotencyKey)) return send(200, intents.get(byKey.get(idempotencyKey)!));
        const intent: FakeIntent = {
          id: `pi_fake${next++}`,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency')!,
          status: 'requires_payment_method',
          client_secret: '',
          metadata: metadataOf(),
        };
        intent.client_secret = `${intent.id}_secret_x`;
        intents.set(intent.id, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, intent.id);
        return send(200, intent);
      }
      const intent = id && intents.get(id);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } });
      if (req.method === 'POST') {
        if (form.get('amount')) intent.amount = Number(form.get('amount'));
        Object.assign(intent.metadata, metadataOf());
      }
      return send(200, intent);
    });
  });
  return { server, intents, requests };
}

const fake = fakeStripe();
let config: GatewayConfig;
/** Stripe keeps its intents itself: the server's store must never be used. */
const stripeKeepsItsOwnIntents: GatewayIntentStore = {
  get: () => Promise.reject(new Error('Stripe used the intent store')),
  create: () => Promise.reject(new Error('Stripe used the intent store')),
  save: () => Promise.reject(new Error('Stripe used the intent store')),
};
const webhookSecret = 'whsec_testsecret123';
const request = (amountInCents: number, key: string): GatewayIntentRequest => ({
  amountInCents,
  idempotencyKey: key,
  metadata: { productOrderId: '7', orgId: '850', statusKey: 'readyToPayDeposit', environment: 'test', upcharge_amount_in_cents: '0', pay_in_full: '0' },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const port = (fake.server.address() as AddressInfo).port;
  config = {
    environment: 'test',
    settings: { test: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret }, api: { host: '127.0.0.1', port, protocol: 'http' } },
    env: {},
  };
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

describe('Stripe keys per environment', () => {
  it('takes the organisation settings, else the environment variables, and never a live key for test', () => {
    expect(stripeKeysFor({ environment: 'test', settings: {}, env: {} })).toBeUndefined();
    expect(
      stripeGateway.isConfigured({
        environment: 'live',
        settings: {},
        env: { STRIPE_SECRET_KEY_LIVE: 'sk_live_1', STRIPE_PUBLISHABLE_KEY_LIVE: 'pk_live_1', STRIPE_WEBHOOK_SECRET_LIVE: 'whsec_1' },
      }),
    ).toBe(true);
    expect(
      stripeGateway.isConfigured({
        environment: 'test',
        settings: {},
        env: { STRIPE_SECRET_KEY_TEST: 'sk_live_1', STRIPE_PUBLISHABLE_KEY_TEST: 'pk_live_1', STRIPE_WEBHOOK_SECRET_TEST: 'whsec_1' },
      }),
    ).toBe(false);
    expect(stripeGateway.isConfigured(config)).toBe(true);
  });
});

describe('PaymentIntents through the SDK', () => {
  it('creates an intent with the amount, metadata and idempotency key; a repeat key answers the same intent', async () => {
    const client = stripeGateway.connect(config, async () => {}, stripeKeepsItsOwnIntents);
    const first = await client.createIntent(request(50000, 'order-7:readyToPayDeposit:50000'));
    const again = await client.createIntent(request(50000, 'order-7:readyToPayDeposit:50000'));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ amountInCents: 50000, status: 'requires_payment_method', metadata: { upcharge_amount_in_cents: '0', pay_in_full: '0' } });
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(sent.idempotencyKey).toBe('order-7:readyToPayDeposit:50000');
    expect(sent.auth).toBe('Bearer sk_test_abc');
    expect(sent.form.get('metadata[pay_in_full]')).toBe('0');
    expect(client.browser).toEqual({ publishableKey: 'pk_test_abc' });
  });

  it('updates the amount and metadata, reads it back, and answers undefined for an unknown intent', async () => {
    const client = stripeGateway.connect(config, async () => {}, stripeKeepsItsOwnIntents);
    const created = await client.createIntent(request(50000, 'k2'));
    const updated = await client.updateIntent(created.id, { ...request(100000, 'k2-update'), metadata: { ...request(0, '').metadata, pay_in_full: '1' } });
    expect(updated).toMatchObject({ amountInCents: 100000, metadata: { pay_in_full: '1' } });
    expect((await client.retrieveIntent(created.id))?.amountInCents).toBe(100000);
    expect(await client.retrieveIntent('pi_missing')).toBeUndefined();
  });
});

describe('webhook signatures', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_fake1', object: 'payment_intent', amount: 50000, status: 'succeeded', client_secret: 's', metadata: { productOrderId: '7' } } },
  });

  it('accepts a body signed with the webhook secret', () => {
    const client = stripeGateway.connect(config, async () => {}, stripeKeepsItsOwnIntents);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(client.verifyWebhook(payload, header)).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_fake1', status: 'succeeded', amountInCents: 50000 },
    });
  });

  it('refuses a wrong secret, a changed body and a missing header', () => {
    const client = stripeGateway.connect(config, async () => {}, stripeKeepsItsOwnIntents);
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => client.verifyWebhook(payload, wrong)).toThrow(WebhookSignatureError);
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(() => client.verifyWebhook(payload.replace('50000', '1'), good)).toThrow(WebhookSignatureError);
    expect(() => client.verifyWebhook(payload, undefined)).toThrow(WebhookSignatureError);
  });
});
