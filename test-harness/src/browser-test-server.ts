/**
 * The real server for browser tests of the harness's plugins: `node --import tsx
 * test-harness/src/browser-test-server.ts`, read like server/src/main.ts (PORT, DATA_DIR, WEB_DIST),
 * with the fixture plugins installed as well and the fixture kit enabled, its card gateway on, in the
 * demo organisation TEST_PLUGINS_ORG (the only one seeded). Serve it a web build made with
 * VITE_TEST_PLUGINS=test-harness/src/web-plugin-loaders.ts so the browser can load the kit too.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PluginRegistry } from '@configurator/core';
import { startServer } from '@configurator/server/app';
import { demoOrganisationsOf } from '@configurator/server/seed/demo-organisations';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { fixtureKitInBrowserTests, fixturePlugins } from './fixture-plugins.ts';
import { freshEmbeddedDatabase } from './pglite-template.ts';

const orgId = Number(process.env.TEST_PLUGINS_ORG);
if (!Number.isInteger(orgId)) throw new Error('Set TEST_PLUGINS_ORG to the demo organisation that enables the test plugins.');

const plugins = [...installedPlugins, ...fixturePlugins];
const installed = new PluginRegistry();
installed.add(...plugins);
// Only that organisation is seeded: the tests need no other, and the server answers sooner.
const demoOrganisations = demoOrganisationsOf(installed.freeze())
  .filter((o) => o.id === orgId)
  .map((o) => ({ ...o, enabledPlugins: [...o.enabledPlugins, fixtureKitInBrowserTests] }));
if (!demoOrganisations.length) throw new Error(`No demo organisation ${orgId} is installed.`);

const dataDir = process.env.DATA_DIR || 'data';
// A migrated empty database copied from the harness's template: no initdb, no migrations at start.
if (!existsSync(join(dataDir, 'pglite'))) await freshEmbeddedDatabase(dataDir);

const server = await startServer({
  port: Number(process.env.PORT ?? 3000),
  host: '127.0.0.1',
  dataDir,
  webDist: process.env.WEB_DIST || undefined,
  plugins,
  demoOrganisations,
  logger: { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
