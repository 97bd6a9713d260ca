/**
 * Issue 32 items 3 and 9: each effect once, whichever instance does it.
 * - Mails: written to the outbox, claimed (a lease) before they go to the SMTP server, so two delivery
 *   loops and the requests' own first tries never send one twice — here with a slow SMTP server (each
 *   mail takes 150 ms) and loops polling every 20 ms; every mail carries its stored Message-ID.
 * - A sender that stops mid-send (outcome unknown): nobody takes the mail while its lease holds; once
 *   it has passed the mail is sent again under the same Message-ID.
 * - A payment webhook replayed twice to each of two instances at once credits one payment; a staff
 *   confirmation of a wire sent twice to each at once, too; order numbers made on both stay gap-free.
 * On the embedded database (one server) the same bursts go to one instance with two delivery loops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import {
  confirmOrderPaymentCall,
  confirmPaymentReceivedCall,
  createPaymentIntentCall,
  createProductOrderCall,
  orderDataCall,
  orderHistoryCall,
  ordersDataCall,
  productOrderCalls,
  updateOrderStatusCall,
} from '@configurator/core';
// The test server first: it loads the server's composition root (and its reflect polyfill) before the Mailer.
import { ApiClient, startTestServer, type TestServer } from '@configurator/test-harness';
import type { RunningServer } from '@configurator/server/app';
import { Mailer } from '@configurator/server/mail/mailer';
import { SmtpTransport, type MailTransport, type OutgoingMail } from '@configurator/server/mail/mail-transport';
import { OUTBOX_LEASE_MS, retryDueMails, startOutboxRetry } from '@configurator/server/mail/outbox-delivery';
import { GatewayIntentSchema, OutboxMessageSchema } from '@configurator/server/db/entities/index';
import { demoOrganisation } from '../../orgs/org-850/src/server.ts';
import { signPayload } from '../../plugins/offline-card/src/server.ts';
import { instanceUrls, startSecondInstance } from './support/second-instance.ts';

const ORG = 850;
const SECRET = 'whsec_effects_once';
const SMTP_DELAY_MS = 150;
const logger = { info: () => undefined, error: () => undefined };

/** What the SMTP server took: one entry per DATA, with the Message-ID header and subject of the mail. */
const received: { messageId: string; subject: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let t: TestServer;
let second: RunningServer | null;
let instances: RunningServer[];
let urls: string[];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // A slow mail server: the mail is taken only after a while (the window a second sender would use).
        setTimeout(() => {
          received.push({ messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '', subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '' });
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const options = { smtpUrl, retryOutbox: false, paymentEnv: { OFFLINE_CARD_WEBHOOK_SECRET: SECRET } };
  t = await startTestServer({ demoOrganisations: [demoOrganisation], ...options });
  second = await startSecondInstance(t, options);
  instances = second ? [t.server, second] : [t.server];
  urls = instanceUrls(t, second);
});
afterAll(async () => {
  await second?.close();
  await t?.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const outboxRow = (subject: string) => t.server.orm.em.fork().findOneOrFail(OutboxMessageSchema, { subject });
const mail = (subject: string) => ({ orgId: ORG, productOrderId: null, event: 'submitted', to: ['owner@org850.demo'], subject, text: 'x', html: '<p>x</p>' });

describe('outbox mails', () => {
  it('20 mails written on two instances while two delivery loops run: each sent exactly once, under its stored Message-ID', async () => {
    const transports = instances.map(() => new SmtpTransport(smtpUrl));
    // Two delivery loops (one per instance; both on the one instance of the embedded database), polling every 20 ms.
    const loops = [0, 1].map((i) => startOutboxRetry(instances[i % instances.length]!.orm, transports[i % transports.length]!, logger, 20));
    try {
      const subjects = Array.from({ length: 20 }, (_, i) => `Once ${i}`);
      await Promise.all(
        subjects.map((subject, i) =>
          new Mailer(instances[i % instances.length]!.orm.em.fork(), transports[i % transports.length]!, logger).deliver(mail(subject)),
        ),
      );
      await expect
        .poll(async () => (await t.server.orm.em.fork().find(OutboxMessageSchema, { subject: { $in: subjects } })).every((r) => r.status === 'sent'), {
          timeout: 15_000,
        })
        .toBe(true);
      // A few more rounds of both loops: nothing is sent again.
      await new Promise((resolve) => setTimeout(resolve, 4 * SMTP_DELAY_MS));
      const ours = received.filter((r) => subjects.includes(r.subject));
      expect(ours.map((r) => r.subject).sort()).toEqual([...subjects].sort());
      const rows = await t.server.orm.em.fork().find(OutboxMessageSchema, { subject: { $in: subjects } });
      expect(rows.map((r) => [r.status, r.attempts, r.leaseUntil])).toEqual(rows.map(() => ['sent', 1, null]));
      expect(new Set(rows.map((r) => r.messageId)).size).toBe(20);
      for (const row of rows) expect(ours.find((r) => r.subject === row.subject)!.messageId).toBe(row.messageId);
    } finally {
      for (const stop of loops) stop();
      for (const transport of transports) transport.close();
    }
  });

  it('a sender that stops mid-send: nobody takes the mail while its lease holds; after it, it is sent again under the same Message-ID', async () => {
    const tried: OutgoingMail[] = [];
    // The first try never ends: the process "crashed" after handing the mail over, before recording anything.
    const stalled: MailTransport = { kind: 'smtp', send: (m) => (tried.push(m), new Promise<void>(() => undefined)), close: () => undefined };
    void new Mailer(t.server.orm.em.fork(), stalled, logger).deliver(mail('Crashed mid-send'));
    await expect.poll(() => tried.length, { timeout: 10_000 }).toBe(1);
    const claimed = await outboxRow('Crashed mid-send');
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed.leaseUntil).not.toBeNull();
    expect(tried[0]!.messageId).toBe(claimed.messageId);

    const smtpTransport = new SmtpTransport(smtpUrl);
    try {
      // The lease holds: every instance's delivery loop leaves the mail alone.
      for (const instance of instances) await retryDueMails(instance.orm, smtpTransport, logger);
      expect(received.filter((r) => r.subject === 'Crashed mid-send')).toEqual([]);
      // The lease has passed (outcome unknown): tried again, once, under the same Message-ID.
      const afterLease = new Date(Date.now() + OUTBOX_LEASE_MS + 60_000);
      await Promise.all(instances.map((instance) => retryDueMails(instance.orm, smtpTransport, logger, afterLease)));
      expect(received.filter((r) => r.subject === 'Crashed mid-send')).toEqual([{ subject: 'Crashed mid-send', messageId: claimed.messageId }]);
      expect(await outboxRow('Crashed mid-send')).toMatchObject({ status: 'sent', attempts: 2, leaseUntil: null, messageId: claimed.messageId });
    } finally {
      smtpTransport.close();
    }
  });
});

describe('payments and numbers across instances', () => {
  let owner: ApiClient;
  let member: ApiClient;
  beforeAll(async () => {
    owner = new ApiClient(urls[0]!);
    await owner.signIn('owner@org850.demo');
    member = new ApiClient(urls[0]!);
    await member.signIn('member@org850.demo');
  });
  /** The same person's session on every instance (a browser behind a load balancer). */
  const onEvery = (client: ApiClient) => urls.map((url) => Object.assign(new ApiClient(url), { cookie: client.cookie }));

  type Order = {
    id: number;
    orgSpecificId: number;
    amountPaidInCents: number;
    lastCompletedStatusKey: string | null;
    costs: { orderTotal: number; depositAmount: number };
  };
  async function orderNamed(title: string): Promise<Order> {
    const list = (await owner.call(ordersDataCall, { orgId: ORG, filters: { archived: 'all' } })).body.data.productOrders;
    const found = list.find((o) => o.title === title)!;
    return (await owner.call(orderDataCall, { orgId: ORG, productOrderOrgSpecificId: found.orgSpecificId })).body.data.productOrders[0] as unknown as Order;
  }
  /** The order with the contact details the payment screen needs, at the deposit step. */
  async function payable(title: string): Promise<Order> {
    const order = await orderNamed(title);
    const details = {
      phone: '(555) 014-2400',
      clientEmails: 'buyer@example.com',
      deliveryAddress: { streetAddress: '1 Pier', streetAddress2: '', city: 'Oakland', state: 'CA', zip: '94607', country: '' },
    };
    expect((await owner.call(productOrderCalls.update, { id: order.id, props: details })).status).toBe(200);
    if (order.lastCompletedStatusKey !== 'readyToPayDeposit') {
      expect(
        (await owner.call(updateOrderStatusCall, { productOrderId: order.id, orgId: ORG, statusKey: 'readyToPayDeposit', skipNotifyingGuest: true })).status,
      ).toBe(200);
    }
    return orderNamed(title);
  }
  const confirmPayments = async (id: number) =>
    (await owner.call(orderHistoryCall, { productOrderId: id })).body.data.history.filter((h) => h.move === 'confirmPayment');

  it('a succeeded-payment webhook sent twice to each instance at once credits one payment', async () => {
    let order = await payable('Show Home 2024');
    const intent = (await owner.call(createPaymentIntentCall, { productOrderId: order.id, paymentEnvironment: 'live', payInFull: true })).body.data;
    // The card network took the payment (the gateway's record says succeeded); its event is yet to come.
    const em = t.server.orm.em.fork();
    const stored = await em.findOneOrFail(GatewayIntentSchema, { id: intent.paymentIntentId });
    stored.intent = { ...stored.intent, status: 'succeeded' };
    await em.flush();
    const before = await confirmPayments(order.id);

    const body = JSON.stringify({
      id: 'evt_twice',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.paymentIntentId, object: 'payment_intent' } },
    });
    const path = `/configurator/payments/webhook/offline-card/${ORG}/live`;
    const deliveries = urls
      .concat(urls)
      .map((url) => new ApiClient(url).post(path, body, { 'content-type': 'application/json', 'stripe-signature': signPayload(body, SECRET) }));
    const outcomes = (await Promise.all(deliveries)).map((r) => (r.status === 200 ? (r.body as { outcome: string }).outcome : r.status));
    expect(outcomes.sort()).toEqual(['alreadyCredited', ...Array(outcomes.length - 2).fill('alreadyCredited'), 'credited'].sort());

    order = await orderNamed('Show Home 2024');
    expect(order.amountPaidInCents).toBe(intent.amountInCents - intent.upchargeAmountInCents);
    expect((await confirmPayments(order.id)).length).toBe(before.length + 1);
  });

  it('staff confirming an announced wire twice on each instance at once: one payment', async () => {
    const order = await payable('Residence – Level 2');
    const announced = await owner.call(confirmOrderPaymentCall, { productOrderId: order.id, paymentMethod: 'wire', payInFull: false });
    expect(announced.status, JSON.stringify(announced.body)).toBe(200);
    const before = await confirmPayments(order.id);
    const tabs = onEvery(member).concat(onEvery(member));
    const results = await Promise.all(tabs.map((tab) => tab.call(confirmPaymentReceivedCall, { productOrderId: order.id })));
    // Each answers: 200 (credited, or found already credited by its key while waiting for the order's lock) or 422 (nothing awaited any more).
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const paid = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data!.amountPaidInCents));
    expect(paid.size).toBe(1);
    expect([...paid][0]).toBeGreaterThan(order.amountPaidInCents);
    expect((await orderNamed('Residence – Level 2')).amountPaidInCents).toBe([...paid][0]);
    expect((await confirmPayments(order.id)).length).toBe(before.length + 1);
  });

  it('orders made at once on every instance get consecutive numbers, none twice', async () => {
    const tabs = Array.from({ length: 12 }, (_, i) => onEvery(owner)[i % urls.length]!);
    const made = await Promise.all(tabs.map((tab, i) => tab.call(createProductOrderCall, { productOrderProps: { orgId: ORG, title: `Numbered ${i}` } })));
    const numbers = made.map((r) => r.body.data.productOrder.orgSpecificId).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => numbers[0]! + i));
  });
});
