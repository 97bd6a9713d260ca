/**
 * Payments with no dead end, and their receipts (issue 31), on organisation 850's demo with the
 * simulated gateway: a card payment left processing is reconciled with its gateway (an abandoned
 * 3-D Secure step expires, a failure without its webhook is cleared, a success without its webhook is
 * credited), each with a history row; staff reset a stuck payment (a customer is refused, another
 * organisation does not find the order); a payment is recorded for the receipt, mailed with the
 * balance due through the outbox, and listed on the invoice; a person whose prices are hidden gets no
 * amounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmOrderPaymentCall,
  confirmPaymentReceivedCall,
  createPaymentIntentCall,
  documentCall,
  formatMoney,
  orderDataCall,
  orderHistoryCall,
  ordersDataCall,
  outboxCall,
  paymentConstants,
  paymentScreenCall,
  productOrderCalls,
  resetPaymentCall,
  setPaymentProcessingCall,
  confirmCardPaymentCall,
  toDisplayDate,
  updateOrderStatusCall,
} from '@configurator/core';
import { GatewayIntentSchema, MembershipSchema, ProductOrderSchema, UserSchema } from '@configurator/server/db/entities/index';
import { genericOrganisation } from '@configurator/server/seed/generic-organisation';
import { demoOrganisation } from '../../orgs/org-850/src/server.ts';
import { startTestServer, type ApiClient, type TestServer } from '@configurator/test-harness';

const ORG = 850;
let t: TestServer;
let owner: ApiClient;
let guest: ApiClient;
let otherOrg: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [demoOrganisation, genericOrganisation] });
  [owner, guest, otherOrg] = [t.client(), t.client(), t.client()];
  await owner.signIn('owner@org850.demo');
  await guest.signIn('guest@org850.demo');
  await otherOrg.signIn('owner@generic.demo');
});
afterAll(async () => t?.dispose());

type Order = {
  id: number;
  orgSpecificId: number;
  amountPaidInCents?: number;
  isProcessingPayment: number;
  lastCompletedStatusKey: string | null;
  costs?: { orderTotal: number; depositAmount: number };
  integrationData: Record<string, unknown>;
};

async function reload(orgSpecificId: number, client = owner): Promise<Order> {
  return (await client.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: orgSpecificId })).body.data.productOrders[0] as unknown as Order;
}
async function readyAt(title: string, statusKey = 'readyToPayDeposit'): Promise<Order> {
  const list = (await owner.call(ordersDataCall, { orgId: ORG, filters: { archived: 'all' } })).body.data.productOrders;
  const found = list.find((o) => o.title === title)!;
  const details = {
    phone: '(555) 014-2400',
    clientEmails: 'buyer@example.com',
    deliveryAddress: { streetAddress: '1 Pier', streetAddress2: '', city: 'Oakland', state: 'CA', zip: '94607', country: '' },
  };
  expect((await owner.call(productOrderCalls.update, { id: found.id, props: details })).status).toBe(200);
  if (found.lastCompletedStatusKey !== statusKey) {
    expect((await owner.call(updateOrderStatusCall, { productOrderId: found.id, orgId: ORG, statusKey, skipNotifyingGuest: true })).status).toBe(200);
  }
  return reload(found.orgSpecificId);
}
/** The card form's steps: the intent, processing marked, the card sent to the simulated network. */
async function startCardPayment(order: Order, cardNumber: string) {
  const intent = (await owner.call(createPaymentIntentCall, { productOrderId: order.id, paymentEnvironment: 'live' })).body.data;
  expect((await owner.call(setPaymentProcessingCall, { productOrderId: order.id, isProcessingPayment: 1 })).status).toBe(200);
  const confirmed = await owner.call(confirmCardPaymentCall, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.stripePaymentIntentClientSecret,
    paymentEnvironment: 'live',
    paymentMethod: { cardNumber, expiry: '12/34', cvc: '123' },
  });
  return { intent, status: confirmed.body.data.status };
}
/** Moves the start of processing back past the reconciliation threshold, as if the customer had left. */
async function leftProcessingLongAgo(orderId: number) {
  const em = t.server.orm.em.fork();
  const row = await em.findOneOrFail(ProductOrderSchema, { id: orderId });
  const since = new Date(Date.now() - paymentConstants.processingReconcileAfterMs - 60_000).toISOString();
  await em.nativeUpdate(ProductOrderSchema, { id: orderId }, { isProcessingPayment: 1, integrationData: { ...row.integrationData, processingSince: since } });
}
/** The reconciliation job, run now and waited for (pg-boss only queues it; the in-process runner does it at once). */
async function runReconcileJob() {
  const jobs = t.server.jobs!;
  const id = await jobs.runNow('payment-processing-reconcile');
  if (jobs.stateOf) await expect.poll(() => jobs.stateOf!('payment-processing-reconcile', id), { timeout: 30_000 }).toBe('completed');
}
const resetRows = async (orderId: number) =>
  (await owner.call(orderHistoryCall, { productOrderId: orderId })).body.data.history.filter((h) => h.move === 'paymentReset');

describe('a card payment never stays processing', () => {
  it('an abandoned 3-D Secure step: offered again after a reload, left alone while recent, then expired by the job with a history row', async () => {
    const order = await readyAt('Harbor View Hotel – Lobby');
    const { intent, status } = await startCardPayment(order, '4000 0027 6000 3184');
    expect(status).toBe('requires_action');
    const screen = (await owner.call(paymentScreenCall, { productOrderId: order.id })).body.data;
    expect(screen.pendingConfirmation).toEqual({
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.stripePaymentIntentClientSecret,
      paymentEnvironment: 'live',
    });

    await runReconcileJob();
    expect((await reload(order.orgSpecificId)).isProcessingPayment).toBe(1);
    expect(await resetRows(order.id)).toHaveLength(0);

    await leftProcessingLongAgo(order.id);
    await runReconcileJob();
    const after = await reload(order.orgSpecificId);
    expect(after).toMatchObject({ isProcessingPayment: 0, amountPaidInCents: 0, lastCompletedStatusKey: 'readyToPayDeposit' });
    expect(after.integrationData.processingSince).toBeUndefined();
    expect(await resetRows(order.id)).toMatchObject([
      {
        userName: 'System',
        note: 'Card payment expired: processing cleared by the server',
        fromStatusKey: 'readyToPayDeposit',
        toStatusKey: 'readyToPayDeposit',
      },
    ]);
    expect((await owner.call(paymentScreenCall, { productOrderId: order.id })).body.data.pendingConfirmation).toBeNull();
  });

  it('a failure whose webhook never came is cleared when the order is read', async () => {
    const order = await readyAt('Warehouse Offices');
    expect((await startCardPayment(order, '4000 0000 0000 0002')).status).toBe('error');
    // The failure's event reset processing; as if it had been lost, processing is set again, long ago.
    await leftProcessingLongAgo(order.id);
    const read = await reload(order.orgSpecificId);
    expect(read.isProcessingPayment).toBe(0);
    expect(await resetRows(order.id)).toMatchObject([{ userName: 'System', note: 'Card payment failed: processing cleared by the server' }]);
  });

  it('a success whose webhook never came is credited, once', async () => {
    const order = await readyAt('Residence – Level 2');
    const { intent, status } = await startCardPayment(order, '4000 0027 6000 3184');
    expect(status).toBe('requires_action');
    // The bank approved but the event was lost: only the gateway knows.
    const em = t.server.orm.em.fork();
    const stored = await em.findOneOrFail(GatewayIntentSchema, { id: intent.paymentIntentId });
    await em.nativeUpdate(GatewayIntentSchema, { id: intent.paymentIntentId }, { intent: { ...stored.intent, status: 'succeeded' } });
    await leftProcessingLongAgo(order.id);
    const read = await reload(order.orgSpecificId);
    expect(read).toMatchObject({ isProcessingPayment: 0, amountPaidInCents: read.costs!.depositAmount, lastCompletedStatusKey: 'inProduction' });
    await runReconcileJob();
    expect((await reload(order.orgSpecificId)).amountPaidInCents).toBe(read.costs!.depositAmount);
    expect(await resetRows(order.id)).toHaveLength(0);
  });
});

describe('reset-payment (Order Info)', () => {
  it('staff reset a stuck payment with a history row naming them; a customer is refused, another organisation finds nothing, bad input is 400', async () => {
    const order = await readyAt('Harbor View Hotel – Back Boxes');
    await startCardPayment(order, '4000 0027 6000 3184');
    expect((await reload(order.orgSpecificId)).isProcessingPayment).toBe(1);

    expect((await guest.call(resetPaymentCall, { productOrderId: order.id })).status).toBe(403);
    expect((await otherOrg.call(resetPaymentCall, { productOrderId: order.id })).status).toBe(404);
    expect((await owner.call(resetPaymentCall, { productOrderId: -1 })).status).toBe(400);
    expect((await owner.call(resetPaymentCall, { productOrderId: order.id, note: 'x'.repeat(501) })).status).toBe(400);
    expect((await reload(order.orgSpecificId)).isProcessingPayment).toBe(1);

    const reset = await owner.call(resetPaymentCall, { productOrderId: order.id });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data).toEqual({ isProcessingPayment: 0 });
    expect((await reload(order.orgSpecificId)).isProcessingPayment).toBe(0);
    const rows = await resetRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userName).not.toBe('System');
    expect(rows[0]!.note).toMatch(/^Payment reset by /);
    // Nothing processing any more: a second reset is refused, and the customer can pay again.
    expect((await owner.call(resetPaymentCall, { productOrderId: order.id })).status).toBe(422);
    expect((await startCardPayment(order, '4242 4242 4242 4242')).status).toBe('succeeded');
  });
});

describe('receipts', () => {
  let order: Order;
  let fee = 0;
  beforeAll(async () => {
    order = await readyAt('Suites fit-out');
    // A sharee whose prices are hidden is on the order: told of the payment, never of its amounts.
    const em = t.server.orm.em.fork();
    const sharee = await em.findOneOrFail(UserSchema, { email: 'member@org850.demo' });
    const row = await em.findOneOrFail(ProductOrderSchema, { id: order.id });
    await em.nativeUpdate(
      ProductOrderSchema,
      { id: order.id },
      { involvedUsers: { ...row.involvedUsers, [String(sharee.id)]: { role: 'sharee', pricingIsHidden: 1 } } },
    );
    const intent = (await owner.call(createPaymentIntentCall, { productOrderId: order.id, paymentEnvironment: 'live' })).body.data;
    fee = intent.upchargeAmountInCents;
    const paid = await owner.call(confirmCardPaymentCall, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.stripePaymentIntentClientSecret,
      paymentEnvironment: 'live',
      paymentMethod: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(paid.body.data.status).toBe('succeeded');
    order = await reload(order.orgSpecificId);
  });

  it('records each payment with its date, method, amount and card fee on the order', () => {
    const payments = order.integrationData.payments as {
      method: string;
      methodTitle: string;
      amountInCents: number;
      upchargeAmountInCents?: number;
      date: string;
    }[];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'stripe', amountInCents: order.costs!.depositAmount, methodTitle: expect.stringMatching(/card/i) });
    expect(payments[0]!.upchargeAmountInCents ?? 0).toBe(fee);
    expect(payments[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('mails the receipt through the outbox: the amount, the method and the balance due', async () => {
    const outbox = (await owner.call(outboxCall, { productOrderId: order.id })).body.data;
    const receipts = outbox.messages.filter((m) => m.event === 'paymentConfirmed');
    expect(receipts).toHaveLength(2);
    const mail = receipts.find((m) => !m.to.includes('member@org850.demo'))!;
    const toHidden = receipts.find((m) => m.to.includes('member@org850.demo'))!;
    expect(toHidden.to).toEqual(['member@org850.demo']);
    expect(toHidden.text).not.toMatch(/Amount paid|Balance due|\$/);
    expect(mail.to).toContain('buyer@example.com');
    expect(mail.subject).toBe(`Payment received for Quote #${order.orgSpecificId}`);
    expect(mail.text).toContain(`Amount paid: ${formatMoney(order.costs!.depositAmount)}`);
    if (fee > 0) expect(mail.text).toContain(`card processing fee of ${formatMoney(fee)}`);
    expect(mail.text).toContain(`Balance due: ${formatMoney(order.costs!.orderTotal - order.costs!.depositAmount)}`);
    expect(mail.html).toContain('Balance due:');
  });

  it('mails the receipt when staff confirm an announced wire, naming the method', async () => {
    // The order of the first test above: its abandoned card payment was cleared, it is still payable.
    const wired = await readyAt('Harbor View Hotel – Lobby');
    expect((await owner.call(confirmOrderPaymentCall, { productOrderId: wired.id, paymentMethod: 'wire', payInFull: false })).status).toBe(200);
    expect((await owner.call(outboxCall, { productOrderId: wired.id })).body.data.messages.filter((m) => m.event === 'paymentConfirmed')).toHaveLength(0);
    expect((await owner.call(confirmPaymentReceivedCall, { productOrderId: wired.id })).status).toBe(200);
    const [mail] = (await owner.call(outboxCall, { productOrderId: wired.id })).body.data.messages.filter((m) => m.event === 'paymentConfirmed');
    const after = await reload(wired.orgSpecificId);
    expect(mail!.text).toMatch(/Paid by: Wire Transfer on \d{1,2}\/\d{1,2}\/\d{4}/);
    expect(mail!.text).toContain(`Amount paid: ${formatMoney(after.amountPaidInCents!)}`);
    expect(mail!.text).not.toContain('processing fee');
    expect(after.integrationData.payments).toMatchObject([{ method: 'wire', methodTitle: 'Wire Transfer', amountInCents: after.amountPaidInCents }]);
  });

  it('lists the payments and the balance due on the invoice', async () => {
    const doc = (await owner.call(documentCall, { orgId: ORG, productOrderOrgSpecificId: order.orgSpecificId, mode: 'invoice' })).body.data;
    const payments = order.integrationData.payments as { date: string }[];
    expect(doc.html).toContain(`Payment ${toDisplayDate(payments[0]!.date)} (`);
    expect(doc.html).toContain(formatMoney(order.costs!.depositAmount));
    expect(doc.html).toContain('Balance Due');
    expect(doc.html).toContain(formatMoney(order.costs!.orderTotal - order.costs!.depositAmount));
    // The quote is not a receipt.
    const quote = (await owner.call(documentCall, { orgId: ORG, productOrderOrgSpecificId: order.orgSpecificId, mode: 'quote' })).body.data;
    expect(quote.html).not.toContain(`Payment ${toDisplayDate(payments[0]!.date)}`);
  });

  it('gives a person whose prices are hidden the payments without any amount', async () => {
    const em = t.server.orm.em.fork();
    const guestUser = await em.findOneOrFail(UserSchema, { email: 'guest@org850.demo' });
    await em.nativeUpdate(MembershipSchema, { userId: guestUser.id, orgId: ORG }, { orgAccessEdgeData: { pricingIsHidden: 1 } });
    await em.nativeUpdate(
      ProductOrderSchema,
      { id: order.id },
      {
        involvedUsers: {
          ...(await em.findOneOrFail(ProductOrderSchema, { id: order.id })).involvedUsers,
          [String(guestUser.id)]: { role: 'sharee', pricingIsHidden: 1 },
        },
      },
    );
    try {
      const seen = await reload(order.orgSpecificId, guest);
      const payments = seen.integrationData.payments as Record<string, unknown>[];
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ method: 'stripe' });
      expect(payments[0]).not.toHaveProperty('amountInCents');
      expect(JSON.stringify(seen)).not.toContain(String(order.costs!.depositAmount));
    } finally {
      await em.nativeUpdate(MembershipSchema, { userId: guestUser.id, orgId: ORG }, { orgAccessEdgeData: { pricingIsHidden: 0 } });
    }
  });
});
