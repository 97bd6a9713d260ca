/**
 * The embedded database's backup: every row of every table as JSON lines, read in one read-only
 * repeatable-read transaction (one consistent moment), plus each sequence's position. Why not pg_dump:
 * PGlite is PostgreSQL 17 and pg_dump refuses a server newer than itself (this machine's Debian ships 15),
 * and PGlite's WASM pg_dump (@electric-sql/pglite-tools) must run inside the process that holds the
 * database, so it cannot back up a running server over its socket. This works over the socket.
 *
 * Restoring needs the schema first: the restore applies the same migrations the backup lists, then
 * loads the rows with triggers and foreign keys off (session_replication_role = replica) and puts each
 * sequence back where it was.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Knex } from '@mikro-orm/postgresql';

/** MikroORM's own bookkeeping: written by the migrator when the restore applies the migrations. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const BATCH_ROWS = 500;

type Line = { t: string; r: Record<string, unknown> } | { s: string; v: string; c: boolean };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(db: Knex): Promise<string[]> {
  const result = await db.raw<{ rows: { table_name: string }[] }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ? order by table_name`,
    [MIGRATIONS_TABLE],
  );
  return result.rows.map((r) => r.table_name);
}

/** Writes the database's rows and sequence positions to file; answers the applied migrations' names. */
export async function dumpRows(knex: Knex, file: string): Promise<{ migrations: string[]; rows: number }> {
  const out = createWriteStream(file);
  const write = async (line: Line) => {
    if (!out.write(JSON.stringify(line) + '\n')) await once(out, 'drain');
  };
  let rows = 0;
  const migrations = await knex.transaction(async (trx) => {
    await trx.raw('set transaction isolation level repeatable read, read only');
    for (const table of await tablesOf(trx)) {
      const result = await trx.raw<{ rows: { j: Record<string, unknown> }[] }>(`select row_to_json(t) as j from ${quote(table)} t`);
      for (const { j } of result.rows) await write({ t: table, r: j });
      rows += result.rows.length;
    }
    const sequences = await trx.raw<{ rows: { name: string }[] }>(
      `select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
    );
    for (const { name } of sequences.rows) {
      const position = await trx.raw<{ rows: { last_value: string; is_called: boolean }[] }>(`select last_value::text, is_called from ${quote(name)}`);
      await write({ s: name, v: position.rows[0]!.last_value, c: position.rows[0]!.is_called });
    }
    const applied = await trx.raw<{ rows: { name: string }[] }>(`select name from ${quote(MIGRATIONS_TABLE)} order by id`);
    return applied.rows.map((r) => r.name);
  });
  out.end();
  await once(out, 'finish');
  return { migrations, rows };
}

/** Loads a dump's rows into a database whose schema is at the dump's migrations (and holds no rows but those its migrations wrote). */
export async function restoreRows(knex: Knex, file: string): Promise<number> {
  let rows = 0;
  await knex.transaction(async (trx) => {
    // Rows go in table by table, in any order: foreign keys and triggers wait (superuser, as the embedded database's user is).
    await trx.raw('set local session_replication_role = replica');
    const columnsOf = new Map<string, string>();
    const insertable = async (table: string) => {
      let columns = columnsOf.get(table);
      if (!columns) {
        const result = await trx.raw<{ rows: { column_name: string }[] }>(
          `select column_name from information_schema.columns where table_schema = 'public' and table_name = ? and is_generated = 'NEVER' order by ordinal_position`,
          [table],
        );
        if (result.rows.length === 0) throw new Error(`The backup has rows for table ${table}, which this database does not have.`);
        // A migration may have written a table's first rows (a counter's single row): the backup's rows replace them.
        await trx.raw(`delete from ${quote(table)}`);
        columns = result.rows.map((r) => quote(r.column_name)).join(', ');
        columnsOf.set(table, columns);
      }
      return columns;
    };
    let batch: { table: string; rows: Record<string, unknown>[] } | undefined;
    const flush = async () => {
      if (!batch?.rows.length) return;
      const columns = await insertable(batch.table);
      await trx.raw(`insert into ${quote(batch.table)} (${columns}) select ${columns} from json_populate_recordset(null::${quote(batch.table)}, ?::json)`, [
        JSON.stringify(batch.rows),
      ]);
      rows += batch.rows.length;
      batch = undefined;
    };
    for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      if (!text) continue;
      const line = JSON.parse(text) as Line;
      if ('t' in line) {
        if (batch && (batch.table !== line.t || batch.rows.length >= BATCH_ROWS)) await flush();
        batch ??= { table: line.t, rows: [] };
        batch.rows.push(line.r);
      } else {
        await flush();
        await trx.raw('select setval(?::regclass, ?::bigint, ?)', [quote(line.s), line.v, line.c]);
      }
    }
    await flush();
  });
  return rows;
}
