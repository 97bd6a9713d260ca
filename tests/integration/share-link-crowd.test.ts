/**
 * Issue 32 item 4: many people open one share link at once. Each visitor becomes exactly one guest
 * (a new browser: a new guest; one browser's simultaneous visits: one guest), every visit answers
 * 200 (409 is for a stale version only), the order lists each as a sharee, and no user is left without
 * an organisation. On PostgreSQL the crowd is spread over two instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, generateShareableLinkCall, handleGuestShareLinkCall } from '@configurator/core';
import type { RunningServer } from '@configurator/server/app';
import { ProductOrderSchema } from '@configurator/server/db/entities/index';
import { SHARE_GUEST_COOKIE } from '@configurator/server/auth/share-guest-cookie';
import { ApiClient, startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G } from './support/fixtures.ts';
import { instanceUrls, startSecondInstance } from './support/second-instance.ts';

let t: TestServer;
let second: RunningServer | null;
let urls: string[];
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: fixtureOrganisations });
  second = await startSecondInstance(t);
  urls = instanceUrls(t, second);
});
afterAll(async () => {
  await second?.close();
  await t?.dispose();
});

const sql = <T extends object[] = Record<string, unknown>[]>(query: string) => t.server.orm.em.fork().getConnection().execute<T>(query);
const orphans = async () =>
  (await sql<{ n: number }[]>('select count(*)::int as n from app_user u where not exists (select 1 from membership m where m.user_id = u.id)'))[0]!.n;

/** A new order of the generic organisation and its share link's token. */
async function sharedOrder(title: string): Promise<{ id: number; shareToken: string }> {
  const owner = new ApiClient(urls[0]!);
  await owner.signIn('owner@generic.demo');
  const order = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title } })).body.data.productOrder;
  const link = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data.shareableLink!;
  return { id: order.id, shareToken: new URL(link, 'http://x').searchParams.get('shareToken') ?? link };
}

/** The order's sharees (its involved users with the sharee role). */
const shareesOf = async (id: number) =>
  Object.entries((await t.server.orm.em.fork().findOneOrFail(ProductOrderSchema, { id })).involvedUsers)
    .filter(([, entry]) => entry.role === 'sharee')
    .map(([userId]) => Number(userId));

describe('a share link opened by a crowd', () => {
  it('20 first visits at once: 20 × 200, 20 guests each with one membership and a sharee entry, no orphan user', async () => {
    const { id, shareToken } = await sharedOrder('Crowd');
    const orphansBefore = await orphans();
    const browsers = Array.from({ length: 20 }, (_, i) => new ApiClient(urls[i % urls.length]!));
    const results = await Promise.all(browsers.map((b) => b.call(handleGuestShareLinkCall, { shareToken })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const guests = results.map((r) => r.body.data!.session.user.id);
    expect(new Set(guests).size).toBe(20);
    expect((await shareesOf(id)).sort()).toEqual([...guests].sort());
    const memberships = await sql<{ n: number }[]>(
      `select count(*)::int as n from membership where org_id = ${G.orgId} and role = 'guest' and user_id in (${guests.join(',')})`,
    );
    expect(memberships).toEqual([{ n: 20 }]);
    expect(await orphans()).toBe(orphansBefore);
  });

  it('one browser opening the link in 5 tabs at once gets one guest', async () => {
    const { id, shareToken } = await sharedOrder('One browser');
    // The browser's key from an earlier visit elsewhere (the cookie every tab sends).
    const key = 'k'.repeat(32);
    const tabs = Array.from({ length: 5 }, (_, i) => {
      const tab = new ApiClient(urls[i % urls.length]!);
      tab.cookie = `${SHARE_GUEST_COOKIE}=${key}`;
      return tab;
    });
    const orphansBefore = await orphans();
    const results = await Promise.all(tabs.map((tab) => tab.call(handleGuestShareLinkCall, { shareToken })));
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(results.map((r) => r.body.data!.session.user.id)).size).toBe(1);
    expect(await shareesOf(id)).toHaveLength(1);
    expect(await orphans()).toBe(orphansBefore);
  });

  it('a signed-in person opening links of two orders of one organisation at once joins it once', async () => {
    const [a, b] = [await sharedOrder('Pair A'), await sharedOrder('Pair B')];
    const first = new ApiClient(urls[0]!);
    await first.call(handleGuestShareLinkCall, { shareToken: a.shareToken });
    const userId = (await first.call(handleGuestShareLinkCall, { shareToken: a.shareToken })).body.data!.session.user.id;
    // The same guest, now signed in, opens a third order's link twice at once on both instances.
    const c = await sharedOrder('Pair C');
    const tabs = urls.concat(urls).map((url) => Object.assign(new ApiClient(url), { cookie: first.cookie }));
    const results = await Promise.all(tabs.map((tab, i) => tab.call(handleGuestShareLinkCall, { shareToken: i % 2 ? c.shareToken : b.shareToken })));
    expect(results.map((r) => r.status)).toEqual(Array(tabs.length).fill(200));
    expect(results.every((r) => r.body.data!.session.user.id === userId)).toBe(true);
    expect(await sql(`select count(*)::int as n from membership where user_id = ${userId}`)).toEqual([{ n: 1 }]);
  });
});
