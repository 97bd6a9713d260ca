/**
 * The SET list of a hand-written UPDATE of one row: the properties that differ from what was read,
 * written as the ORM would write them (column names from the metadata; a custom type's value, such
 * as a JSON column checked by its zod schema, converted by that type). The version and the onUpdate
 * columns are the writer's: they are left out here.
 */
import { isDeepStrictEqual } from 'node:util';
import type { EntityProperty, EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface ChangedColumns {
  /** `column = ?` (a JSON column cast to jsonb), one per changed property. */
  set: string[];
  params: unknown[];
}

/**
 * Two values of a property alike: scalars by identity, objects (JSON columns) by content whatever the
 * order of their keys (jsonb gives its own order back, so a recomputed object is written the other way).
 */
const same = (a: unknown, b: unknown): boolean => a === b || (typeof a === 'object' && typeof b === 'object' && isDeepStrictEqual(a, b));

/** A property a hand-written update compares: stored in a column of its own, and neither the key, the version nor stamped on update. */
const compared = (prop: EntityProperty): boolean => prop.persist !== false && !prop.primary && !prop.version && !prop.onUpdate && prop.fieldNames?.length === 1;

/** The columns of a row of `schema` whose value differs from `before` (the row as read). */
export function changedColumns<T extends object>(em: EntityManager, schema: EntitySchema, row: T, before: Readonly<T>): ChangedColumns {
  const meta = em.getMetadata().get(schema.meta.className);
  const platform = em.getPlatform();
  const set: string[] = [];
  const params: unknown[] = [];
  for (const prop of meta.props) {
    if (!compared(prop)) continue;
    const value = (row as Record<string, unknown>)[prop.name];
    if (same(value, (before as Record<string, unknown>)[prop.name])) continue;
    const column = platform.quoteIdentifier(prop.fieldNames[0]!);
    const isJson = prop.columnTypes?.[0] === 'jsonb';
    set.push(`${column} = ?${isJson ? '::jsonb' : ''}`);
    params.push(prop.customType ? prop.customType.convertToDatabaseValue(value, platform) : value);
  }
  return { set, params };
}
