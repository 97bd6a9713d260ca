/** The server serves the built web app with a fallback to index.html for the web router's paths. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations } from './support/fixtures.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!], seed: true });
  const web = join(t.dataDir, 'no-web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(web, 'assets', 'app-123.js'), 'console.log(1)');
});
afterAll(async () => t?.dispose());

const get = (path: string) => fetch(t.server.url + path);

describe('web app', () => {
  it('serves index.html at / and for any path the web router owns', async () => {
    for (const path of ['/', '/orders', '/orders/12/documents', '/admin/products', '/404/order', '/no/such/page']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
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
