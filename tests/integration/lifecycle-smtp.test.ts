/**
 * With SMTP_URL set, notification mails go over SMTP (here to a local test SMTP server, smtp-server)
 * and are still kept in the outbox, marked sent; with the SMTP server down they stay pending and the
 * retry job sends them when it is back, or marks them failed after the last try.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OUTBOX_MAX_ATTEMPTS, createProductOrderCall, outboxCall, productInstanceCalls, productOrderCalls, submitOrderCall } from '@configurator/core';
// The test server first: it loads the server's composition root (and its reflect polyfill) before the Mailer.
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { Mailer } from '@configurator/server/mail/mailer';
import { OutboxOnlyTransport, SmtpTransport, type MailTransport } from '@configurator/server/mail/mail-transport';
import { retryDueMails } from '@configurator/server/mail/outbox-delivery';
import { OutboxMessageSchema } from '@configurator/server/db/entities/index';
import { fixtureOrganisations, G } from './support/fixtures.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let t: TestServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestServer({
    demoOrganisations: fixtureOrganisations,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Portal <portal@generic.example>',
    retryOutbox: false,
  });
});
afterAll(async () => {
  await t?.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('notifications over SMTP', () => {
  it('sends the submit notification to the staff and keeps it in the outbox as sent', async () => {
    const guest = t.client();
    await guest.signIn('guest@generic.demo');
    const order = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Mailed order' } })).body.data.productOrder;
    await guest.call(productInstanceCalls.create, { props: { productOrderId: order.id, productId: G.shaker } });
    await guest.call(productOrderCalls.update, {
      id: order.id,
      props: {
        phone: '2125550100',
        firmName: 'Gail & Co',
        clientEmails: 'gail@co.example',
        deliveryAddress: { streetAddress: '5 Elm', streetAddress2: '', city: 'Albany', state: 'NY', zip: '12207', country: '' },
      },
    });
    expect((await guest.call(submitOrderCall, { productOrderId: order.id })).status).toBe(200);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('portal@generic.example');
    expect(mail.to).toEqual(expect.arrayContaining(['owner@generic.demo', 'member@generic.demo']));
    expect(mail.raw).toContain(`Subject: Order #${order.orgSpecificId} submitted for review: Mailed order`);
    expect(mail.raw).toContain(`/orders/${order.orgSpecificId}?orgId=${G.orgId}`);

    const owner = t.client();
    await owner.signIn('owner@generic.demo');
    const outbox = (await owner.call(outboxCall, { productOrderId: order.id })).body.data.messages;
    expect(outbox.map((m) => [m.event, m.transport, m.status, m.attempts])).toEqual([['submitted', 'smtp', 'sent', 1]]);
  });
});

describe('an SMTP server that is down', () => {
  const logged: string[] = [];
  const logger = { info: () => undefined, error: (message: string) => logged.push(message) };
  /** A port nothing listens on: the SMTP server is down. */
  async function downSmtpUrl(): Promise<string> {
    const probe = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return `smtp://127.0.0.1:${port}`;
  }
  const rowOf = (subject: string) => t.server.orm.em.fork().findOneOrFail(OutboxMessageSchema, { subject });
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('loses no mail: it stays pending with its attempt and error, and the retry job sends it once the server is back', async () => {
    const down = new SmtpTransport(await downSmtpUrl());
    const mailer = new Mailer(t.server.orm.em.fork(), down, logger);
    await mailer.deliver({
      orgId: G.orgId,
      productOrderId: null,
      event: 'submitted',
      to: ['owner@generic.demo'],
      subject: 'Kept while down',
      text: 'x',
      html: '<p>x</p>',
    });
    let row = await rowOf('Kept while down');
    expect(row).toMatchObject({ transport: 'smtp', status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt! > row.created).toBe(true);
    expect(logged.at(-1)).toBe("Mail 'Kept while down' could not be sent over SMTP (try 1); it stays in the outbox and is tried again.");

    // Not due yet: the job leaves it; still down when due: a second attempt, tried again later.
    expect(await retryDueMails(t.server.orm, down, logger)).toBe(0);
    await retryDueMails(t.server.orm, down, logger, later(2));
    row = await rowOf('Kept while down');
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });

    // The server is back: the next due round sends it, once.
    const before = received.length;
    const back = new SmtpTransport(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`);
    expect(await retryDueMails(t.server.orm, back, logger, later(10))).toBeGreaterThanOrEqual(1);
    row = await rowOf('Kept while down');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
    expect(received.slice(before).filter((m) => m.raw.includes('Subject: Kept while down'))).toHaveLength(1);
    await retryDueMails(t.server.orm, back, logger, later(60));
    expect(received.slice(before).filter((m) => m.raw.includes('Subject: Kept while down'))).toHaveLength(1);
    back.close();
    down.close();
  });

  it(`marks a mail failed after ${OUTBOX_MAX_ATTEMPTS} refused tries, and shows staff its state in the outbox`, async () => {
    const failing: MailTransport = { kind: 'smtp', send: () => Promise.reject(new Error('554 relay refused')), close: () => undefined };
    await new Mailer(t.server.orm.em.fork(), failing, logger).deliver({
      orgId: G.orgId,
      productOrderId: null,
      event: 'submitted',
      to: ['owner@generic.demo'],
      subject: 'Refused for good',
      text: 'x',
      html: '<p>x</p>',
    });
    for (let round = 1; round < OUTBOX_MAX_ATTEMPTS + 2; round++) await retryDueMails(t.server.orm, failing, logger, later(2 ** (round + 2)));
    const row = await rowOf('Refused for good');
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, lastError: '554 relay refused', nextAttemptAt: null });
    const owner = t.client();
    await owner.signIn('owner@generic.demo');
    const shown = (await owner.call(outboxCall, { limit: 10 })).body.data.messages.find((m) => m.subject === 'Refused for good');
    expect(shown).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, lastError: '554 relay refused' });
  });

  it('keeps a mail as the delivery when there is no SMTP (status kept, never tried)', async () => {
    await new Mailer(t.server.orm.em.fork(), new OutboxOnlyTransport(), logger).deliver({
      orgId: G.orgId,
      productOrderId: null,
      event: 'submitted',
      to: ['owner@generic.demo'],
      subject: 'Outbox only',
      text: 'x',
      html: '<p>x</p>',
    });
    expect(await rowOf('Outbox only')).toMatchObject({ transport: 'outbox', status: 'kept', attempts: 0 });
  });
});
