/**
 * npm run backup [-- <file.tar.gz>]: the database (DATABASE_URL, else the embedded one in DATA_DIR,
 * default ./data) and the uploads in DATA_DIR/media, in one file (default backups/configurator-<time>.tar.gz).
 * Works while the server runs. See server/src/backup/backup.ts.
 */
import { createBackup } from '../server/src/backup/backup.ts';

const file = process.argv[2] ?? `backups/configurator-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const manifest = await createBackup({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || 'data' }, file);
  const what = manifest.database === 'postgresql' ? 'PostgreSQL database (pg_dump)' : `embedded database (${manifest.rows} rows)`;
  console.log(`Backed up the ${what}${manifest.media ? ' and the uploads' : ''} at migration ${manifest.migrations.at(-1)} to ${file}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
