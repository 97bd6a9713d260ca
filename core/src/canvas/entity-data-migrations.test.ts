import { describe, expect, it } from 'vitest';
import { dataMigrationProblems, EntityDataMigrationError, migrateEntityData } from './entity-data-migrations.ts';

const type = {
  type: 'box',
  dataVersion: 3,
  migrations: [
    { from: 1, up: (d: Record<string, unknown>) => ({ ...d, width: d.w, w: undefined }) },
    { from: 2, up: (d: Record<string, unknown>) => ({ ...d, height: d.width }) },
  ],
};

describe('entity data migrations', () => {
  it('brings old data up step by step', () => {
    expect(migrateEntityData(type, { w: 4 }, 1)).toEqual({ data: { width: 4, w: undefined, height: 4 }, version: 3, migrated: true });
    expect(migrateEntityData(type, { width: 4 }, 2)).toEqual({ data: { width: 4, height: 4 }, version: 3, migrated: true });
  });

  it('leaves current (and newer) data as stored', () => {
    expect(migrateEntityData(type, { width: 1, height: 2 }, 3).migrated).toBe(false);
    expect(migrateEntityData(type, { width: 1 }, 5)).toEqual({ data: { width: 1 }, version: 5, migrated: false });
    expect(migrateEntityData({ type: 'plain' }, { a: 1 }, 1).migrated).toBe(false);
  });

  it('refuses a gap in the steps', () => {
    expect(() => migrateEntityData({ type: 'gap', dataVersion: 2 }, {}, 1)).toThrow(EntityDataMigrationError);
    expect(dataMigrationProblems({ type: 'gap', dataVersion: 2 })).toEqual(["entity type 'gap' has no data migration from version 1 to 2"]);
    expect(dataMigrationProblems(type)).toEqual([]);
  });
});
