/**
 * npm run api:doc: writes docs/openapi.json, the API reference built from the calls the server mounts
 * (server/src/openapi/openapi-document.ts). Starts the app on a throw-away embedded database with no
 * demo data (the document depends only on the mounted calls), so it runs anywhere in one command and
 * always writes the same bytes for the same calls.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app.ts';
import { buildOpenApiDocument } from '../server/src/openapi/openapi-document.ts';
import { stableJson } from '../server/src/openapi/stable-json.ts';

export const committedDocument = join(import.meta.dirname, '../docs/openapi.json');

const dataDir = mkdtempSync(join(tmpdir(), 'configurator-api-doc-'));
const quiet = { info: () => undefined, warn: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) };
const app = await createApp({ dataDir, seed: false, backgroundJobs: false, retryOutbox: false, logger: quiet, webDist: join(dataDir, 'no-web') });
try {
  const text = stableJson(buildOpenApiDocument({ calls: app.calls, routes: app.routes }));
  mkdirSync(join(import.meta.dirname, '../docs'), { recursive: true });
  writeFileSync(committedDocument, text);
  console.log(`Wrote docs/openapi.json: ${app.calls.length} calls and ${app.routes.length} other routes.`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
