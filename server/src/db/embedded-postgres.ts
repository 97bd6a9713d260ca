/**
 * The embedded default database: PGlite (PostgreSQL compiled to WASM) persisted in a folder, served on
 * a loopback port by pglite-socket so the same @mikro-orm/postgresql driver and SQL are used as with a
 * real PostgreSQL. PGlite runs one query stream at a time, so callers keep their pool at one connection.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

export async function startEmbeddedPostgres(directory: string): Promise<EmbeddedPostgres> {
  mkdirSync(directory, { recursive: true });
  const db = await PGlite.create(directory);
  // maxConnections 2 (not 1): a pool that replaces a dropped connection may connect before the
  // server has noticed the old socket closed; the server's query queue still serialises everything.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  return {
    url,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
