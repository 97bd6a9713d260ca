/**
 * Per-type data migrations of canvas entities (in the manner of tldraw's store migrations): each
 * entity type declares the version of the data it writes and the steps from every older version.
 * Data is brought up when read (the server answers migrated data, the canvas draws it) and stored at
 * the current version on the entity's next save; nothing rewrites the table in bulk.
 */
import type { CanvasEntityType } from './entity-type.ts';

/** The version a type writes (1 when it declares none). */
export const currentDataVersion = (type: Pick<CanvasEntityType, 'dataVersion'>): number => type.dataVersion ?? 1;

export class EntityDataMigrationError extends Error {
  constructor(
    readonly entityType: string,
    readonly fromVersion: number,
  ) {
    super(`Entity type '${entityType}' has no data migration from version ${fromVersion}`);
    this.name = 'EntityDataMigrationError';
  }
}

/**
 * The data brought from `storedVersion` to the type's current version, step by step. Data already
 * current (or written by a newer version than this code knows) is answered as stored.
 */
export function migrateEntityData(
  type: Pick<CanvasEntityType, 'type' | 'dataVersion' | 'migrations'>,
  data: Record<string, unknown>,
  storedVersion: number,
): { data: Record<string, unknown>; version: number; migrated: boolean } {
  const target = currentDataVersion(type);
  let version = storedVersion;
  let out = data;
  while (version < target) {
    const step = type.migrations?.find((m) => m.from === version);
    if (!step) throw new EntityDataMigrationError(type.type, version);
    out = step.up(out);
    version += 1;
  }
  return { data: out, version: Math.max(version, storedVersion), migrated: version !== storedVersion };
}

/** Problems with a type's declared migrations (a missing step, a step past the current version); the contract test runs it. */
export function dataMigrationProblems(type: Pick<CanvasEntityType, 'type' | 'dataVersion' | 'migrations'>): string[] {
  const target = currentDataVersion(type);
  const problems: string[] = [];
  if (!Number.isInteger(target) || target < 1) problems.push(`entity type '${type.type}' has data version ${target}; it must be an integer of at least 1`);
  for (let from = 1; from < target; from++) {
    if (!type.migrations?.some((m) => m.from === from)) problems.push(`entity type '${type.type}' has no data migration from version ${from} to ${from + 1}`);
  }
  for (const m of type.migrations ?? []) {
    if (m.from >= target) problems.push(`entity type '${type.type}' has a data migration from version ${m.from}, at or past its data version ${target}`);
  }
  return problems;
}
