/**
 * Column builders shared by the entities, so every table stores the same kinds of values the same way:
 * 0/1 flags as smallint, dates as UTC 'YYYY-MM-DD HH:mm:ss' timestamps, JSON as jsonb checked by the
 * zod schema from core on every write.
 */
import { JsonType, p, type Platform, type TransformContext } from '@mikro-orm/core';
import { orgRoles, toStoredDate, type Flag } from '@configurator/core';
import type { z } from 'zod';

/**
 * jsonb whose value must satisfy a zod schema from core; a bad value is a server bug, so it throws.
 * One subclass per column, the schema behind a getter: the ORM deep-copies type instances, which
 * would copy a schema field without zod's internals.
 */
export abstract class ZodJsonType extends JsonType {
  protected abstract get schema(): z.ZodType;
  /**
   * The stored text of values already checked, by their text as given. The ORM converts every JSON
   * property of an entity when it snapshots it and again when it computes a flush, so an order's
   * unchanged costs and status data were checked by zod several times a write (issue 37 item 2);
   * the same text always checks the same way, so it is checked once. Bounded: cleared when full.
   */
  private readonly checked = new Map<string, string>();

  override convertToDatabaseValue(value: unknown, platform: Platform, context?: TransformContext): string | null {
    if (value == null || context?.fromQuery) return super.convertToDatabaseValue(value, platform, context);
    const given = JSON.stringify(value);
    const known = this.checked.get(given);
    if (known !== undefined) return known;
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) {
      const where = this.prop?.name ?? 'a JSON column';
      throw new Error(`Invalid JSON for ${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    const stored = super.convertToDatabaseValue(parsed.data, platform, context) as string;
    if (this.checked.size >= CHECKED_JSON_KEPT) this.checked.clear();
    this.checked.set(given, stored);
    return stored;
  }
}

/** Checked JSON texts kept per column before the cache starts again. */
const CHECKED_JSON_KEPT = 256;

export const jsonb = <S extends z.ZodType>(schema: S) => {
  class ColumnJsonType extends ZodJsonType {
    protected get schema() {
      return schema;
    }
  }
  return p.json<z.output<S>>().type(new ColumnJsonType()).columnType('jsonb');
};

export const flag = () => p.smallint().$type<Flag>().default(0);

/** A UTC date-time column read and written as 'YYYY-MM-DD HH:mm:ss'. */
export const utcDateTime = () => p.string().columnType('timestamp(0)').runtimeType('string');

export const createdAt = () => utcDateTime().onCreate(() => toStoredDate());
export const updatedAt = () =>
  utcDateTime()
    .onCreate(() => toStoredDate())
    .onUpdate(() => toStoredDate());

/** Primary key; seeded records carry explicit ids, so the sequence is moved past them after seeding. */
export const id = () => p.integer().primary().autoincrement();

/** An organisation role: owner, member or guest. */
export const orgRoleColumn = () => p.enum([...orgRoles]);
