/**
 * The offline card gateway keeps its payment intents in the database: a server restart between
 * creating the intent and paying it loses nothing — the card is confirmed against the same intent,
 * the webhook-like event finds it, and the order moves to its next step once.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createPaymentIntentCall,
  getPaymentIntentCall,
  orderDataCall,
  ordersDataCall,
  productOrderCalls,
  confirmCardPaymentCall,
  updateOrderStatusCall,
} from '@configurator/core';
import { demoOrganisation } from '../../orgs/org-850/src/server.ts';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { ApiClient } from '@configurator/test-harness';

const ORG = 850;
let t: TestServer;
beforeAll(async () => {
  // A fixed webhook secret, as a deployment sets it: the events the gateway signs verify across restarts.
  t = await startTestServer({ demoOrganisations: [demoOrganisation], paymentEnv: { OFFLINE_CARD_WEBHOOK_SECRET: 'whsec_restarttestsecret' } });
});
afterAll(async () => t?.dispose());

describe('a server restart in the middle of a card payment', () => {
  it('keeps the intent: after the restart the same intent is read, paid, and moves the order once', async () => {
    let owner = t.client();
    await owner.signIn('owner@org850.demo');
    const list = (await owner.call(ordersDataCall, { orgId: ORG, filters: { archived: 'all' } })).body.data.productOrders;
    const row = list.find((o) => o.title === 'Harbor View Hotel – Lobby')!;
    const details = {
      phone: '(555) 014-2400',
      clientEmails: 'buyer@example.com',
      deliveryAddress: { streetAddress: '1 Pier', streetAddress2: '', city: 'Oakland', state: 'CA', zip: '94607', country: '' },
    };
    expect((await owner.call(productOrderCalls.update, { id: row.id, props: details })).status).toBe(200);
    expect(
      (await owner.call(updateOrderStatusCall, { productOrderId: row.id, orgId: ORG, statusKey: 'readyToPayDeposit', skipNotifyingGuest: true })).status,
    ).toBe(200);

    const intent = (await owner.call(createPaymentIntentCall, { productOrderId: row.id, paymentEnvironment: 'live', payInFull: false })).body.data;
    expect(intent.paymentIntentId).toMatch(/^pi_sim_/);

    // A restart as a new process: the server's modules loaded afresh (nothing kept in module memory), same database.
    await t.stop();
    vi.resetModules();
    const { startServer } = await import('@configurator/server/app');
    const { installedPlugins } = await import('../../orgs/installed-plugins.generated.ts');
    const restarted = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl,
      webDist: join(t.dataDir, 'no-web'),
      plugins: installedPlugins,
      demoOrganisations: [demoOrganisation],
      paymentEnv: { OFFLINE_CARD_WEBHOOK_SECRET: 'whsec_restarttestsecret' },
      logger: { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) },
    });
    onTestFinished(() => restarted.close());
    owner = new ApiClient(restarted.url);
    await owner.signIn('owner@org850.demo');

    const kept = await owner.call(getPaymentIntentCall, { paymentIntentId: intent.paymentIntentId, paymentEnvironment: 'live' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    // Asking again after the restart answers the same intent (same order, step and amount).
    const again = (await owner.call(createPaymentIntentCall, { productOrderId: row.id, paymentEnvironment: 'live', payInFull: false })).body.data;
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);

    const paid = await owner.call(confirmCardPaymentCall, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.stripePaymentIntentClientSecret,
      paymentEnvironment: 'live',
      paymentMethod: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'succeeded' });
    const order = (await owner.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: row.orgSpecificId })).body.data.productOrders[0]!;
    expect(order.amountPaidInCents).toBeGreaterThan(0);
    expect(order.lastCompletedStatusKey).not.toBe('readyToPayDeposit');
  });
});
