/**
 * Transport: every answer above the threshold goes out brotli- or gzip-compressed by what the client
 * accepts (API calls and the web app's files alike); hashed assets are cached for a year, unhashed files
 * revalidated on each load, and index.html (which carries the session) never kept.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homepageDataCall } from '@configurator/core';
import { ASSET_CACHE_CONTROL, DOCUMENT_CACHE_CONTROL, SESSION_DOCUMENT_CACHE_CONTROL } from '../../server/src/http/static-web.ts';
import { signedInClients, startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations } from './support/fixtures.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire, before any decoding. */
  bytes: Buffer;
}

/** node:http rather than fetch: fetch decodes the body, and the test is about the encoded bytes. */
function raw(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  return answer.bytes.toString('utf8');
};

// A script large enough to be worth compressing (several kB, repetitive like real bundles).
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
const orgId = fixtureOrganisations[0]!.id;

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!], seed: true });
  const web = join(t.dataDir, 'no-web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(join(web, 'assets', 'app-abc123.js'), script);
  // An unhashed file of web/public (as zod-jitless.js).
  writeFileSync(join(web, 'public-script.js'), script);
  const [owner] = await signedInClients(t, 'owner@generic.demo');
  cookie = owner!.cookie!;
});
afterAll(async () => t?.dispose());

describe('compression', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`compresses a hashed asset with ${encoding} when the client accepts it`, async () => {
      const answer = await raw(`${t.server.url}/assets/app-abc123.js`, { 'accept-encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.bytes.length).toBeLessThan(script.length / 3);
      expect(decode(answer)).toBe(script);
    });

    it(`compresses an API answer with ${encoding}`, async () => {
      const body = JSON.stringify({ orgId });
      const answer = await raw(
        t.server.url + homepageDataCall.path,
        { 'accept-encoding': encoding, 'content-type': 'application/json', cookie, origin: t.server.url },
        'POST',
        body,
      );
      expect(answer.status).toBe(200);
      const text = decode(answer);
      expect(JSON.parse(text)).toHaveProperty('data.products');
      expect(text.length).toBeGreaterThan(1024);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.bytes.length).toBeLessThan(text.length);
    });
  }

  it('prefers brotli when both are accepted, and sends the bytes as they are to a client that accepts neither', async () => {
    const both = await raw(`${t.server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await raw(`${t.server.url}/assets/app-abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString('utf8')).toBe(script);
  });

  it('compresses the app document and the API reference with the same setup', async () => {
    const page = await raw(`${t.server.url}/orders`, { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decode(page)).toContain('<title>app</title>');
    const reference = await raw(`${t.server.url}/api/openapi.json`, { 'accept-encoding': 'br' });
    expect(reference.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(reference))).toHaveProperty('openapi');
  });

  it('leaves small answers uncompressed (below the threshold the headers outweigh the saving)', async () => {
    const robots = await raw(`${t.server.url}/robots.txt`, { 'accept-encoding': 'br, gzip' });
    expect(robots.status).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
  });
});

describe('cache headers', () => {
  it('hashed assets are immutable for a year', async () => {
    const answer = await raw(`${t.server.url}/assets/app-abc123.js`, {});
    expect(answer.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(ASSET_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it("index.html is never kept, at / and at the web router's paths: it carries the session check's answer", async () => {
    for (const path of ['/', '/index.html', '/orders/12']) {
      const answer = await raw(t.server.url + path, {});
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(SESSION_DOCUMENT_CACHE_CONTROL);
      // Not the built file's date: a revalidation by date would answer 304 for another session's text.
      expect(answer.headers['last-modified'], path).toBeUndefined();
    }
    const again = await raw(`${t.server.url}/`, { 'if-modified-since': new Date().toUTCString() });
    expect(again.status).toBe(200);
  });

  it('unhashed public files are revalidated on every load', async () => {
    const answer = await raw(`${t.server.url}/public-script.js`, {});
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(DOCUMENT_CACHE_CONTROL);
    const again = await raw(`${t.server.url}/public-script.js`, { 'if-modified-since': answer.headers['last-modified'] as string });
    expect(again.status).toBe(304);
  });

  it('a missing asset is a 404 without the year-long cache', async () => {
    const answer = await raw(`${t.server.url}/assets/missing-abc.js`, {});
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).not.toBe(ASSET_CACHE_CONTROL);
  });
});
