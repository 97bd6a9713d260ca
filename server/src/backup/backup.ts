/**
 * npm run backup / npm run restore: one .tar.gz holding manifest.json, the database and the uploads
 * (DATA_DIR/media, when files are stored on local disk).
 *  - PostgreSQL (DATABASE_URL): pg_dump's custom format (database.dump), restored by pg_restore into an
 *    empty database.
 *  - The embedded database (DATA_DIR/pglite): rows as JSON lines (database.jsonl, see logical-dump.ts),
 *    read over the running server's unix socket, or, when no server runs, from the folder opened here
 *    (holding the data folder's lock meanwhile). Restored into a data folder that has no database yet.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { DataFolderInUseError, lockDataFolder, type DataFolderLock } from '../db/data-folder-lock.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.ts';
import { loadMigrations } from '../db/migrations-list.ts';
import { buildOrmConfig } from '../db/orm-config.ts';
import { dumpRows, restoreRows } from './logical-dump.ts';
import { postgresTool, runTool } from './pg-tools.ts';

const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const ROWS_FILE = 'database.jsonl';
const MEDIA = 'media';

export interface BackupManifest {
  format: 'configurator-backup';
  version: 1;
  database: 'postgresql' | 'pglite';
  createdAt: string;
  /** The migrations applied to the backed-up database, in order. */
  migrations: string[];
  rows?: number;
  media: boolean;
}

export interface BackupTarget {
  /** A PostgreSQL database; absent: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

/** The embedded server's socket as the running server serves it (see embedded-postgres.ts). */
const socketUrlOf = (dataDir: string) => `postgres://postgres@${encodeURIComponent(resolve(dataDir, 'socket'))}:5432/postgres`;

async function openPlain(url: string): Promise<MikroORM> {
  return MikroORM.init({ clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
}

/** The embedded database to read: the running server's socket, or the folder opened here under its lock. */
async function openEmbeddedForBackup(dataDir: string): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}/pglite.`);
  let lock: DataFolderLock;
  try {
    lock = lockDataFolder(dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    // A server is running on it: read through its socket, as any client would.
    if (!existsSync(join(dataDir, 'socket', '.s.PGSQL.5432'))) {
      throw new Error(
        `The server using ${dataDir} serves its database outside the data folder (the path is too long for a socket). Stop it and run the backup again.`,
      );
    }
    return { url: socketUrlOf(dataDir), close: async () => undefined };
  }
  let embedded: EmbeddedPostgres;
  try {
    embedded = await startEmbeddedPostgres(join(dataDir, 'pglite'), join(dataDir, 'socket'));
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    url: embedded.url,
    async close() {
      await embedded.close();
      lock.release();
    },
  };
}

async function serverMajor(orm: MikroORM): Promise<number> {
  const [row] = await orm.em.getConnection().execute<{ server_version_num: string }[]>('show server_version_num');
  return Math.floor(Number(row!.server_version_num) / 10_000);
}

async function appliedMigrations(orm: MikroORM): Promise<string[]> {
  const rows = await orm.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
  return rows.map((r) => r.name);
}

/** Writes a backup of the target's database and uploads to file (a .tar.gz); answers its manifest. */
export async function createBackup(target: BackupTarget, file: string): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'configurator-backup-'));
  try {
    let manifest: BackupManifest;
    const base = { format: 'configurator-backup', version: 1, createdAt: new Date().toISOString(), media: existsSync(join(target.dataDir, MEDIA)) } as const;
    if (target.databaseUrl) {
      const orm = await openPlain(target.databaseUrl);
      try {
        const migrations = await appliedMigrations(orm);
        runTool(
          postgresTool('pg_dump', await serverMajor(orm)),
          ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(staging, PG_DUMP_FILE)}`],
          target.databaseUrl,
        );
        manifest = { ...base, database: 'postgresql', migrations };
      } finally {
        await orm.close(true);
      }
    } else {
      const source = await openEmbeddedForBackup(target.dataDir);
      try {
        const orm = await openPlain(source.url);
        try {
          const { migrations, rows } = await dumpRows(orm.em.getConnection().getKnex(), join(staging, ROWS_FILE));
          manifest = { ...base, database: 'pglite', migrations, rows };
        } finally {
          await orm.close(true);
        }
      } finally {
        await source.close();
      }
    }
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    mkdirSync(dirname(resolve(file)), { recursive: true });
    const parts = [MANIFEST, manifest.database === 'postgresql' ? PG_DUMP_FILE : ROWS_FILE];
    // The media folder straight from the data folder (no copy); a partial file an upload is writing is harmless: uploads are written then renamed.
    execFileSync('tar', ['-czf', resolve(file), '-C', staging, ...parts, ...(manifest.media ? ['-C', resolve(target.dataDir), MEDIA] : [])]);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(folder: string): BackupManifest {
  const path = join(folder, MANIFEST);
  if (!existsSync(path)) throw new Error('This file is not a Configurator backup (it has no manifest.json).');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== 'configurator-backup' || manifest.version !== 1)
    throw new Error('This backup was made by a newer release (unknown format); restore it with that release.');
  return manifest;
}

/** The migrations to apply before loading the rows: exactly those the backup lists, all known to this release. */
async function migrationsUpTo(names: string[]) {
  const known = await loadMigrations();
  const unknown = names.filter((n) => !known.some((m) => m.name === n));
  if (unknown.length)
    throw new Error(
      `This backup was made by a newer release (its database has migrations this one lacks: ${unknown.join(', ')}). Restore it with that release.`,
    );
  return known.filter((m) => names.includes(m.name));
}

async function restoreEmbedded(folder: string, manifest: BackupManifest, dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'pglite')) && readdirSync(join(dataDir, 'pglite')).length > 0) {
    throw new Error(`${dataDir}/pglite already holds a database. Restore into a new DATA_DIR (or move that folder away first).`);
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataFolder(dataDir);
  try {
    const embedded = await startEmbeddedPostgres(join(dataDir, 'pglite'), join(dataDir, 'socket'));
    try {
      const orm = await MikroORM.init(buildOrmConfig({ url: embedded.url, singleConnection: true, migrationsList: await migrationsUpTo(manifest.migrations) }));
      try {
        await orm.getMigrator().up();
        await restoreRows(orm.em.getConnection().getKnex(), join(folder, ROWS_FILE));
      } finally {
        await orm.close(true);
      }
    } finally {
      await embedded.close();
    }
  } finally {
    lock.release();
  }
}

async function restorePostgres(folder: string, databaseUrl: string): Promise<void> {
  const orm = await openPlain(databaseUrl);
  try {
    const [row] = await orm.em
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(*)::text as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      );
    if (Number(row!.count) > 0) throw new Error('The database DATABASE_URL names is not empty. Restore into a new, empty database (createdb).');
    runTool(
      postgresTool('pg_restore', await serverMajor(orm)),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', join(folder, PG_DUMP_FILE)],
      databaseUrl,
    );
  } finally {
    await orm.close(true);
  }
}

/** Restores a backup file into the target: an empty PostgreSQL database, or a data folder without a database; uploads into dataDir/media. */
export async function restoreBackup(target: BackupTarget, file: string): Promise<BackupManifest> {
  const folder = mkdtempSync(join(tmpdir(), 'configurator-restore-'));
  try {
    execFileSync('tar', ['-xzf', resolve(file), '-C', folder]);
    const manifest = readManifest(folder);
    const media = join(target.dataDir, MEDIA);
    if (manifest.media && existsSync(media) && readdirSync(media).length > 0) throw new Error(`${media} already holds files. Restore into a new DATA_DIR.`);
    if (target.databaseUrl) {
      if (manifest.database !== 'postgresql') throw new Error('This backup is of an embedded database: restore it without DATABASE_URL, into a DATA_DIR.');
      await restorePostgres(folder, target.databaseUrl);
    } else {
      if (manifest.database !== 'pglite') throw new Error('This backup is of a PostgreSQL database: restore it with DATABASE_URL naming an empty database.');
      await restoreEmbedded(folder, manifest, target.dataDir);
    }
    if (manifest.media) {
      mkdirSync(target.dataDir, { recursive: true });
      rmSync(media, { recursive: true, force: true });
      cpSync(join(folder, MEDIA), media, { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
