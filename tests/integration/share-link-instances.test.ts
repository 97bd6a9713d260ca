/**
 * Issue 31 item 7 across instances: the share-link secret lives in the database, so two servers on
 * one PostgreSQL derive the same link (made on one, answered the same on the other, opened on the
 * other) and agree on a renewal. Each server makes the secret at start only if none exists, so both hold the one secret.
 * Runs only with DATABASE_URL (CI's PostgreSQL pass), like several-instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, generateShareableLinkCall, handleGuestShareLinkCall } from '@configurator/core';
import type { RunningServer } from '@configurator/server/app';
import { ServerSecretSchema } from '@configurator/server/db/entities/index';
import { ApiClient, startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import { startSecondInstance } from './support/second-instance.ts';

const adminUrl = process.env.DATABASE_URL;
let t: TestServer;
let second: RunningServer | null;
// The two instances behind one database, as a load balancer would spread them.
let a: { url: string; orm: TestServer['server']['orm'] };
let b: RunningServer;

beforeAll(async () => {
  if (!adminUrl) return;
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!] });
  second = await startSecondInstance(t);
  a = t.server;
  b = second!;
});
afterAll(async () => {
  await second?.close();
  await t?.stop();
});

describe.skipIf(!adminUrl)('share links on two instances', () => {
  it('both derive the same link from one stored secret, and a renewal on one is refused on the other', async () => {
    const onA = new ApiClient(a.url);
    await onA.signIn('owner@generic.demo');
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    const orders = await Promise.all(
      ['One', 'Two'].map(async (title) => (await onA.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title } })).body.data.productOrder),
    );
    // The first links of both instances at once: each makes the secret only if none exists.
    const [first, second] = await Promise.all([
      onA.call(generateShareableLinkCall, { productOrderId: orders[0]!.id }),
      onB.call(generateShareableLinkCall, { productOrderId: orders[1]!.id }),
    ]);
    expect(await a.orm.em.fork().count(ServerSecretSchema, {})).toBe(1);
    const link = first.body.data.shareableLink!;
    expect((await onB.call(generateShareableLinkCall, { productOrderId: orders[0]!.id })).body.data.shareableLink).toBe(link);
    expect((await onA.call(generateShareableLinkCall, { productOrderId: orders[1]!.id })).body.data.shareableLink).toBe(second.body.data.shareableLink);
    expect((await new ApiClient(b.url).call(handleGuestShareLinkCall, { shareToken: link })).status).toBe(200);
    const renewed = (await onB.call(generateShareableLinkCall, { productOrderId: orders[0]!.id, regenerate: true })).body.data.shareableLink!;
    expect((await new ApiClient(a.url).call(handleGuestShareLinkCall, { shareToken: link })).status).toBe(404);
    expect((await new ApiClient(a.url).call(handleGuestShareLinkCall, { shareToken: renewed })).status).toBe(200);
  });
});
