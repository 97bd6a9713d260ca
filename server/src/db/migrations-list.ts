/**
 * The committed migrations in /migrations, loaded by our own ESM import (the ORM's own discovery would
 * require() TypeScript files, which neither vitest nor a plain node process can do).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MigrationObject } from '@mikro-orm/core';

export const migrationsDirectory = join(import.meta.dirname, '../../../migrations');

export async function loadMigrations(): Promise<MigrationObject[]> {
  const files = readdirSync(migrationsDirectory)
    .filter((f) => /^Migration\d+.*\.ts$/.test(f))
    .sort();
  const list: MigrationObject[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(migrationsDirectory, file)).href)) as Record<string, MigrationObject['class']>;
    const name = file.replace(/\.ts$/, '');
    const migrationClass = module[name] ?? Object.values(module)[0];
    if (!migrationClass) throw new Error(`Migration file ${file} exports no migration class`);
    list.push({ name, class: migrationClass });
  }
  return list;
}
