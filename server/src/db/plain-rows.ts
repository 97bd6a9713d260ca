/**
 * Reads rows as plain objects shaped like the API's records (property names, 'YYYY-MM-DD HH:mm:ss'
 * dates), straight from SQL: no entity hydration, no identity map, no change tracking. For read
 * paths that only serialise what they read (the order page, the lists). JSON columns are checked
 * by their zod schema when written (columns.ts), so what the database holds is not checked again.
 * The select list comes from the entity's metadata, so a new column is read without touching this.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, EntityProperty } from '@mikro-orm/core';

export interface PlainQuery {
  /** SQL condition over the table aliased as t, with ? placeholders. */
  where: string;
  params: readonly unknown[];
  /** SQL order over t, e.g. 't.rank asc, t.id asc'. */
  orderBy: string;
  /** Properties left out (bookkeeping columns the answer does not carry). */
  omit?: readonly string[];
}

const selectLists = new Map<string, string>();

const isColumn = (prop: EntityProperty): boolean =>
  prop.fieldNames?.length === 1 && (prop.kind === 'scalar' || prop.kind === 'm:1' || (prop.kind === '1:1' && !!prop.owner)) && prop.persist !== false;

/** The column as the API writes it: timestamps as the stored-date text the ORM's string type gives. */
function selectExpression(prop: EntityProperty): string {
  const column = `t."${prop.fieldNames[0]}"`;
  const type = prop.columnTypes?.[0] ?? '';
  const value = type.startsWith('timestamp') ? `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')` : column;
  return `${value} as "${prop.name}"`;
}

/** The table of an entity, and its select list over alias t as plain-object properties (cached). */
export function tableAndColumns(em: EntityManager, schema: EntitySchema, omit: readonly string[] = []): { table: string; columns: string } {
  const meta = em.getMetadata().get(schema.meta.className);
  const key = `${meta.className}:${omit.join(',')}`;
  let columns = selectLists.get(key);
  if (columns === undefined) {
    columns = meta.props
      .filter((p) => isColumn(p) && !omit.includes(p.name))
      .map(selectExpression)
      .join(', ');
    selectLists.set(key, columns);
  }
  return { table: meta.tableName, columns };
}

/** The rows of a table matching a condition, as plain objects. */
export async function selectPlain<T>(em: EntityManager, schema: EntitySchema, query: PlainQuery): Promise<T[]> {
  const { table, columns } = tableAndColumns(em, schema, query.omit ?? []);
  // Inside a transaction the read joins it (its locks and its view of the data).
  return em
    .getConnection()
    .execute<T[]>(`select ${columns} from "${table}" t where ${query.where} order by ${query.orderBy}`, [...query.params], 'all', em.getTransactionContext());
}

type Reads = readonly (() => Promise<unknown>)[];

/**
 * Independent reads asked together: outside a transaction each takes its own pooled connection, so
 * they cost about one round trip on PostgreSQL (the embedded database's single connection serves them
 * in turn, queued by the pool). Inside a transaction they share its one connection, which runs one
 * query at a time, so there they are asked one after another.
 */
export async function readTogether<const R extends Reads>(em: EntityManager, reads: R): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  if (!em.getTransactionContext()) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}
