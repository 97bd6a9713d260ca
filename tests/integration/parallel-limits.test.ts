/**
 * Issue 32 item 2: limits hold against attempts sent all at once. A sign-in attempt takes its point
 * before the password is checked (rate-limiter-flexible's consume, one atomic upsert), so 50 wrong
 * passwords sent together for one account are checked at most 10 times (the production rule), the
 * rest refused with the lockout message; the right password stays refused until the window ends. The
 * same for token sign-ins, share-link visits and invitations. Each guess comes from its own address
 * (a spread-out attacker); on PostgreSQL the burst is spread over two instances sharing the counters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, generateShareableLinkCall, handleGuestShareLinkCall, inviteGuestCall, signInCall, tokenSignInCall } from '@configurator/core';
import type { RunningServer } from '@configurator/server/app';
import { rateLimitRules } from '@configurator/server/http/rate-limits';
import { issueUserToken } from '@configurator/server/auth/user-tokens';
import { ApiClient, startTestServer, type ErrorBody, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, PASSWORD } from './support/fixtures.ts';
import { instanceUrls, startSecondInstance } from './support/second-instance.ts';

const small = { tokenSignIn: { points: 5 }, shareLinkVisit: { points: 5 }, invitation: { points: 3 } };

let t: TestServer;
let second: RunningServer | null;
let urls: string[];
const previousTrustProxy = process.env.TRUST_PROXY;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  t = await startTestServer({ demoOrganisations: fixtureOrganisations, rateLimits: small });
  second = await startSecondInstance(t, { rateLimits: small });
  urls = instanceUrls(t, second);
});
afterAll(async () => {
  await second?.close();
  await t?.dispose();
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});

let addressCount = 0;
/** A fresh browser from its own address (X-Forwarded-For behind the trusted proxy), on instance i % n. */
function browser(i: number, address = `198.18.${Math.floor(++addressCount / 250)}.${addressCount % 250}`): ApiClient {
  const client = new ApiClient(urls[i % urls.length]!);
  const post = client.post.bind(client);
  client.post = (path, body, headers = { 'content-type': 'application/json' }) => post(path, body, { ...headers, 'x-forwarded-for': address });
  return client;
}

/** Statuses counted: { 401: n, 429: m, ... }. */
const tally = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
const sql = <T extends object[] = Record<string, unknown>[]>(query: string) => t.server.orm.em.fork().getConnection().execute<T>(query);

describe('password sign-in under parallel guesses', () => {
  const account = 'member@generic.demo';
  const limit = rateLimitRules.signInAccount.points;

  it(`50 wrong passwords at once: at most ${limit} checked (401), the rest 429 with the lockout message; the right one stays refused until the window ends`, async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => browser(i).post(signInCall.path, { email: account, password: `wrong-${i}` })));
    const counts = tally(results);
    expect(counts[401]).toBe(limit);
    expect(counts[429]).toBe(50 - limit);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    const refused = results.find((r) => r.status === 429)!;
    expect((refused.body as ErrorBody).error.message).toBe('Too many failed sign-ins for this account. Please wait 15 minute(s) and try again.');

    // Locked: the right password from a new address on either instance is refused too.
    for (let i = 0; i < urls.length; i++) expect((await browser(i).post(signInCall.path, { email: account, password: PASSWORD })).status).toBe(429);
    // The window ends (its stored end moved to now): the right password signs in, and clears the count.
    await sql(`update rate_limit set expire = ${Date.now()} where key = 'signInAccount:${account}'`);
    expect((await browser(0).post(signInCall.path, { email: account, password: PASSWORD })).status).toBe(200);
    expect(await sql(`select count(*)::int as n from rate_limit where key = 'signInAccount:${account}'`)).toEqual([{ n: 0 }]);
  });
});

describe('tokens, share links and invitations under a burst', () => {
  it(`token sign-in: ${small.tokenSignIn.points} unknown tokens checked from one address, the rest 429`, async () => {
    const address = '203.0.113.77';
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => browser(i, address).post(tokenSignInCall.path, { userToken: `guess-${i}` })));
    expect(tally(results)).toEqual({ 401: small.tokenSignIn.points, 429: 20 - small.tokenSignIn.points });
  });

  it('token sign-in: a valid link gives its point back (the reward), so good links never lock an address out', async () => {
    const address = '203.0.113.79';
    const [{ id }] = await sql<{ id: number }[]>(`select id from app_user where email = 'guest@generic.demo'`);
    for (let i = 0; i < small.tokenSignIn.points + 2; i++) {
      const userToken = await issueUserToken(t.server.orm.em.fork(), id);
      expect((await browser(i, address).post(tokenSignInCall.path, { userToken })).status).toBe(200);
    }
    expect((await browser(0, address).post(tokenSignInCall.path, { userToken: 'guess' })).status).toBe(401);
  });

  it(`share-link visits: ${small.shareLinkVisit.points} at once from one address make ${small.shareLinkVisit.points} guests, the rest 429 and no guest`, async () => {
    const owner = browser(0);
    await owner.signIn('owner@generic.demo');
    const order = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Burst' } })).body.data.productOrder;
    const link = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data.shareableLink!;
    const shareToken = new URL(link, 'http://x').searchParams.get('shareToken') ?? link;
    const [{ n: usersBefore }] = await sql<{ n: number }[]>('select count(*)::int as n from app_user');
    const address = '203.0.113.78';
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => browser(i, address).post(handleGuestShareLinkCall.path, { shareToken })));
    expect(tally(results)).toEqual({ 200: small.shareLinkVisit.points, 429: 12 - small.shareLinkVisit.points });
    expect(await sql('select count(*)::int as n from app_user')).toEqual([{ n: usersBefore + small.shareLinkVisit.points }]);
  });

  it(`invitations: ${small.invitation.points} of 8 sent at once by one person, the rest 429 and no account`, async () => {
    const owner = browser(0);
    await owner.signIn('owner@generic.demo');
    const onB = browser(1);
    onB.cookie = owner.cookie;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? onB : owner).call(inviteGuestCall, { email: `burst-${i}@example.com`, activeOrgId: G.orgId })),
    );
    expect(tally(results)).toEqual({ 200: small.invitation.points, 429: 8 - small.invitation.points });
    expect(await sql(`select count(*)::int as n from app_user where email like 'burst-%@example.com'`)).toEqual([{ n: small.invitation.points }]);
  });
});
