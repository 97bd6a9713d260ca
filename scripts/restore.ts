/**
 * npm run restore -- <file.tar.gz>: puts a backup made by npm run backup into an empty PostgreSQL
 * database (DATABASE_URL) or a DATA_DIR without a database yet, uploads into DATA_DIR/media. Then start
 * the server on it: migrations newer than the backup are applied as on any upgrade.
 */
import { restoreBackup } from '../server/src/backup/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>   (DATABASE_URL: an empty database; else DATA_DIR: a folder without a database)');
  process.exit(1);
}
try {
  const manifest = await restoreBackup({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || 'data' }, file);
  console.log(
    `Restored the ${manifest.database === 'postgresql' ? 'PostgreSQL' : 'embedded'} backup of ${manifest.createdAt}${manifest.media ? ' with its uploads' : ''}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
