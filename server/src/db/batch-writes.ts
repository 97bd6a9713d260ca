/**
 * Writes of many rows at once, outside the unit of work: a whole file's records (issue 34 item 5).
 * The unit of work compares every entity it manages at each flush, so thousands of creates and their
 * audit rows cost seconds there (a 2,000-product import spent most of its apply in computeChangeSets).
 * Here each batch is one INSERT of plain values with its ids returned (no entities made or hydrated),
 * and each change one UPDATE; the rows still get the values a flush would give them (onCreate /
 * onUpdate: created, lastUpdated) and their JSON is checked by the columns' zod schemas as on any write.
 */
import { JsonType, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

type Stored = Record<string, unknown> & { id: number };

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest catalogue table. */
const INSERT_BATCH = 500;

interface HookedProp {
  name: string;
  default?: unknown;
  customType?: unknown;
  onCreate?: (entity: never, em: never) => unknown;
  onUpdate?: (entity: never, em: never) => unknown;
}

const propsOf = <T extends object>(em: EntityManager, entity: EntityName<T>): HookedProp[] =>
  Object.values(em.getMetadata().find(entity as never)?.properties ?? {}) as HookedProp[];

/**
 * Adds the rows in batches; answers what was written (the values given, the hook values and the
 * column defaults of fields left out), each with its new id. Rows are not read back.
 */
export async function insertInBatches<T extends object>(em: EntityManager, entity: EntityName<T>, data: readonly Record<string, unknown>[]): Promise<Stored[]> {
  const props = propsOf(em, entity);
  const hooked = props.filter((p) => p.onCreate);
  // One INSERT names the columns any of its rows gives: a row without one takes the column's default,
  // given here as its value (a JSON column's default is JSON text in the metadata, its value an object).
  const defaults = props
    .filter((p) => p.default !== undefined)
    .map((p) => [p.name, p.customType instanceof JsonType && typeof p.default === 'string' ? JSON.parse(p.default) : p.default] as const);
  const rows = data.map((values) => {
    const row = { ...values } as Stored;
    for (const [name, value] of defaults) if (row[name] === undefined) row[name] = structuredClone(value);
    for (const prop of hooked) if (row[prop.name] === undefined) row[prop.name] = prop.onCreate!(row as never, em as never);
    return row;
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    const answer = await em.getDriver().nativeInsertMany(entity as never, batch as never[], { ctx: em.getTransactionContext() });
    const returned = (answer as { rows?: { id: number }[] }).rows ?? [];
    batch.forEach((row, i) => (row.id = returned[i]!.id));
  }
  return rows;
}

/** Changes one row's fields (and its onUpdate fields); answers what was written. */
export async function updateRow<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: Record<string, unknown>,
  change: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const written = { ...change };
  for (const prop of propsOf(em, entity)) if (prop.onUpdate && !(prop.name in written)) written[prop.name] = prop.onUpdate(written as never, em as never);
  await em.nativeUpdate(entity, where as never, written as never);
  return written;
}
