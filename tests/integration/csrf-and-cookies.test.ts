/**
 * CSRF (issue 11, item 5): a state-changing call sent by a page of another site is refused before
 * anything runs, bodiless POSTs (sign-out) included. Cookies (item 6): the session cookie is Secure
 * whenever the public URL is https, and when a trusted proxy reports https.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProductOrderCall, getSessionCall, messages } from '@configurator/core';
import { ProductOrderSchema } from '@configurator/server/db/entities/index';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations, G, PASSWORD } from './support/fixtures.ts';
import type { ApiClient } from '@configurator/test-harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!] });
});
afterAll(async () => t?.dispose());

const signedIn = async (): Promise<ApiClient> => {
  const client = t.client();
  await client.signIn('owner@generic.demo');
  return client;
};

/** A raw POST with the client's cookie and the given browser headers. */
const send = (client: ApiClient, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(t.server.url + path, {
    method: 'POST',
    headers: { cookie: client.cookie!, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const stillSignedIn = async (client: ApiClient) => (await client.call(getSessionCall, {})).body.data !== null;
const orderCount = () => t.server.orm.em.fork().count(ProductOrderSchema, {});

describe('cross-site requests', () => {
  it('refuses a bodiless sign-out sent from another origin, and the session stays', async () => {
    const client = await signedIn();
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of forged) {
      const response = await send(client, '/auth/sign-out', headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message: messages.crossSiteRequest } });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await stillSignedIn(client)).toBe(true);
  });

  it('refuses a cross-site JSON write and changes nothing', async () => {
    const client = await signedIn();
    const before = await orderCount();
    const response = await send(
      client,
      createProductOrderCall.path,
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { productOrderProps: { orgId: G.orgId, title: 'Forged' } },
    );
    expect(response.status).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it("accepts the portal's own pages (same origin), and callers that are not browsers", async () => {
    const client = await signedIn();
    const own = await send(
      client,
      createProductOrderCall.path,
      { origin: t.server.url, 'sec-fetch-site': 'same-origin' },
      { productOrderProps: { orgId: G.orgId } },
    );
    expect(own.status).toBe(200);
    const script = await client.call(createProductOrderCall, { productOrderProps: { orgId: G.orgId } });
    expect(script.status).toBe(200);
    expect((await send(client, '/auth/sign-out', { origin: t.server.url })).status).toBe(200);
    expect(await stillSignedIn(client)).toBe(false);
  });

  it('with a configured public URL, only that origin is this site', async () => {
    const settings = t.server.settings;
    const before = { ...settings };
    Object.assign(settings, { publicUrl: 'http://portal.example:8080', publicUrlConfigured: true });
    try {
      const body = JSON.stringify({ email: 'owner@generic.demo', password: PASSWORD });
      const post = (origin: string) => fetch(`${t.server.url}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body });
      expect((await post(t.server.url)).status).toBe(403);
      expect((await post('http://portal.example:8080')).status).toBe(200);
    } finally {
      Object.assign(settings, before);
    }
  });
});

describe('the session cookie', () => {
  const settings = () => t.server.settings;
  let saved: { publicUrl: string; publicUrlConfigured: boolean };
  beforeAll(() => {
    saved = { ...settings() };
  });
  afterEach(() => {
    Object.assign(settings(), saved);
    t.server.app.proxy = false;
  });

  const signInCookie = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${t.server.url}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'owner@generic.demo', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie().join('\n').toLowerCase();
  };

  it('is not Secure on a plain-HTTP portal (a local demo would lose its session)', async () => {
    expect(await signInCookie()).not.toContain('secure');
  });

  it("is Secure whenever the public URL is https, even over the proxy's plain-HTTP hop", async () => {
    Object.assign(settings(), { publicUrl: 'https://portal.example', publicUrlConfigured: true });
    const cookie = await signInCookie();
    expect(cookie).toContain('configurator_session=');
    expect(cookie).toContain('; secure');
    expect(cookie).toContain('httponly');
  });

  it('is Secure when a trusted proxy (TRUST_PROXY=1) reports https, and the proxy is believed only then', async () => {
    expect(await signInCookie({ 'x-forwarded-proto': 'https' })).not.toContain('secure');
    t.server.app.proxy = true;
    expect(await signInCookie({ 'x-forwarded-proto': 'https' })).toContain('; secure');
  });
});
