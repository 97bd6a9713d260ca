/**
 * The embedded database is reachable only by the server (issue 11, item 2): PGlite has no passwords,
 * so it listens on no TCP port at all, only on a unix socket in a folder of mode 0700 inside the data folder.
 */
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@configurator/test-harness';
import { fixtureOrganisations } from './support/fixtures.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ demoOrganisations: [fixtureOrganisations[0]!], databaseUrl: undefined });
});
afterAll(async () => t?.dispose());

/** The TCP ports this process listens on, from the kernel's socket tables. */
function listeningTcpPorts(): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      /* closed meanwhile */
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; field 9 is the socket's inode.
      if (fields[3] === '0A' && inodes.has(fields[9]!)) ports.push(parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

describe.runIf(process.platform === 'linux')('the embedded database', () => {
  it('listens on no TCP port: the only port this process listens on is the web server', () => {
    expect(t.server.database.kind).toBe('pglite');
    expect(listeningTcpPorts()).toEqual([t.server.port]);
  });

  it('is served on a unix socket inside the data folder, in a folder only its user may enter', () => {
    const folder = join(t.dataDir, 'socket');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, '.s.PGSQL.5432')).isSocket()).toBe(true);
  });
});
