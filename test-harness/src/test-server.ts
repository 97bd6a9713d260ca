/**
 * Starts the real server in-process on a free port over a FRESH database: PGlite in a temporary
 * folder, or, when DATABASE_URL is set, a new database test_<random> on that PostgreSQL (dropped after).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '@configurator/server/app';
import { createScratchDatabase, type ScratchDatabase } from '@configurator/server/db/scratch-database';
import type { DemoOrganisation } from '@configurator/core';
import { ApiClient } from './api-client.ts';
import { freshEmbeddedDatabase } from './pglite-template.ts';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { fixturePlugins } from './fixture-plugins.ts';

export interface TestServer {
  server: RunningServer;
  dataDir: string;
  databaseUrl?: string;
  client(): ApiClient;
  /** Stops the server; the database stays (for restart tests) until dispose(). */
  stop(): Promise<void>;
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

const quietLogger = { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) };

export async function startTestServer(options: { demoOrganisations?: DemoOrganisation[] } & Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'configurator-it-'));
  const scratch: ScratchDatabase | undefined = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  if (!scratch) await freshEmbeddedDatabase(dataDir);
  const serverOptions: ServerOptions = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: scratch?.url,
    logger: quietLogger,
    webDist: join(dataDir, 'no-web'),
    plugins: [...installedPlugins, ...fixturePlugins],
    ...options,
  };
  let server = await startServer(serverOptions);
  let running = true;
  const handle: TestServer = {
    get server() {
      return server;
    },
    dataDir,
    databaseUrl: scratch?.url,
    client: () => new ApiClient(server.url),
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async restart() {
      await handle.stop();
      server = await startServer(serverOptions);
      running = true;
    },
    async dispose() {
      await handle.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** One signed-in client per email, in order (each its own cookie jar, like separate browsers). */
export async function signedInClients(t: TestServer, ...emails: string[]): Promise<ApiClient[]> {
  const clients = emails.map(() => t.client());
  for (const [i, email] of emails.entries()) await clients[i]!.signIn(email);
  return clients;
}

/** The generic fixture organisation's owner, member and guest, and the other organisation's owner. */
export const ROLE_MATRIX_EMAILS = ['owner@generic.demo', 'member@generic.demo', 'guest@generic.demo', 'owner@other.test'] as const;
