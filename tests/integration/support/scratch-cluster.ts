/**
 * A PostgreSQL cluster a test owns: its own data folder and port, so the test may stop and start it
 * (the machine's shared PostgreSQL must never be stopped). initdb refuses to run as root, so as root
 * every command runs as the `postgres` user, in a folder that user owns.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined when no PostgreSQL server is installed. */
function serverBinaries(): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

/** Why a scratch cluster cannot be made here, or undefined when it can. */
export function scratchClusterUnavailable(): string | undefined {
  if (!serverBinaries()) return `no PostgreSQL server binaries (initdb, pg_ctl) under ${root}`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run initdb as';
    }
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ScratchCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Fast shutdown: open connections are terminated (57P01), as when a database server restarts. */
  stop(): void;
  start(): void;
  /** Stops it and removes its folder. */
  destroy(): void;
}

export async function startScratchCluster(): Promise<ScratchCluster> {
  const bin = serverBinaries()!;
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'configurator-pg-'));
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const data = join(folder, 'data');
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { cwd: folder, stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // Its socket in its own folder, never the shared /var/run/postgresql; fsync off: a test's data need not survive a power cut.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-o', options, '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    destroy() {
      if (running) stop();
      running = false;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
