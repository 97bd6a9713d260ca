/**
 * Several tables' rows read by one joined query, each split back into its own raw row (database
 * column names, values as the driver reads them), ready for em.map to make a managed entity of:
 * one round trip where several findOne calls would each make their own.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityProperty, EntitySchema } from '@mikro-orm/core';

export interface JoinedTable<K extends string> {
  /** The name of this table's row in each result. */
  key: K;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity schema
  schema: EntitySchema<any, any>;
  /** The table's alias in `from`. */
  alias: string;
}

export interface JoinedQuery {
  /** The FROM clause naming each table by its alias. */
  from: string;
  where: string;
  params: readonly unknown[];
}

const isColumn = (prop: EntityProperty): boolean =>
  prop.fieldNames?.length === 1 && (prop.kind === 'scalar' || prop.kind === 'm:1' || (prop.kind === '1:1' && !!prop.owner)) && prop.persist !== false;

const columnLists = new Map<string, string[]>();

function columnsOf(em: EntityManager, schema: JoinedTable<string>['schema']): string[] {
  const name = schema.meta.className;
  let columns = columnLists.get(name);
  if (!columns) {
    columns = em
      .getMetadata()
      .get(name)
      .props.filter(isColumn)
      .map((p) => p.fieldNames[0]!);
    columnLists.set(name, columns);
  }
  return columns;
}

/** The select list of a join, made once per list of tables (the session's join is asked on every request). */
const selectLists = new WeakMap<readonly JoinedTable<string>[], string>();

function selectOf(em: EntityManager, tables: readonly JoinedTable<string>[]): string {
  let select = selectLists.get(tables);
  if (select === undefined) {
    select = tables.flatMap((t) => columnsOf(em, t.schema).map((c) => `${t.alias}."${c}" as "${t.alias}.${c}"`)).join(', ');
    selectLists.set(tables, select);
  }
  return select;
}

export async function joinedRows<K extends string>(
  em: EntityManager,
  tables: readonly JoinedTable<K>[],
  query: JoinedQuery,
): Promise<Record<K, Record<string, unknown>>[]> {
  const select = selectOf(em, tables);
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(`select ${select} from ${query.from} where ${query.where}`, [...query.params]);
  return rows.map((row) => {
    const split = {} as Record<K, Record<string, unknown>>;
    for (const t of tables) {
      const raw: Record<string, unknown> = {};
      for (const c of columnsOf(em, t.schema)) raw[c] = row[`${t.alias}.${c}`];
      split[t.key] = raw;
    }
    return split;
  });
}
