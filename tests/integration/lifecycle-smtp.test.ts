/**
 * With SMTP_URL set, notification mails go over SMTP (here to a local test SMTP server, smtp-server)
 * and are still kept in the outbox, marked as sent over SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createProductOrderCall, outboxCall, productInstanceCalls, productOrderCalls, submitOrderCall } from '@configurator/core';
// The test server first: it loads the server's composition root (and its reflect polyfill) before the Mailer.
import { startTestServer, type TestServer } from './support/test-server.ts';
import { Mailer } from '@configurator/server/mail/mailer';
import type { MailTransport } from '@configurator/server/mail/mail-transport';
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
  t = await startTestServer({ demoOrganisations: fixtureOrganisations, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Portal <portal@generic.example>' });
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
      props: { phone: '2125550100', firmName: 'Gail & Co', clientEmails: 'gail@co.example', deliveryAddress: { streetAddress: '5 Elm', streetAddress2: '', city: 'Albany', state: 'NY', zip: '12207', country: '' } },
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
    expect(outbox.map((m) => [m.event, m.transport])).toEqual([['submitted', 'smtp']]);
  });
});

describe('an SMTP failure', () => {
  it('keeps the mail in the outbox as not sent and logs it; nothing is lost', async () => {
    const failing: MailTransport = { kind: 'smtp', send: () => Promise.reject(new Error('connection refused')), close: () => undefined };
    const logged: string[] = [];
    const mailer = new Mailer(t.server.orm.em.fork(), failing, { info: () => undefined, error: (message) => logged.push(message) });
    await mailer.deliver({ orgId: G.orgId, productOrderId: null, event: 'submitted', to: ['owner@generic.demo'], subject: 'Kept anyway', text: 'x', html: '<p>x</p>' });
    const row = await t.server.orm.em.fork().findOneOrFail(OutboxMessageSchema, { subject: 'Kept anyway' });
    expect(row.transport).toBe('outbox');
    expect(logged).toEqual(["Mail 'Kept anyway' could not be sent over SMTP; it is kept in the outbox."]);
  });
});
