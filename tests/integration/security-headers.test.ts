/**
 * Headers and caching (issue 11, item 4): a strict Content-Security-Policy on every answer (Stripe's
 * origins on the card payment page only), nosniff, no framing, no referrer, HSTS behind https, API
 * answers never stored, hashed assets cached for a year, no public source maps.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations } from './support/fixtures.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!] });
  const web = join(t.dataDir, 'no-web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/app-1a2b.js"></script>');
  writeFileSync(join(web, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(join(web, 'assets', 'app-1a2b.js.map'), '{"sources":["secret.ts"]}');
});
afterAll(async () => t?.dispose());

const get = (path: string) => fetch(t.server.url + path);

/** The policy's directives by name. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('the app carries a strict policy: scripts, styles and connections from this origin only, no framing', async () => {
    const response = await get('/orders');
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')?.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it("allows Stripe's origins on the card payment page (the order page) only", async () => {
    const payment = policyOf(await get('/orders/12'));
    expect(payment.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(payment.get('frame-src')).toContain('https://js.stripe.com');
    expect(payment.get('connect-src')).toContain('https://api.stripe.com');
    for (const path of ['/', '/orders', '/orders/12/documents', '/admin/products', '/sign-in']) {
      expect(policyOf(await get(path)).get('script-src'), path).toEqual(["'self'"]);
    }
  });

  it('sends HSTS and upgrades requests when the public URL is https', async () => {
    const before = t.server.settings.publicUrl;
    t.server.settings.publicUrl = 'https://portal.example.com';
    try {
      const response = await get('/');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      t.server.settings.publicUrl = before;
    }
  });
});

describe('caching', () => {
  it('never stores an API answer: calls, errors and unknown calls', async () => {
    const answers = [
      await fetch(`${t.server.url}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@generic.demo', password: 'demo1234' }),
      }),
      await fetch(`${t.server.url}/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await get('/configurator/nothing'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 404]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('caches hashed assets for a year as immutable, and serves no source map', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app-1a2b.js.map')).status).toBe(404);
  });
});
