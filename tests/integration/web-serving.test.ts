/** The server serves the built web app with a fallback to index.html for the web router's paths. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClients, startTestServer, type TestServer } from '@configurator/test-harness';
import {
  createProductOrderCall,
  escapeHtml,
  fillTemplate,
  getSessionCall,
  homepageDataCall,
  loadingScreenHtml,
  orderDataCall,
  themeOf,
  themeVariables,
  wordingOf,
} from '@configurator/core';
import type { DocumentBoot } from '@configurator/core/document-boot';
import { generic } from './support/fixtures.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta name="description" content="A neutral portal." /><title>app</title></head><body><div id="root"></div></body></html>';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [generic], seed: true });
  const web = join(t.dataDir, 'no-web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX_HTML);
  writeFileSync(join(web, 'assets', 'app-123.js'), 'console.log(1)');
  // What the build writes for the route preloads (web/vite.config.ts): Vite's manifest and the route table.
  mkdirSync(join(web, '.vite'), { recursive: true });
  writeFileSync(
    join(web, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-123.js', isEntry: true },
      'src/Order.tsx': { file: 'assets/Order-1.js', imports: ['_draw.js'] },
      '_draw.js': { file: 'assets/draw-2.js' },
    }),
  );
  writeFileSync(join(web, 'route-modules.json'), JSON.stringify([{ pattern: '/orders/:orderId', module: 'src/Order.tsx' }]));
});
afterAll(async () => t?.dispose());

const get = (path: string) => fetch(t.server.url + path);
/** The document's data block (server/src/http/first-paint.ts). */
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="boot-session">(.*?)<\/script><div id="root">/.exec(html)![1]!) as DocumentBoot;

describe('web app', () => {
  it('serves index.html at / and for any path the web router owns', async () => {
    for (const path of ['/', '/orders', '/orders/12/documents', '/admin/products', '/404/order', '/no/such/page']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it('paints the loading screen before any script runs: index.html carries it in its root element', async () => {
    for (const path of ['/', '/index.html', '/orders/12']) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(`<div id="root">${loadingScreenHtml()}</div>`);
      expect(html, path).toContain('<h1 class="loading-title">Loading up</h1>');
    }
  });

  it("shows a signed-in document in the active organisation's look: its theme variables, title and portal description", async () => {
    const neutral = await get('/orders');
    const neutralHtml = await neutral.text();
    expect(neutralHtml).toContain('<html lang="en"><head><meta name="description" content="A neutral portal." /><title>app</title>');

    const [owner] = await signedInClients(t, 'owner@generic.demo');
    const response = await fetch(`${t.server.url}/orders`, { headers: { cookie: owner!.cookie! } });
    const html = await response.text();
    const registry = t.server.registries.forOrg(generic);
    const style = Object.entries(themeVariables(themeOf(registry)))
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    expect(html).toContain(`<html lang="en" style="${escapeHtml(style)}">`);
    expect(style).toContain(`--accent:${themeOf(registry).accentColor}`);
    expect(html).toContain(`<title>${escapeHtml(generic.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(fillTemplate(wordingOf(registry).homeTitle, { orgTitle: generic.title }))}" />`);
    expect(html).toContain(loadingScreenHtml());
    // One URL, two documents: caches must key on the cookie; each carries a session, so neither is kept.
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(neutral.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('last-modified')).toBeNull();
  });

  it("carries the session check's answer, the same the call gives, for each user; {data: null} signed out", async () => {
    expect(bootOf(await (await get('/orders')).text()).session).toEqual({ data: null });
    expect(bootOf(await (await fetch(`${t.server.url}/`, { headers: { cookie: 'configurator_session=expired-or-made-up' } })).text()).session).toEqual({
      data: null,
    });
    for (const client of await signedInClients(t, 'owner@generic.demo', 'member@generic.demo', 'guest@generic.demo')) {
      const answer = await client.call(getSessionCall, {});
      expect(answer.status).toBe(200);
      const html = await (await fetch(`${t.server.url}/orders`, { headers: { cookie: client.cookie! } })).text();
      expect(bootOf(html)).toEqual({ session: answer.body, answers: [] });
    }
  });

  it("carries the answer of the route's first call, as the call gives it to each user (prices hidden where hidden), with its tag", async () => {
    const clients = await signedInClients(t, 'owner@generic.demo', 'member@generic.demo', 'guest@generic.demo');
    const [owner] = clients;
    const created = await owner!.call(createProductOrderCall, { productOrderProps: { orgId: generic.id, title: 'Carried by the document' } });
    const orderNumber = created.body.data!.productOrder.orgSpecificId;
    for (const client of clients) {
      const page = (path: string) => fetch(`${t.server.url}${path}`, { headers: { cookie: client.cookie! } }).then((r) => r.text());
      const home = bootOf(await page('/')).answers;
      const homeAnswer = await client.call(homepageDataCall, { orgId: generic.id });
      expect(home).toEqual([{ path: homepageDataCall.path, body: JSON.stringify({ orgId: generic.id }), answer: homeAnswer.body }]);

      const body = { orgId: generic.id, productOrderOrgSpecificId: orderNumber };
      const order = bootOf(await page(`/orders/${orderNumber}`)).answers;
      const posted = await fetch(t.server.url + orderDataCall.path, {
        method: 'POST',
        headers: { cookie: client.cookie!, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (posted.status !== 200) {
        // Refused to this user: the document carries nothing, and the screen asks and shows why.
        expect(order).toEqual([]);
        continue;
      }
      expect(order).toEqual([{ path: orderDataCall.path, body: JSON.stringify(body), etag: posted.headers.get('etag'), answer: await posted.json() }]);
    }
    // Nothing for an order that does not exist, an address that names none, or an arrival link.
    for (const path of ['/orders/987654', '/orders/abc', `/orders/${orderNumber}?shareToken=x`, '/orders/%E0%A4%A']) {
      expect(bootOf(await (await fetch(`${t.server.url}${path}`, { headers: { cookie: owner!.cookie! } })).text()).answers, path).toEqual([]);
    }
  });

  it("preloads the route's own chunks in the document, from the build's manifest", async () => {
    const html = await (await get('/orders/12')).text();
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Order-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/draw-2.js"></head>',
    );
    expect(await (await get('/orders')).text()).not.toContain('modulepreload');
    // The manifest itself is not served: a hidden folder.
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(await manifest.text()).not.toContain('Order-1.js');
  });

  it('answers /robots.txt as plain text from the server, not with the app', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n');
  });

  it('serves built assets with long caching, and 404 for a missing asset', async () => {
    const asset = await get('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('never answers API paths with the app: unknown calls are JSON 404s', async () => {
    for (const path of ['/api/configurator/nothing', '/auth/nothing', '/configurator/nothing']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
