/**
 * The embedded default database: PGlite (PostgreSQL compiled to WASM) persisted in a folder, served by
 * pglite-socket so the same @mikro-orm/postgresql driver and SQL are used as with a real PostgreSQL.
 * PGlite runs one query stream at a time, so callers keep their pool at one connection.
 *
 * PGlite has no passwords: served on a TCP port, any local process could read password hashes and
 * tokens. So it is served on a unix socket in a folder only the server's user may enter (mode 0700),
 * never on TCP. The caller holds the data folder's lock, so a socket file left by a crash is ours to remove.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** The unix socket the database is served on. */
  socketPath: string;
  close(): Promise<void>;
}

/** libpq's socket name: a client given a folder as host connects to <folder>/.s.PGSQL.<port>. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/** sun_path holds 108 bytes on Linux (104 on macOS), with the terminating zero. */
const MAX_SOCKET_PATH = 100;

/** A private folder for the socket: in the data folder, or a private temporary one when that path is too long. */
function privateSocketFolder(preferred: string): { folder: string; temporary: boolean } {
  const folder = resolve(preferred);
  if (Buffer.byteLength(join(folder, SOCKET_NAME)) <= MAX_SOCKET_PATH) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    rmSync(join(folder, SOCKET_NAME), { force: true });
    return { folder, temporary: false };
  }
  // mkdtemp creates the folder with mode 0700.
  return { folder: mkdtempSync(join(tmpdir(), 'configurator-db-')), temporary: true };
}

export async function startEmbeddedPostgres(directory: string, socketFolder: string): Promise<EmbeddedPostgres> {
  mkdirSync(directory, { recursive: true });
  const { folder, temporary } = privateSocketFolder(socketFolder);
  const socketPath = join(folder, SOCKET_NAME);
  // pg_trgm: the orders list's substring search uses trigram indexes (migration perf_server_order_list_indexes).
  const db = await PGlite.create(directory, { extensions: { pg_trgm } });
  // maxConnections 2 (not 1): a pool that replaces a dropped connection may connect before the
  // server has noticed the old socket closed; the server's query queue still serialises everything.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: `postgres://postgres@${encodeURIComponent(folder)}:${SOCKET_PORT}/postgres`,
    socketPath,
    async close() {
      await server.stop();
      await db.close();
      rmSync(temporary ? folder : socketPath, { recursive: true, force: true });
    },
  };
}
