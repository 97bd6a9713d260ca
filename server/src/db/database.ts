/**
 * Opens the database the server runs on: DATABASE_URL's PostgreSQL, or else the embedded PGlite under
 * the data directory. Pending migrations are applied before anything else touches it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { loadMigrations } from './migrations-list.ts';
import { buildOrmConfig } from './orm-config.ts';

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** For npm run migration:create only. */
  useSnapshot?: boolean;
}

export interface Database {
  orm: MikroORM;
  /** 'postgresql' or 'pglite'. */
  kind: 'postgresql' | 'pglite';
  close(): Promise<void>;
}

export async function openDatabase({ databaseUrl, dataDir = 'data', useSnapshot }: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let lock: DataFolderLock | undefined;
  if (!databaseUrl) {
    mkdirSync(dataDir, { recursive: true });
    // Before the database is opened: a second server must not touch the files at all.
    lock = lockDataFolder(dataDir);
    try {
      embedded = await startEmbeddedPostgres(join(dataDir, 'pglite'), join(dataDir, 'socket'));
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  try {
    const orm = await MikroORM.init(
      buildOrmConfig({ url: databaseUrl ?? embedded!.url, singleConnection: !!embedded, migrationsList: await loadMigrations(), useSnapshot }),
    );
    await orm.getMigrator().up();
    return {
      orm,
      kind: embedded ? 'pglite' : 'postgresql',
      async close() {
        await orm.close(true);
        await embedded?.close();
        lock?.release();
      },
    };
  } catch (error) {
    await embedded?.close();
    lock?.release();
    throw error;
  }
}
