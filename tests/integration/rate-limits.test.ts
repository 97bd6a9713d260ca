/**
 * Issue 11 item 3: rate limits with their counters in the database. Small limits for this server
 * (the production rules are in server/src/http/rate-limits.ts); TRUST_PROXY lets each test speak from
 * its own address with X-Forwarded-For. On PostgreSQL a second server on the same database shares
 * the counters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProductOrderCall,
  documentPdfCall,
  generateShareableLinkCall,
  inviteGuestCall,
  getOrgRoleForTokenCall,
  handleGuestShareLinkCall,
  requestStatusUpdateCall,
  signInCall,
  tokenSignInCall,
} from '@configurator/core';
import { startServer, type RunningServer } from '@configurator/server/app';
import { RateLimits, rateLimitRules, type RateLimitName } from '@configurator/server/http/rate-limits';
import { ApiError } from '@configurator/server/http/errors';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, PASSWORD } from './support/fixtures.ts';
import { fixturePlugins } from '@configurator/test-harness';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { ApiClient, type ErrorBody } from '@configurator/test-harness';

const small = {
  signInAccount: { points: 3 },
  signInAddress: { points: 5 },
  tokenSignIn: { points: 3 },
  shareLinkVisit: { points: 3 },
  mail: { points: 2 },
  invitation: { points: 2 },
  pdf: { points: 1 },
};

let t: TestServer;
const previousTrustProxy = process.env.TRUST_PROXY;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  t = await startTestServer({ demoOrganisations: fixtureOrganisations, rateLimits: small });
});
afterAll(async () => {
  await t?.dispose();
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});

let addressCount = 0;
/** A client speaking from its own address (X-Forwarded-For behind the trusted proxy). */
function clientFrom(address = `203.0.113.${++addressCount}`, baseUrl = t.server.url) {
  const client = new ApiClient(baseUrl);
  const post = client.post.bind(client);
  client.post = (path, body, headers = { 'content-type': 'application/json' }) => post(path, body, { ...headers, 'x-forwarded-for': address });
  return client;
}

const signIn = (client: ApiClient, email: string, password: string) => client.post(signInCall.path, { email, password });

function expectRefused(result: { status: number; body: unknown; retryAfter?: string | null }) {
  expect(result.status).toBe(429);
  expect((result.body as ErrorBody).error.code).toBe('too_many_requests');
}

/** The Retry-After header of a raw POST. */
async function retryAfterOf(address: string, path: string, body: unknown): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(t.server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

describe('password sign-in', () => {
  it('per account: after 3 failures even the right password is refused with 429 and Retry-After', async () => {
    const client = clientFrom();
    for (let i = 0; i < 3; i++) expect((await signIn(client, 'member@generic.demo', 'wrong')).status).toBe(401);
    const refused = await signIn(client, 'member@generic.demo', PASSWORD);
    expectRefused(refused);
    expect((refused.body as ErrorBody).error.message).toBe('Too many failed sign-ins for this account. Please wait 15 minute(s) and try again.');
    const raw = await retryAfterOf('203.0.113.250', signInCall.path, { email: 'member@generic.demo', password: PASSWORD });
    expect(raw.status).toBe(429);
    expect(Number(raw.retryAfter)).toBeGreaterThan(0);
    expect(Number(raw.retryAfter)).toBeLessThanOrEqual(rateLimitRules.signInAccount.duration);
    // Another account from the same address still signs in.
    expect((await signIn(client, 'owner@generic.demo', PASSWORD)).status).toBe(200);
  });

  it('a successful sign-in clears the account count', async () => {
    for (let round = 0; round < 3; round++) {
      // A new address each round: the address count is not cleared by a success.
      const client = clientFrom();
      for (let i = 0; i < 2; i++) expect((await signIn(client, 'owner@other.test', 'wrong')).status).toBe(401);
      expect((await signIn(client, 'owner@other.test', PASSWORD)).status).toBe(200);
    }
  });

  it('per address: 5 failures over different accounts block the address, not other addresses', async () => {
    const client = clientFrom();
    for (let i = 0; i < 5; i++) expect((await signIn(client, `nobody${i}@example.com`, 'wrong')).status).toBe(401);
    const refused = await signIn(client, 'guest@generic.demo', PASSWORD);
    expectRefused(refused);
    expect((refused.body as ErrorBody).error.message).toMatch(/^Too many failed sign-ins from your network\./);
    expect((await signIn(clientFrom(), 'guest@generic.demo', PASSWORD)).status).toBe(200);
  });
});

describe('tokens and share links', () => {
  it('token sign-in: 3 unknown tokens from an address, then 429 (also for the token lookup)', async () => {
    const client = clientFrom();
    for (let i = 0; i < 3; i++) expect((await client.post(tokenSignInCall.path, { userToken: `guess-${i}` })).status).toBe(401);
    expectRefused(await client.post(tokenSignInCall.path, { userToken: 'guess-4' }));
    expectRefused(await client.post(getOrgRoleForTokenCall.path, { shareToken: 'guess-5' }));
  });

  it('the token lookup counts unknown tokens too', async () => {
    const client = clientFrom();
    for (let i = 0; i < 3; i++) expect((await client.post(getOrgRoleForTokenCall.path, { shareToken: `guess-${i}` })).status).toBe(404);
    expectRefused(await client.post(getOrgRoleForTokenCall.path, { shareToken: 'guess-4' }));
  });

  it('share-link visits: 3 per address, then 429 and no new guest user', async () => {
    const owner = clientFrom();
    await owner.signIn('owner@generic.demo');
    const order = (await owner.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Shared' } })).body.data.productOrder;
    const link = (await owner.call(generateShareableLinkCall, { productOrderId: order.id })).body.data.shareableLink;
    const shareToken = new URL(link!, 'http://x').searchParams.get('shareToken') ?? link!;
    const address = `198.51.100.${++addressCount}`;
    for (let i = 0; i < 3; i++) expect((await clientFrom(address).post(handleGuestShareLinkCall.path, { shareToken })).status).toBe(200);
    const users = await t.server.orm.em.fork().getConnection().execute('select count(*)::int as n from app_user');
    expectRefused(await clientFrom(address).post(handleGuestShareLinkCall.path, { shareToken }));
    expect(await t.server.orm.em.fork().getConnection().execute('select count(*)::int as n from app_user')).toEqual(users);
    expect((await clientFrom().post(handleGuestShareLinkCall.path, { shareToken })).status).toBe(200);
  });
});

describe('mails', () => {
  it('request status update: 2 per user, then 429', async () => {
    const guest = clientFrom();
    await guest.signIn('guest@generic.demo');
    const order = (await guest.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId, title: 'Mail me' } })).body.data.productOrder;
    for (let i = 0; i < 2; i++) expect((await guest.call(requestStatusUpdateCall, { productOrderId: order.id })).status).not.toBe(429);
    expectRefused(await guest.call(requestStatusUpdateCall, { productOrderId: order.id }));
  });

  it('invitations: 2 per user, then 429 and no third guest', async () => {
    const owner = clientFrom();
    await owner.signIn('owner@generic.demo');
    for (const n of [1, 2]) expect((await owner.call(inviteGuestCall, { email: `limited-${n}@example.com`, activeOrgId: G.orgId })).status).toBe(200);
    expectRefused(await owner.call(inviteGuestCall, { email: 'limited-3@example.com', activeOrgId: G.orgId }));
    expect(await t.server.orm.em.fork().getConnection().execute(`select count(*)::int as n from app_user where email = 'limited-3@example.com'`)).toEqual([
      { n: 0 },
    ]);
  });

  it('PDF documents: counted per user on the PDF route', async () => {
    const owner = clientFrom();
    await owner.signIn('owner@generic.demo');
    const body = { orgId: G.orgId, productOrderOrgSpecificId: 999999, mode: 'quote' };
    expect((await owner.post(documentPdfCall.path, body)).status).toBe(404);
    expectRefused(await owner.post(documentPdfCall.path, body));
  });
});

describe('the registry by name (uploads, PDFs, invitations: the routes use these names)', () => {
  it.each(['upload', 'pdf', 'invitation'] as RateLimitName[])('%s: counted in the database, refused past its points', async (name) => {
    const limits = new RateLimits(t.server.orm, { [name]: { points: 2 } });
    await limits.consume(name, 'user-1');
    await limits.consume(name, 'user-1');
    const refused = await limits.consume(name, 'user-1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    await limits.consume(name, 'user-2');
    const rows = await t.server.orm.em.fork().getConnection().execute(`select points from rate_limit where key = '${name}:user-1'`);
    expect(rows).toEqual([{ points: 3 }]);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('several instances on one PostgreSQL', () => {
  let second: RunningServer;
  beforeAll(async () => {
    second = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: t.databaseUrl,
      seed: false,
      plugins: [...installedPlugins, ...fixturePlugins],
      webDist: t.dataDir,
      logger: { info: () => undefined, error: () => undefined },
      rateLimits: small,
    });
  });
  afterAll(async () => second?.close());

  it('failures counted on one instance refuse the sign-in on the other', async () => {
    const address = `192.0.2.${++addressCount}`;
    for (let i = 0; i < 3; i++) expect((await signIn(clientFrom(address), 'owner@generic.demo', 'wrong')).status).toBe(401);
    expectRefused(await signIn(clientFrom(address, second.url), 'owner@generic.demo', PASSWORD));
  });
});
