/**
 * A freshly initialised and migrated, empty embedded database, made once per set of migrations and
 * copied for each test file: PGlite's initdb takes seconds, a copy a fraction of that.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@configurator/server/db/database';
import { migrationsDirectory } from '@configurator/server/db/migrations-list';

function templateKey(): string {
  const migrations = readdirSync(migrationsDirectory)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .join(',');
  const pglite = readFileSync(join(migrationsDirectory, '../node_modules/@electric-sql/pglite/package.json'), 'utf8');
  return createHash('sha256').update(migrations).update(process.version).update(pglite).digest('hex').slice(0, 16);
}

async function templateDirectory(): Promise<string> {
  const template = join(tmpdir(), `configurator-pglite-template-${templateKey()}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(join(tmpdir(), 'configurator-pglite-building-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  try {
    renameSync(join(building, 'pglite'), template);
  } catch {
    // Another test file built it first; theirs is as good.
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}

/** Puts a fresh, migrated, empty embedded database at dataDir/pglite. */
export async function freshEmbeddedDatabase(dataDir: string): Promise<void> {
  cpSync(await templateDirectory(), join(dataDir, 'pglite'), { recursive: true });
}
