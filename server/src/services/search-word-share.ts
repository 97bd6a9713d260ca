/**
 * How common a word is in the orders' titles and firm names, estimated from PostgreSQL's own column
 * statistics (pg_stats: the most common values with their shares, and the histogram's bounds, a sample
 * of the rest), so the orders search can leave a word most orders hold out of its trigram index
 * condition (issue 37). The trigram index answers 'Firm 123' by decoding the posting list of every
 * trigram of the term: those of 'firm', in every firm name, cost as many entries as there are orders
 * (at a million orders, three quarters of the search), while '123' alone finds the same few rows.
 * Only the index condition is narrowed: the whole term is still matched on every row found.
 *
 * Read once per process and database, again after STATS_MAX_AGE_MS (in the background: a search
 * never waits for a refresh, only for the first read). Without statistics (a table never analysed)
 * no word is common and the search is as before.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/** The searched columns of product_order whose statistics are read. */
export type SearchedColumn = 'title' | 'firm_name';

/** A word is common in a column when about this share of its rows or more hold it. */
export const COMMON_WORD_SHARE = 0.2;
const STATS_MAX_AGE_MS = 10 * 60_000;

interface ColumnSample {
  /** The most common values (lower case) with the share of rows holding each. */
  common: { value: string; share: number }[];
  /** The histogram's bounds (lower case): a sample of the rows not among the most common values. */
  others: string[];
  /** The share of rows the histogram stands for. */
  othersShare: number;
}

export type WordShares = (column: SearchedColumn, word: string) => number;

interface StatsRow {
  column: SearchedColumn;
  nullFrac: number | string | null;
  common: string[] | null;
  commonShares: (number | string)[] | null;
  histogram: string[] | null;
}

const read = new WeakMap<object, { at: number; samples: Promise<Map<SearchedColumn, ColumnSample>> }>();

async function readSamples(em: EntityManager): Promise<Map<SearchedColumn, ColumnSample>> {
  const rows = await em.getConnection().execute<StatsRow[]>(
    `select s.attname as "column", s.null_frac as "nullFrac", s.most_common_vals::text::text[] as "common",
       s.most_common_freqs as "commonShares", s.histogram_bounds::text::text[] as "histogram"
     from pg_stats s where s.schemaname = current_schema() and s.tablename = 'product_order' and s.attname in ('title', 'firm_name')`,
  );
  const samples = new Map<SearchedColumn, ColumnSample>();
  for (const row of rows) {
    const common = (row.common ?? []).map((value, i) => ({ value: value.toLowerCase(), share: Number(row.commonShares?.[i] ?? 0) }));
    const commonShare = common.reduce((sum, c) => sum + c.share, 0);
    samples.set(row.column, {
      common,
      others: (row.histogram ?? []).map((v) => v.toLowerCase()),
      othersShare: Math.max(0, 1 - Number(row.nullFrac ?? 0) - commonShare),
    });
  }
  return samples;
}

/** The estimated share of a column's rows holding a word (case-insensitive), for this database. */
export async function wordShares(em: EntityManager): Promise<WordShares> {
  // Keyed by the connection the forks of one ORM share: one read per database, whatever the request.
  const key = em.getConnection();
  const now = Date.now();
  let entry = read.get(key);
  if (!entry || now - entry.at > STATS_MAX_AGE_MS) {
    const fresh = { at: now, samples: readSamples(em).catch(() => new Map<SearchedColumn, ColumnSample>()) };
    const previous = entry;
    read.set(key, fresh);
    entry = previous ?? fresh;
  }
  const samples = await entry.samples;
  return (column, word) => {
    const sample = samples.get(column);
    if (!sample) return 0;
    const needle = word.toLowerCase();
    const inCommon = sample.common.reduce((sum, c) => sum + (c.value.includes(needle) ? c.share : 0), 0);
    const inOthers = sample.others.length ? sample.others.filter((v) => v.includes(needle)).length / sample.others.length : 0;
    return inCommon + sample.othersShare * inOthers;
  };
}

/** Forgets what was read for this database (a test analyses the table, then searches). */
export function forgetWordShares(em: EntityManager): void {
  read.delete(em.getConnection());
}
