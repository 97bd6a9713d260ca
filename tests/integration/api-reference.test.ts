/**
 * Issue 21: the API reference is generated, valid OpenAPI 3.1, committed, served and true to what the
 * server mounts. The document is built from the running server's calls; docs/openapi.json must be
 * the same bytes (any change to a call shows in review).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from '@configurator/server/openapi/openapi-document';
import { stableJson } from '@configurator/server/openapi/stable-json';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

const committedPath = join(import.meta.dirname, '../../docs/openapi.json');

let t: TestServer;
let document: OpenApiDocument;
beforeAll(async () => {
  // The installed plugins alone, as `npm run api:doc` builds the document: the test harness's fixture
  // plugins (their calls included) are not part of the platform's reference.
  t = await startTestServer({ seed: false, plugins: installedPlugins });
  document = buildOpenApiDocument({ calls: t.server.calls, routes: t.server.routes });
});
afterAll(async () => t?.dispose());

/** Every method and path the router answers, OpenAPI style (GET only for HEAD+GET layers). */
function routerRoutes(): string[] {
  const routes = new Set<string>();
  for (const layer of t.server.router.stack) {
    for (const method of layer.methods.filter((m) => m !== 'HEAD')) routes.add(`${method.toLowerCase()} ${openApiPath(String(layer.path))}`);
  }
  return [...routes].sort();
}

const documentRoutes = (doc: OpenApiDocument) =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
    .sort();

/** One directive's sources of the answer's Content-Security-Policy. */
const directive = (response: Response, name: string): string[] =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('the API reference', () => {
  it('docs/openapi.json is the document the server builds (run `npm run api:doc` after changing a call)', () => {
    const committed = readFileSync(committedPath, 'utf8');
    const fresh = stableJson(document);
    if (committed !== fresh) {
      const stale = documentRoutes(JSON.parse(committed) as OpenApiDocument);
      const current = documentRoutes(document);
      const added = current.filter((r) => !stale.includes(r));
      const removed = stale.filter((r) => !current.includes(r));
      expect.fail(
        `docs/openapi.json is out of date: run \`npm run api:doc\` and commit it (new: ${added.join(', ') || 'none'}; gone: ${removed.join(', ') || 'none'}; or a schema changed).`,
      );
    }
  });

  it('validates as OpenAPI 3.1, and every schema in it compiles as JSON Schema 2020-12', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item) as { requestBody?: { content: Record<string, { schema: object }> } }[]) {
        for (const media of Object.values(operation.requestBody?.content ?? {})) expect(() => ajv.compile(media.schema), path).not.toThrow();
      }
    }
  });

  it('names every route the server mounts, and no route it does not mount', () => {
    const mounted = routerRoutes();
    const documented = documentRoutes(document);
    expect(
      documented.filter((r) => !mounted.includes(r)),
      'documented but not mounted',
    ).toEqual([]);
    expect(
      mounted.filter((r) => !documented.includes(r)),
      'mounted but not documented',
    ).toEqual([]);
    expect(documented.length).toBe(t.server.calls.length + t.server.routes.length);
  });

  it('lists each resource call by itself, with its own schemas, and marks the calls that need a session', () => {
    const update = document.paths['/api/resources/productOrder/update']!.post!;
    const create = document.paths['/api/resources/productInstance/create']!.post!;
    expect(update.summary).toBe('productOrder: update');
    expect(JSON.stringify(update.requestBody)).not.toBe(JSON.stringify(create.requestBody));
    expect(update.security).toEqual([{ session: [] }]);
    expect(Object.keys(update.responses as object)).toContain('401');
    const signIn = document.paths['/auth/sign-in']!.post!;
    expect(signIn.security).toEqual([{}, { session: [] }]);
    // The example comes from the demo data, and the call's own schema accepts it.
    expect((signIn.requestBody as { content: { 'application/json': { example: unknown } } }).content['application/json'].example).toEqual({
      email: 'owner@generic.demo',
      password: 'demo1234',
    });
  });

  it('GET /api/openapi.json answers the document, compressed, cached with an ETag', async () => {
    const url = `${t.server.url}/api/openapi.json`;
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await response.json()).toEqual(document);
    // fetch adds Cache-Control: no-cache to a conditional request unless it has one (a browser revalidating sends max-age=0).
    const again = await fetch(url, { headers: { 'if-none-match': response.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('/api/docs loads the viewer from the server; only that page may use inline styles', async () => {
    const page = await fetch(`${t.server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/viewer.js"></script>');
    expect(directive(page, 'style-src')).toContain("'unsafe-inline'");
    expect(directive(page, 'script-src')).toEqual(["'self'"]);
    const viewer = await fetch(`${t.server.url}/api/docs/viewer.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-encoding')).toBe('gzip');
    const other = await fetch(`${t.server.url}/api/openapi.json`);
    expect(directive(other, 'style-src')).not.toContain("'unsafe-inline'");
  });
});
