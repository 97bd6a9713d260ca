/** The ORM configuration for one database URL (a real PostgreSQL, or the embedded PGlite server). */
import { defineConfig, type MigrationObject } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { allEntities } from './entities/index.ts';
import { migrationsDirectory } from './migrations-list.ts';

export interface OrmConfigInput {
  url: string;
  /** The embedded server serves one connection at a time. */
  singleConnection: boolean;
  migrationsList?: MigrationObject[];
  /** Only when creating a migration: diff against the committed schema snapshot (and update it). */
  useSnapshot?: boolean;
}

export function buildOrmConfig({ url, singleConnection, migrationsList, useSnapshot = false }: OrmConfigInput) {
  return defineConfig({
    clientUrl: url,
    entities: allEntities,
    extensions: [Migrator],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    // The one filter (ProductOrder's notDeleted) applies to queries of orders themselves: a record of an
    // order (items, history, links) is reached through its order, which is checked. Without this, every
    // find of such a record would join product_order to apply the filter.
    autoJoinRefsForFilters: false,
    debug: process.env.DEBUG_SQL === '1',
    // A single connection is never reaped while idle, so nothing races to reconnect.
    pool: singleConnection ? { min: 0, max: 1, idleTimeoutMillis: 2_147_483_647 } : { min: 0, max: 10 },
    migrations: {
      path: migrationsDirectory,
      pathTs: migrationsDirectory,
      emit: 'ts',
      // Running migrations must not write files; one fixed snapshot name whatever the database is called.
      snapshot: useSnapshot,
      snapshotName: '.snapshot-postgres',
      transactional: true,
      allOrNothing: true,
      disableForeignKeys: false,
      migrationsList,
      silent: true,
    },
  });
}
