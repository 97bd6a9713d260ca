/**
 * Payments end to end with the simulated offline gateway on organisation 850's demo (50 % deposit,
 * card fee above $3,000, balance after shipping): deposit then balance, pay in full, declined card,
 * 3-D Secure, the fee, a stocked order at 100 %, wire and check then staff confirm receipt, a webhook
 * replayed ten times, a bad signature, bad input, and two tabs paying at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmOrderPaymentCall,
  confirmPaymentReceivedCall,
  createPaymentIntentCall,
  getPaymentIntentCall,
  orderDataCall,
  ordersDataCall,
  outboxCall,
  orderHistoryCall,
  paymentScreenCall,
  productOrderCalls,
  completeCardActionCall,
  confirmCardPaymentCall,
  updateOrderStatusCall,
  getSessionCall,
  updatePaymentIntentCall,
} from '@configurator/core';
import { ProductOrderSchema } from '@configurator/server/db/entities/index';
import { demoOrganisation } from '../../orgs/org-850/src/server.ts';
import { signPayload } from '../../plugins/offline-card/src/server.ts';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import type { ApiClient } from '@configurator/test-harness';

const ORG = 850;
const SECRET = 'whsec_integrationtestsecret';
let t: TestServer;
let owner: ApiClient;
let guest: ApiClient;
let member: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [demoOrganisation], paymentEnv: { OFFLINE_CARD_WEBHOOK_SECRET: SECRET } });
  [owner, guest, member] = [t.client(), t.client(), t.client()];
  await owner.signIn('owner@org850.demo');
  await guest.signIn('guest@org850.demo');
  await member.signIn('member@org850.demo');
});
afterAll(async () => t?.dispose());

type Order = {
  id: number;
  orgSpecificId: number;
  version: number;
  amountPaidInCents: number;
  lastCompletedStatusKey: string | null;
  costs: { orderTotal: number; depositAmount: number };
  statusData: Record<string, { paymentAmountInCents?: number; awaitingPaymentMethod?: string }>;
  lastPaymentDate: string | null;
  isProcessingPayment: number;
};

async function orderNamed(title: string): Promise<Order> {
  const list = (await owner.call(ordersDataCall, { orgId: ORG, filters: { archived: 'all' } })).body.data.productOrders;
  const found = list.find((o) => o.title === title)!;
  return reload(found.orgSpecificId);
}
async function reload(orgSpecificId: number, client = owner): Promise<Order> {
  return (await client.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: orgSpecificId })).body.data.productOrders[0] as unknown as Order;
}
/** Contact details the payment screen requires, then the given status (staff click on a dot). */
async function readyAt(title: string, statusKey: string): Promise<Order> {
  let order = await orderNamed(title);
  const details = {
    phone: '(555) 014-2400',
    clientEmails: 'buyer@example.com',
    deliveryAddress: { streetAddress: '1 Pier', streetAddress2: '', city: 'Oakland', state: 'CA', zip: '94607', country: '' },
  };
  expect((await owner.call(productOrderCalls.update, { id: order.id, props: details })).status).toBe(200);
  order = await reload(order.orgSpecificId);
  if (order.lastCompletedStatusKey !== statusKey) {
    const moved = await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG, statusKey, skipNotifyingGuest: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return reload(order.orgSpecificId);
}
async function payByCard(client: ApiClient, order: Order, cardNumber: string, payInFull = false) {
  const intent = await client.call(createPaymentIntentCall, { productOrderId: order.id, paymentEnvironment: 'live', payInFull });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const { paymentIntentId, stripePaymentIntentClientSecret: clientSecret } = intent.body.data;
  const confirmed = await client.call(confirmCardPaymentCall, {
    paymentIntentId,
    clientSecret,
    paymentEnvironment: 'live',
    paymentMethod: { cardNumber, expiry: '12/34', cvc: '123' },
  });
  return { intent: intent.body.data, confirmed };
}

describe('card payments through the offline gateway', () => {
  it('pays the 50 % deposit, then the balance after shipping (850), each moving the step once, with receipt and history', async () => {
    let order = await readyAt('Harbor View Hotel – Lobby', 'readyToPayDeposit');
    const total = order.costs.orderTotal;
    const screen = (await owner.call(paymentScreenCall, { productOrderId: order.id })).body.data;
    expect(screen).toMatchObject({
      payable: true,
      depositChoiceApplies: true,
      showDepositRow: true,
      depositLabel: '(50%)',
      amountDueInCents: order.costs.depositAmount,
      cardGateway: { gatewayId: 'offline-card', pluginId: 'offline-card' },
    });
    const { intent, confirmed } = await payByCard(owner, order, '4242 4242 4242 4242');
    expect(intent.amountInCents).toBe(order.costs.depositAmount);
    expect(confirmed.body.data.status).toBe('succeeded');
    order = await reload(order.orgSpecificId);
    expect(order).toMatchObject({ amountPaidInCents: order.costs.depositAmount, lastCompletedStatusKey: 'inProduction', isProcessingPayment: 0 });
    expect(order.lastPaymentDate).not.toBeNull();
    expect(order.statusData.inProduction!.paymentAmountInCents).toBe(order.costs.depositAmount);
    const history = (await owner.call(orderHistoryCall, { productOrderId: order.id })).body.data.history;
    expect(history.filter((h) => h.move === 'confirmPayment')).toMatchObject([{ toStatusKey: 'inProduction', userName: 'System' }]);
    const outbox = (await owner.call(outboxCall, { productOrderId: order.id })).body.data;
    expect(JSON.stringify(outbox)).toContain('Payment received for Quote #');

    // Not payable in production; shipped with the balance open, the payment panel reappears.
    expect((await owner.call(createPaymentIntentCall, { productOrderId: order.id })).status).toBe(422);
    expect((await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG, statusKey: 'shipped', skipNotifyingGuest: true })).status).toBe(
      200,
    );
    const balance = (await owner.call(paymentScreenCall, { productOrderId: order.id })).body.data;
    expect(balance).toMatchObject({
      payable: true,
      shippedWithoutFinalPayment: true,
      depositChoiceApplies: false,
      amountDueInCents: total - order.costs.depositAmount,
    });
    await payByCard(owner, order, '4242424242424242');
    order = await reload(order.orgSpecificId);
    expect(order).toMatchObject({ amountPaidInCents: total, lastCompletedStatusKey: 'finalPaymentReceived' });
  });

  it('pays in full at once when chosen', async () => {
    let order = await readyAt('Suites fit-out', 'readyToPayDeposit');
    const { intent } = await payByCard(owner, order, '4242424242424242', true);
    order = await reload(order.orgSpecificId);
    const fee = intent.upchargeAmountInCents;
    // Above $3,000 on a card: 'Processing fee (3%)' (stored value 30 / 10), charged but not credited.
    expect(order.costs.orderTotal).toBeGreaterThan(300000);
    expect(fee).toBe(Math.round(order.costs.orderTotal * 0.03));
    expect(intent.amountInCents).toBe(order.costs.orderTotal + fee);
    expect(order.amountPaidInCents).toBe(order.costs.orderTotal);
  });

  it('refuses a declined card with the provider message and leaves the order payable; 3-D Secure needs the confirmation step', async () => {
    let order = await readyAt('Warehouse Offices', 'readyToPayDeposit');
    const { confirmed } = await payByCard(owner, order, '4000 0000 0000 0002');
    expect(confirmed.body.data).toEqual({ status: 'error', message: 'Your card was declined.' });
    order = await reload(order.orgSpecificId);
    expect(order).toMatchObject({ amountPaidInCents: 0, lastCompletedStatusKey: 'readyToPayDeposit' });

    const { intent, confirmed: needsAction } = await payByCard(owner, order, '4000 0027 6000 3184');
    expect(needsAction.body.data.status).toBe('requires_action');
    expect((await reload(order.orgSpecificId)).amountPaidInCents).toBe(0);
    const failed = await owner.call(completeCardActionCall, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.stripePaymentIntentClientSecret,
      paymentEnvironment: 'live',
      approve: false,
    });
    expect(failed.body.data.status).toBe('error');
    await payByCard(owner, order, '4000 0027 6000 3184');
    const approved = await owner.call(completeCardActionCall, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.stripePaymentIntentClientSecret,
      paymentEnvironment: 'live',
      approve: true,
    });
    expect(approved.body.data.status).toBe('succeeded');
    expect((await reload(order.orgSpecificId)).lastCompletedStatusKey).toBe('inProduction');
  });

  it('adds the processing fee on card payments above $3,000 only, and credits the order without it', async () => {
    const order = await orderNamed('Suites fit-out');
    // Paid in full above: its total is above $3,000 (40 hotel keypads), so the fee applied.
    expect(order.costs.orderTotal).toBeGreaterThan(300000);
    const history = (await owner.call(orderHistoryCall, { productOrderId: order.id })).body.data.history;
    expect(history.filter((h) => h.move === 'confirmPayment')).toHaveLength(1);
    const stocked = await readyAt('Harbor View Hotel – Back Boxes', 'readyToPayDeposit');
    const wireScreen = (await owner.call(paymentScreenCall, { productOrderId: stocked.id, paymentMethod: 'wire' })).body.data;
    const cardScreen = (await owner.call(paymentScreenCall, { productOrderId: stocked.id, paymentMethod: 'stripe' })).body.data;
    if (stocked.costs.orderTotal > 300000) expect(cardScreen.upchargeAmountInCents).toBe(Math.round(stocked.costs.orderTotal * 0.03));
    else expect(cardScreen.upchargeAmountInCents).toBe(0);
    expect(wireScreen.upchargeAmountInCents).toBe(0);
    expect(cardScreen.upchargePercent === 0 || cardScreen.upchargePercent === 3).toBe(true);
  });

  it('asks 100 % of a stocked order, with no deposit choice', async () => {
    const order = await orderNamed('Harbor View Hotel – Back Boxes');
    const screen = (await owner.call(paymentScreenCall, { productOrderId: order.id, paymentMethod: 'wire' })).body.data;
    expect(screen).toMatchObject({
      depositChoiceApplies: false,
      showDepositRow: false,
      depositLabel: '(100%)',
      baseAmountInCents: order.costs.orderTotal,
      amountDueInCents: order.costs.orderTotal,
    });
  });
});

describe('wire and check', () => {
  it('records the announced wire (awaiting), then staff confirm receipt and the order moves on once', async () => {
    let order = await orderNamed('Harbor View Hotel – Back Boxes');
    const announced = await owner.call(confirmOrderPaymentCall, { productOrderId: order.id, paymentMethod: 'wire', payInFull: false });
    expect(announced.status, JSON.stringify(announced.body)).toBe(200);
    expect(announced.body.data.statusData.readyToPayDeposit!.awaitingPaymentMethod).toBe('wire');
    expect((await owner.call(paymentScreenCall, { productOrderId: order.id })).body.data).toMatchObject({
      forcedPaymentMethod: 'wire',
      awaitingConfirmation: true,
    });
    order = await reload(order.orgSpecificId);
    expect(order.amountPaidInCents).toBe(0);
    expect((await guest.call(confirmPaymentReceivedCall, { productOrderId: order.id })).status).toBe(403);
    const received = await member.call(confirmPaymentReceivedCall, { productOrderId: order.id });
    expect(received.status).toBe(200);
    expect(received.body.data.amountPaidInCents).toBe(order.costs.orderTotal);
    expect((await member.call(confirmPaymentReceivedCall, { productOrderId: order.id })).status).toBe(422);
    expect((await reload(order.orgSpecificId)).lastCompletedStatusKey).toBe('inProduction');
  });

  it('keeps the employee-only check from guests; staff may announce a check', async () => {
    const order = await readyAt('Residence – Level 2', 'readyToPayDeposit');
    const refused = await guest.call(confirmOrderPaymentCall, { productOrderId: order.id, paymentMethod: 'checkByMail' });
    expect(refused.status).toBe(403);
    expect((await guest.call(paymentScreenCall, { productOrderId: order.id })).body.data.methods.map((m) => m.key)).toEqual(['stripe', 'wire']);
    // Staff in the browser's guest mode: the calls carry isGuestMode and are served as a guest's (on an order of their own, as guests see only theirs).
    const ownerId = (await owner.call(getSessionCall, {})).body.data!.user.id;
    await t.server.orm.em.fork().nativeUpdate(ProductOrderSchema, { id: order.id }, { userId: ownerId });
    expect((await owner.call(paymentScreenCall, { productOrderId: order.id })).body.data.methods.map((m) => m.key)).toEqual(['stripe', 'wire', 'checkByMail']);
    expect((await owner.call(paymentScreenCall, { productOrderId: order.id, isGuestMode: true })).body.data.methods.map((m) => m.key)).toEqual([
      'stripe',
      'wire',
    ]);
    expect((await owner.call(confirmOrderPaymentCall, { productOrderId: order.id, paymentMethod: 'checkByMail', isGuestMode: 1 })).status).toBe(403);
    expect((await reload(order.orgSpecificId)).statusData.readyToPayDeposit?.awaitingPaymentMethod).toBeUndefined();
    const check = await owner.call(confirmOrderPaymentCall, { productOrderId: order.id, paymentMethod: 'checkByMail' });
    expect(check.body.data.statusData.readyToPayDeposit!.awaitingPaymentMethod).toBe('checkByMail');
    expect((await owner.call(confirmPaymentReceivedCall, { productOrderId: order.id })).status).toBe(200);
    expect((await reload(order.orgSpecificId)).amountPaidInCents).toBe(order.costs.depositAmount);
  });
});

describe('webhooks and bad input', () => {
  it('moves the step once however often the same signed event arrives; refuses a bad signature and an unknown intent', async () => {
    let order = await readyAt('Show Home 2024', 'readyToPayDeposit');
    const intent = (await owner.call(createPaymentIntentCall, { productOrderId: order.id, paymentEnvironment: 'live', payInFull: true })).body.data;
    await owner.call(confirmCardPaymentCall, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.stripePaymentIntentClientSecret,
      paymentEnvironment: 'live',
      paymentMethod: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    order = await reload(order.orgSpecificId);
    const paidOnce = order.amountPaidInCents;
    const historyBefore = (await owner.call(orderHistoryCall, { productOrderId: order.id })).body.data.history.length;
    const body = JSON.stringify({
      id: 'evt_replay',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.paymentIntentId, object: 'payment_intent' } },
    });
    const path = `/configurator/payments/webhook/offline-card/${ORG}/live`;
    for (let i = 0; i < 10; i++) {
      const replay = await t.client().post(path, body, { 'content-type': 'application/json', 'stripe-signature': signPayload(body, SECRET) });
      expect(replay).toMatchObject({ status: 200, body: { outcome: 'alreadyCredited' } });
    }
    order = await reload(order.orgSpecificId);
    expect(order.amountPaidInCents).toBe(paidOnce);
    expect((await owner.call(orderHistoryCall, { productOrderId: order.id })).body.data.history).toHaveLength(historyBefore);

    expect((await t.client().post(path, body, { 'content-type': 'application/json', 'stripe-signature': signPayload(body, 'whsec_wrong') })).status).toBe(400);
    expect((await t.client().post(path, body, { 'content-type': 'application/json' })).status).toBe(400);
    const unknown = body.replace(intent.paymentIntentId, 'pi_sim_unknown');
    expect((await t.client().post(path, unknown, { 'content-type': 'application/json', 'stripe-signature': signPayload(unknown, SECRET) })).status).toBe(404);
  });

  it('refuses an amount sent by the client, an order not at a payment step, test mode for guests, and unknown intents', async () => {
    const order = await readyAt('Warehouse Offices', 'submittedForApproval');
    const notPayable = await owner.call(createPaymentIntentCall, { productOrderId: order.id });
    expect(notPayable.status).toBe(422);
    const lobby = await readyAt('Residence – Level 2', 'readyToPayDeposit');
    expect((await owner.post('/configurator/create-stripe-payment-intent', { productOrderId: lobby.id, amount: 1 })).status).toBe(400);
    const intent = (await guest.call(createPaymentIntentCall, { productOrderId: lobby.id })).body.data;
    expect((await guest.call(createPaymentIntentCall, { productOrderId: lobby.id, paymentEnvironment: 'test' })).status).toBe(403);
    const wrongAmount = await guest.call(updatePaymentIntentCall, { paymentIntentId: intent.paymentIntentId, productOrderId: lobby.id, paymentAmount: 1 });
    expect(wrongAmount.status).toBe(422);
    const rightAmount = await guest.call(updatePaymentIntentCall, {
      paymentIntentId: intent.paymentIntentId,
      productOrderId: lobby.id,
      payInFull: true,
      paymentAmount:
        lobby.costs.orderTotal -
        lobby.amountPaidInCents +
        (lobby.costs.orderTotal - lobby.amountPaidInCents > 300000 ? Math.round((lobby.costs.orderTotal - lobby.amountPaidInCents) * 0.03) : 0),
    });
    expect(rightAmount.status).toBe(200);
    expect((await guest.call(getPaymentIntentCall, { paymentIntentId: intent.paymentIntentId })).body.data.paymentIntent.id).toBe(intent.paymentIntentId);
    expect((await guest.call(getPaymentIntentCall, { paymentIntentId: 'pi_sim_nope' })).status).toBe(404);
    expect(
      (
        await owner.call(confirmOrderPaymentCall, {
          productOrderId: lobby.id,
          paymentMethod: 'stripe',
          paymentData: { paymentIntentId: intent.paymentIntentId },
        })
      ).status,
    ).toBe(422);
  });

  it('two tabs paying at once get one intent, one charge and one step move', async () => {
    const order = await readyAt('Residence – Level 2', 'readyToPayDeposit');
    const tabA = t.client();
    const tabB = t.client();
    tabA.cookie = guest.cookie;
    tabB.cookie = guest.cookie;
    const [a, b] = await Promise.all([
      tabA.call(createPaymentIntentCall, { productOrderId: order.id }),
      tabB.call(createPaymentIntentCall, { productOrderId: order.id }),
    ]);
    expect(a.body.data.paymentIntentId).toBe(b.body.data.paymentIntentId);
    const confirm = (client: ApiClient) =>
      client.call(confirmCardPaymentCall, {
        paymentIntentId: a.body.data.paymentIntentId,
        clientSecret: a.body.data.stripePaymentIntentClientSecret,
        paymentEnvironment: 'live',
        paymentMethod: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
      });
    await Promise.all([confirm(tabA), confirm(tabB)]);
    const after = await reload(order.orgSpecificId);
    expect(after.amountPaidInCents).toBe(order.amountPaidInCents + a.body.data.amountInCents - a.body.data.upchargeAmountInCents);
    const history = (await owner.call(orderHistoryCall, { productOrderId: order.id })).body.data.history;
    expect(
      history.filter((h) => h.move === 'confirmPayment' && h.fromStatusKey === 'readyToPayDeposit' && h.note.includes(a.body.data.paymentIntentId)),
    ).toHaveLength(1);
  });
});
