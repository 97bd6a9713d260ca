/**
 * Two instances on one PostgreSQL (issue 32 item 9): a second server in this process on the test
 * server's database, as behind a load balancer, for the cases that must hold across instances
 * (sign-in limits, mails once, payments once, share-link crowds). The embedded database is one
 * server's by design (one writer per data folder), so there the answer is null and the tests run
 * their single-instance variant.
 */
import { startServer, type RunningServer, type ServerOptions } from '@configurator/server/app';
import { fixturePlugins, type TestServer } from '@configurator/test-harness';
import { installedPlugins } from '../../../orgs/installed-plugins.generated.ts';

const quietLogger = { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) };

export async function startSecondInstance(t: TestServer, options: Partial<ServerOptions> = {}): Promise<RunningServer | null> {
  if (!t.databaseUrl) return null;
  return startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: t.databaseUrl,
    seed: false,
    webDist: t.dataDir,
    logger: quietLogger,
    plugins: [...installedPlugins, ...fixturePlugins],
    ...options,
  });
}

/** The instances' base URLs: request i goes to urls[i % urls.length], spreading a burst over both. */
export const instanceUrls = (t: TestServer, second: RunningServer | null): string[] => (second ? [t.server.url, second.url] : [t.server.url]);
