/**
 * The setup most permission tests share: a test server with the given organisations and one signed-in
 * client per role of the role matrix (the generic organisation's owner, member and guest, and the other
 * organisation's owner). useRoleMatrix registers the beforeAll/afterAll hooks of the calling file or
 * describe block and answers handles usable at once in its tests: the server handle and the clients
 * find the started server when a test runs, so a test file destructures them in one line.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '@configurator/server/app';
import type { DemoOrganisation } from '@configurator/core';
import { ApiClient } from './api-client.ts';
import { ROLE_MATRIX_EMAILS, startTestServer, type TestServer } from './test-server.ts';

export interface RoleMatrix {
  /** The test server (its fields read the server started by the hook). */
  t: TestServer;
  owner: ApiClient;
  member: ApiClient;
  guest: ApiClient;
  /** The owner of the other organisation: proves organisation scoping. */
  otherOwner: ApiClient;
}

type StartOptions = { demoOrganisations?: DemoOrganisation[] } & Partial<ServerOptions>;

/** Options are given as a function when they are only known in an earlier beforeAll (e.g. a port). */
export function useRoleMatrix(options: StartOptions | (() => StartOptions)): RoleMatrix {
  let started: TestServer | undefined;
  const running = (): TestServer => {
    if (!started) throw new Error('the role-matrix server is not started yet: use its handles inside tests and later hooks');
    return started;
  };
  const [owner, member, guest, otherOwner] = ROLE_MATRIX_EMAILS.map(() => new ApiClient(() => running().server.url)) as [
    ApiClient,
    ApiClient,
    ApiClient,
    ApiClient,
  ];

  beforeAll(async () => {
    started = await startTestServer(typeof options === 'function' ? options() : options);
    for (const [i, client] of [owner, member, guest, otherOwner].entries()) await client.signIn(ROLE_MATRIX_EMAILS[i]!);
  });
  afterAll(async () => started?.dispose());

  const t: TestServer = {
    get server() {
      return running().server;
    },
    get dataDir() {
      return running().dataDir;
    },
    get databaseUrl() {
      return running().databaseUrl;
    },
    client: () => running().client(),
    stop: () => running().stop(),
    restart: () => running().restart(),
    dispose: () => running().dispose(),
  };
  return { t, owner, member, guest, otherOwner };
}
