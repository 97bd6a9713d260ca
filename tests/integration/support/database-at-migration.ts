/**
 * A fresh database migrated only as far as one committed migration, as an older release left it:
 * the embedded database in a data folder, or (with DATABASE_URL) a scratch database on that PostgreSQL.
 * The test writes rows in that release's schema, closes it, and starts today's server on it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '@configurator/server/db/embedded-postgres';
import { loadMigrations } from '@configurator/server/db/migrations-list';
import { buildOrmConfig } from '@configurator/server/db/orm-config';
import { createScratchDatabase, type ScratchDatabase } from '@configurator/server/db/scratch-database';

export interface OldDatabase {
  dataDir: string;
  /** Set on PostgreSQL: the scratch database's URL (drop it with scratch.drop()). */
  scratch?: ScratchDatabase;
  execute(sql: string, params?: unknown[]): Promise<unknown>;
  /** Closes the connection (and the embedded server), leaving the data for the next server. */
  close(): Promise<void>;
}

export async function databaseAtMigration(lastMigration: string): Promise<OldDatabase> {
  const all = await loadMigrations();
  const upTo = all.slice(0, all.findIndex((m) => m.name === lastMigration) + 1);
  if (upTo.length === 0) throw new Error(`no migration named ${lastMigration}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'configurator-upgrade-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const embedded = scratch ? undefined : await startEmbeddedPostgres(join(dataDir, 'pglite'), join(dataDir, 'socket'));
  const orm = await MikroORM.init(buildOrmConfig({ url: scratch?.url ?? embedded!.url, singleConnection: !scratch, migrationsList: upTo }));
  await orm.getMigrator().up();
  return {
    dataDir,
    scratch,
    execute: (sql, params) => orm.em.getConnection().execute(sql, params as never),
    async close() {
      await orm.close(true);
      await embedded?.close();
    },
  };
}
