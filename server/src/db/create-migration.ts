/**
 * npm run migration:create — diffs the entities against the committed migrations (on a throwaway
 * embedded database with every migration applied) and writes the next migration into /migrations.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'configurator-migration-'));
const database = await openDatabase({ dataDir, useSnapshot: true });
try {
  const result = await database.orm.getMigrator().createMigration();
  console.log(result.fileName ? `Wrote migrations/${result.fileName}` : 'Entities match the migrations; nothing to write.');
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
