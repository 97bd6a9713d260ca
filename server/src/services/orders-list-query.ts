/**
 * The orders list query (spec orders §2 filters): owner all/self, type active/archived/all, category,
 * status (lastCompletedStatusKey), case-insensitive search over title, firm and order number, paging.
 * Guests and guest mode see only orders they own or are involved in, whatever the filters say.
 * Also the per-status counts of the list's status shortcuts.
 *
 * Written as plain SQL over the columns the list shows (no entity hydration) so each call costs
 * little more than its SQL; the indexes it relies on are in migration perf_server_order_list_indexes:
 * (org_id, archived[, last_completed_status_key], org_specific_id) for filters and order, trigram GIN
 * on title and firm_name for the substring search. The number is matched exactly, never through a
 * cast to text (which no index serves). A search's words most orders hold are left out of what the
 * trigram indexes are asked (search-word-share.ts); a counted search is one statement, or its count and
 * its page asked at once when many orders likely match (searchedPage).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { INT32_MAX, type InvolvedUsers, type ordersCursor, type ordersDataCall, type StatusData } from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';
import { liveOrderSql, NO_STATUS_KEY } from '../db/entities/index.ts';
import { readTogether } from '../db/plain-rows.ts';
import { COMMON_WORD_SHARE, wordShares, type SearchedColumn, type WordShares } from './search-word-share.ts';

type OrdersDataInput = z.output<typeof ordersDataCall.request>;
type OrdersCursor = z.output<typeof ordersCursor>;

const archivedFilter = { active: 0, archived: 1, all: undefined } as const;

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The order number a search names ('12' or '#12'), if it names one. */
export function searchedOrderNumber(term: string): number | undefined {
  const digits = term.replace(/^#/, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const number = Number(digits);
  return number >= 1 && number <= INT32_MAX ? number : undefined;
}

/** Which rows: a page by offset (page numbers, the CSV export's first rows up to a cap) or by keyset cursor. */
export interface RowWindow {
  offset: number;
  limit: number;
  cursor?: OrdersCursor | undefined;
}

/** A list row as read: the list's columns, the owner's name parts and the facts the price rule needs. */
export interface OrderListRecord {
  id: number;
  orgId: number;
  userId: number;
  orgSpecificId: number;
  title: string;
  archived: 0 | 1;
  version: number;
  productCategoryId: number | null;
  productCategoryTitle: string;
  statusData: StatusData;
  lastCompletedStatusKey: string | null;
  firmName: string;
  contactName: string;
  purchaseOrderNumber: string;
  productInstancesCount: number;
  involvedUsers: InvolvedUsers;
  created: string;
  lastUpdated: string;
  orderTotal: number;
  ownerName: string;
}

interface Where {
  sql: string;
  params: unknown[];
}

/** The list's WHERE clause two ways: for the trigram indexes to find the matches, and for walking the orders newest first. */
interface Wheres {
  /** The filters and the search, with index conditions the trigram indexes serve. */
  indexed: Where;
  /**
   * The same rows, the search as typed: for a page of a search many orders match, which the planner
   * (its estimate from the column statistics) finds by walking the number index newest first.
   */
  walked: Where;
  /**
   * The same rows split for a bounded walk (walkedSearch): the filters a number index serves (organisation,
   * not deleted, archived, status), and the search as typed, checked on the rows walked. Set when those
   * are the only filters: an employee's list with no category or owner filter.
   */
  bounded?: { scope: Where; search: Where };
}

/**
 * The words of a search the trigram index is asked for, in one column: all of it, unless a word of it
 * is in so many rows (COMMON_WORD_SHARE) that decoding its trigrams costs more than checking the rows
 * the other words find ('firm' of 'Firm 123' in firm names 'Firm <n>'). Words are pg_trgm's: runs of
 * letters and digits; one of fewer than three characters has no trigram of its own.
 */
function indexedPatterns(term: string, column: SearchedColumn, shares: WordShares): string[] {
  const words = [...new Set(term.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length >= 3);
  const rare = words.filter((w) => shares(column, w) < COMMON_WORD_SHARE);
  return rare.length && rare.length < words.length ? rare.map(likePattern) : [likePattern(term)];
}

/** The filters, search and guest restriction as WHERE clauses over product_order o. */
function whereClause(viewer: Viewer, input: Pick<OrdersDataInput, 'filters' | 'searchTerm'>, shares: WordShares): Wheres {
  const { filters } = input;
  // What the number indexes serve (org_id, archived[, last_completed_status_key], org_specific_id, over
  // orders not deleted: deleted orders are in no list, count or search), then the rest.
  const scope = { parts: ['o.org_id = ?', liveOrderSql('o')], params: [viewer.orgId] as unknown[] };
  const rest = { parts: [] as string[], params: [] as unknown[] };
  const add = (to: typeof scope, condition: string, ...values: unknown[]) => {
    to.parts.push(condition);
    to.params.push(...values);
  };
  const archived = archivedFilter[filters.archived];
  if (archived !== undefined) add(scope, 'o.archived = ?', archived);
  if (filters.statusKey !== 'All') add(scope, 'o.last_completed_status_key = ?', filters.statusKey);
  if (filters.productCategoryId !== 'all') add(rest, 'o.product_category_id = ?', filters.productCategoryId);
  if (filters.orderOwner === 'self') add(rest, 'o.user_id = ?', viewer.userId);
  if (!viewer.isEmployee) add(rest, '(o.user_id = ? or jsonb_exists(o.involved_users, ?))', viewer.userId, String(viewer.userId));
  // Only an index walks a status in number order within one archived value.
  const walkable = rest.parts.length === 0 && !(archived === undefined && filters.statusKey !== 'All');
  const joined = (...wheres: { parts: string[]; params: unknown[] }[]): Where => ({
    sql: wheres.flatMap((w) => w.parts).join(' and '),
    params: wheres.flatMap((w) => w.params),
  });
  const filtered = joined(scope, rest);
  const term = input.searchTerm.trim();
  if (!term) return { indexed: filtered, walked: filtered };
  const and = (search: Where): Where => ({ sql: `${filtered.sql} and ${search.sql}`, params: [...filtered.params, ...search.params] });
  const number = searchedOrderNumber(term);
  const pattern = likePattern(term);
  // The organisation repeated inside the number's branch lets that branch use the (org_id, org_specific_id) index.
  const byNumber: Where =
    number === undefined ? { sql: '', params: [] } : { sql: ' or (o.org_id = ? and o.org_specific_id = ?)', params: [viewer.orgId, number] };
  const plain: Where = { sql: `(o.title ilike ? or o.firm_name ilike ?${byNumber.sql})`, params: [pattern, pattern, ...byNumber.params] };
  const title = indexedPatterns(term, 'title', shares);
  const firm = indexedPatterns(term, 'firm_name', shares);
  const bounded = walkable ? { scope: joined(scope), search: plain } : undefined;
  if (title[0] === pattern && firm[0] === pattern) return { indexed: and(plain), walked: and(plain), bounded };
  // The trigram indexes find the orders holding the term's rarer words; the whole term is checked on
  // those, on the columns made expressions (|| '') so that no index serves that check.
  const allOf = (column: string, patterns: string[]) => `(${patterns.map(() => `o.${column} ilike ?`).join(' and ')})`;
  const narrowed: Where = {
    sql: `(${allOf('title', title)} or ${allOf('firm_name', firm)}${byNumber.sql}) and ((o.title || '') ilike ? or (o.firm_name || '') ilike ?${byNumber.sql})`,
    params: [...title, ...firm, ...byNumber.params, pattern, pattern, ...byNumber.params],
  };
  return { indexed: and(narrowed), walked: and(plain), bounded };
}

const listColumns = `o.id, o.org_id as "orgId", o.user_id as "userId", o.org_specific_id as "orgSpecificId", o.title, o.archived, o.version,
  o.product_category_id as "productCategoryId", o.product_category_title as "productCategoryTitle", o.status_data as "statusData", o.last_completed_status_key as "lastCompletedStatusKey",
  o.firm_name as "firmName", o.contact_name as "contactName", o.purchase_order_number as "purchaseOrderNumber",
  o.product_instances_count as "productInstancesCount", o.involved_users as "involvedUsers",
  to_char(o.created, 'YYYY-MM-DD HH24:MI:SS') as "created", to_char(o.last_updated, 'YYYY-MM-DD HH24:MI:SS') as "lastUpdated",
  (o.costs->>'orderTotal')::bigint as "orderTotal", u.first_name as "ownerFirstName", u.last_name as "ownerLastName", u.email as "ownerEmail"`;

type RawRecord = Omit<OrderListRecord, 'ownerName' | 'orderTotal'> & {
  orderTotal: string | number | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
};

/**
 * A list row's own columns, copied field by field rather than by rest and spread: a page is a hundred
 * rows, and copying with rest excluded takes V8's slow generic path per row; a literal of fixed shape
 * is also quicker to serialise. The viewer's answer (listRowForViewer) copies through here; the read
 * (toRecord) keeps the row as read, so a row is copied once.
 */
export const listRowColumns = (row: Omit<OrderListRecord, 'orderTotal' | 'ownerName'>) => ({
  id: row.id,
  orgId: row.orgId,
  userId: row.userId,
  orgSpecificId: row.orgSpecificId,
  title: row.title,
  archived: row.archived,
  version: row.version,
  productCategoryId: row.productCategoryId,
  productCategoryTitle: row.productCategoryTitle,
  statusData: row.statusData,
  lastCompletedStatusKey: row.lastCompletedStatusKey,
  firmName: row.firmName,
  contactName: row.contactName,
  purchaseOrderNumber: row.purchaseOrderNumber,
  productInstancesCount: row.productInstancesCount,
  involvedUsers: row.involvedUsers,
  created: row.created,
  lastUpdated: row.lastUpdated,
});

/** The read row made a record in place (its total a number, its owner's name joined): no copy of its columns. */
function toRecord(row: RawRecord): OrderListRecord {
  const record = row as unknown as OrderListRecord;
  record.orderTotal = Number(row.orderTotal ?? 0);
  record.ownerName = `${row.ownerFirstName ?? ''} ${row.ownerLastName ?? ''}`.trim() || (row.ownerEmail ?? '');
  return record;
}

/**
 * The numbers of the page's rows first (from the indexes alone when the filters allow), then their
 * columns for those rows only: an offset then skips index entries, not whole rows.
 */
function pageNumbersSql(where: Where, window: RowWindow, total: number | undefined): Where {
  const { cursor } = window;
  if (cursor) {
    const previous = cursor.direction === 'previous';
    return {
      sql: `select o.org_specific_id from product_order o where ${where.sql} and o.org_specific_id ${previous ? '>' : '<'} ?
        order by o.org_specific_id ${previous ? 'asc' : 'desc'} limit ?`,
      params: [...where.params, cursor.orgSpecificId, window.limit],
    };
  }
  if (total !== undefined && window.offset > total / 2) {
    // Past the middle, the page is read from the other end: rows [offset, offset + limit) newest first
    // are rows [total - offset - limit, total - offset) oldest first, so fewer index entries are skipped.
    const from = Math.max(0, total - window.offset - window.limit);
    return {
      sql: `select o.org_specific_id from product_order o where ${where.sql} order by o.org_specific_id asc limit ? offset ?`,
      params: [...where.params, Math.max(0, total - window.offset - from), from],
    };
  }
  return {
    sql: `select o.org_specific_id from product_order o where ${where.sql} order by o.org_specific_id desc limit ? offset ?`,
    params: [...where.params, window.limit, window.offset],
  };
}

/**
 * A search counts its matches up to this many and no further: a search many orders match ('harbor' in
 * 2 % of them) would otherwise cost as many rows as match, and more with every order added (issue 37).
 * Past it the answer says the count stopped there (totalCountCapped) and the list shows "1,000+"
 * (twenty pages: past that a person narrows the search). Counting to the cap is most of such a
 * search's cost (a word in 10 % of a million orders: 10,000 rows read at 1,000, 20,000 at 2,000).
 * It also picks how the page is found (searchedPage): up to it, the matches found through the
 * trigram indexes and sorted (at most this many rows); past it, the newest matches by the plan the
 * planner's estimate favours: the number index walked newest first until the page is full (a word in
 * 1 of 50 orders: a few thousand rows), or the trigram indexes and a sort, for a word just past the
 * cap. That estimate holds at a million orders thanks to the titles' larger statistics sample
 * (migrations/Migration20261128090000_search_statistics.ts).
 */
export const SEARCH_COUNT_CAP = 1000;

/** Pages this deep may be read from the other end (pageNumbersSql) when the kept counts give the total. */
const READ_FROM_END_AFTER = 1000;

export interface ListedOrders {
  rows: OrderListRecord[];
  totalCount: number | undefined;
  /** True when the count stopped at SEARCH_COUNT_CAP: more orders match than totalCount says. */
  totalCountCapped: boolean;
}

export async function listOrders(
  em: EntityManager,
  viewer: Viewer,
  input: Pick<OrdersDataInput, 'filters' | 'searchTerm'>,
  window: RowWindow,
  options: { count: boolean },
): Promise<ListedOrders> {
  const term = input.searchTerm.trim();
  const shares = term ? await wordShares(em) : () => 0;
  const wheres = whereClause(viewer, input, shares);
  const where = wheres.indexed;
  if (term && options.count) return searchedPage(em, viewer, wheres, window, termShare(shares, term));
  // A deep page by number needs the total first (from the kept counts only: a few rows) to be read from the other end.
  const keptTotal = !window.cursor && window.offset > READ_FROM_END_AFTER ? keptCountQuery(viewer, input) : undefined;
  const total = keptTotal ? await countBy(em, keptTotal) : undefined;
  const numbers = pageNumbersSql(where, window, total);
  // The page and its count asked together (readTogether).
  const [raw, totalCount] = await readTogether(em, [
    () =>
      em.getConnection().execute<RawRecord[]>(
        `select ${listColumns} from (${numbers.sql}) page
        join product_order o on o.org_id = ? and o.org_specific_id = page.org_specific_id
        left join app_user u on u.id = o.user_id
        order by o.org_specific_id desc`,
        [...numbers.params, viewer.orgId],
      ),
    async () => (options.count ? (total ?? countOrders(em, viewer, input, where)) : undefined),
  ]);
  return { rows: raw.map(toRecord), totalCount, totalCountCapped: false };
}

/** The estimated share of the organisation's orders a search term matches, in title or firm (at most 1). */
const termShare = (shares: WordShares, term: string) => Math.min(1, shares('title', term) + shares('firm_name', term));

/**
 * The most rows a walk of a search many orders match reads (walkedSearch): enough for a page of 100 of
 * a term in 1 % of the orders twice over, and a bounded cost (a few milliseconds) where it was guessed
 * wrong. A walk is tried only when the term's estimated share makes the page likely within half of it.
 */
const WALK_BOUND = 20_000;

/**
 * A counted search. When many orders likely match (the estimate from the column statistics), its count
 * (up to the cap, through the trigram indexes) and its page (the number index walked newest first, at
 * most WALK_BOUND rows) are asked together, on two connections: at a million orders, 'harbor' (2 %) costs
 * its count's 8 ms in PostgreSQL instead of 8 + 5 ms in turn (issue 37). A walk that found less than a
 * page (the matches ended, or the estimate was wrong for this organisation) leaves the page to the one
 * statement (countedSearch), as does any other search.
 */
async function searchedPage(em: EntityManager, viewer: Viewer, wheres: Wheres, window: RowWindow, share: number): Promise<ListedOrders> {
  const likelyWithinBound = (window.offset + window.limit) / share <= WALK_BOUND / 2;
  const walk = wheres.bounded && likelyWithinBound && !em.getTransactionContext() ? wheres.bounded : undefined;
  if (walk) {
    const [matchCount, page] = await readTogether(em, [() => countUpToCap(em, wheres.indexed), () => walkedSearch(em, viewer, walk, window)]);
    if (page.length === window.limit) return { rows: page.map(toRecord), ...capped(matchCount) };
  }
  return countedSearch(em, viewer, wheres.indexed, wheres.walked, window);
}

const capped = (matchCount: number) => ({ totalCount: Math.min(matchCount, SEARCH_COUNT_CAP), totalCountCapped: matchCount > SEARCH_COUNT_CAP });

/** Where a keyset page starts: after (or, going back, before) the cursor's order. */
function fromCursor(window: RowWindow, alias: string): { sql: string; params: unknown[]; order: 'asc' | 'desc'; offset: number } {
  const { cursor } = window;
  const previous = cursor?.direction === 'previous';
  return {
    sql: cursor ? ` and ${alias}.org_specific_id ${previous ? '>' : '<'} ?` : '',
    params: cursor ? [cursor.orgSpecificId] : [],
    order: previous ? 'asc' : 'desc',
    offset: cursor ? 0 : window.offset,
  };
}

/** The search's matches counted up to one past the cap, through the trigram indexes. */
async function countUpToCap(em: EntityManager, matched: Where): Promise<number> {
  return countBy(em, {
    sql: `select count(*)::int as count from (select 1 from product_order o where ${matched.sql} limit ${SEARCH_COUNT_CAP + 1}) m`,
    params: matched.params,
  });
}

/** The page of a search walked newest first through the number index, reading at most WALK_BOUND orders. */
async function walkedSearch(em: EntityManager, viewer: Viewer, walk: NonNullable<Wheres['bounded']>, window: RowWindow): Promise<RawRecord[]> {
  const from = fromCursor(window, 'o');
  return em.getConnection().execute<RawRecord[]>(
    `select ${listColumns} from (
      select o.org_specific_id from (
        select o.org_id, o.org_specific_id, o.title, o.firm_name from product_order o
        where ${walk.scope.sql}${from.sql} order by o.org_specific_id ${from.order} limit ${WALK_BOUND}
      ) o where ${walk.search.sql} order by o.org_specific_id ${from.order} limit ? offset ?
    ) page join product_order o on o.org_id = ? and o.org_specific_id = page.org_specific_id left join app_user u on u.id = o.user_id
    order by o.org_specific_id desc`,
    [...walk.scope.params, ...from.params, ...walk.search.params, window.limit, from.offset, viewer.orgId],
  );
}

/**
 * A counted search in one statement: its matches found through the trigram indexes up to one past the
 * cap (matched: at most that many rows, whatever the number of orders), counted; then the page from
 * those when they are all of them (sorting at most SEARCH_COUNT_CAP numbers), else from the number
 * index walked newest first (at 1 in 50 or more of the orders matching, a few thousand rows). Only one
 * of the two branches runs: each is gated on the count (a one-time filter in the plan).
 */
async function countedSearch(em: EntityManager, viewer: Viewer, matched: Where, walked: Where, window: RowWindow): Promise<ListedOrders> {
  const { order, params: fromParams, offset } = fromCursor(window, 'o');
  const from = (alias: string) => fromCursor(window, alias).sql;
  const raw = await em.getConnection().execute<(RawRecord & { matchCount: number })[]>(
    `with matched as materialized (select o.org_specific_id from product_order o where ${matched.sql} limit ${SEARCH_COUNT_CAP + 1}),
      counted as (select count(*)::int as n from matched),
      numbers as (
        (select m.org_specific_id from matched m where (select n from counted) <= ${SEARCH_COUNT_CAP}${from('m')}
          order by m.org_specific_id ${order} limit ? offset ?)
        union all
        (select o.org_specific_id from product_order o where ${walked.sql} and (select n from counted) > ${SEARCH_COUNT_CAP}${from('o')}
          order by o.org_specific_id ${order} limit ? offset ?)
      )
    select ${listColumns}, c.n as "matchCount" from counted c
      left join (numbers page join product_order o on o.org_id = ? and o.org_specific_id = page.org_specific_id left join app_user u on u.id = o.user_id) on true
    order by o.org_specific_id desc`,
    [...matched.params, ...fromParams, window.limit, offset, ...walked.params, ...fromParams, window.limit, offset, viewer.orgId],
  );
  // One row at least: the count, with no order when the page is empty.
  const matchCount = raw[0]?.matchCount ?? 0;
  return { rows: raw.filter((row) => row.id !== null).map(toRecord), ...capped(matchCount) };
}

/**
 * The list's total: from the counts kept per (archived, status) when the filters are only those (an
 * employee's list without search, category or owner filter: the list as first opened), else counted.
 */
async function countOrders(em: EntityManager, viewer: Viewer, input: Pick<OrdersDataInput, 'filters' | 'searchTerm'>, where: Where): Promise<number> {
  return countBy(em, keptCountQuery(viewer, input) ?? { sql: `select count(*) as count from product_order o where ${where.sql}`, params: where.params });
}

async function countBy(em: EntityManager, query: Where): Promise<number> {
  const [row] = await em.getConnection().execute<{ count: string | number | null }[]>(query.sql, query.params, 'all', em.getTransactionContext());
  return Number(row?.count ?? 0);
}

/** The sum over order_status_count equal to the list's count(*), when the filters allow one. */
function keptCountQuery(viewer: Viewer, { filters, searchTerm }: Pick<OrdersDataInput, 'filters' | 'searchTerm'>): Where | undefined {
  const onlyArchivedAndStatus = viewer.isEmployee && !searchTerm.trim() && filters.productCategoryId === 'all' && filters.orderOwner === 'all';
  // '' is the counts' key for orders without a status; the list's filter by '' matches none of them.
  if (!onlyArchivedAndStatus || filters.statusKey === NO_STATUS_KEY) return undefined;
  const parts = ['c.org_id = ?'];
  const params: unknown[] = [viewer.orgId];
  const archived = archivedFilter[filters.archived];
  if (archived !== undefined) {
    parts.push('c.archived = ?');
    params.push(archived);
  }
  if (filters.statusKey !== 'All') {
    parts.push('c.status_key = ?');
    params.push(filters.statusKey);
  }
  return { sql: `select sum(c.count) as count from order_status_count c where ${parts.join(' and ')}`, params };
}

/**
 * Active (non-archived) orders of the viewer's organisation per last completed status; every asked
 * key is answered. Read from the counts the product_order triggers keep (order_status_count): a few
 * rows, whatever the number of orders.
 */
export async function countOrdersByStatus(em: EntityManager, viewer: Viewer, statusKeys: readonly string[]): Promise<Record<string, number>> {
  const keys = [...new Set(statusKeys)];
  const counts: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  // '' is the kept counts' key for orders without a status, which no status key names.
  const asked = keys.filter((k) => k !== NO_STATUS_KEY);
  if (!asked.length) return counts;
  const grouped = await em.getConnection().execute<{ key: string; count: string | number }[]>(
    `select c.status_key as key, c.count from order_status_count c
      where c.org_id = ? and c.archived = 0 and c.status_key in (${asked.map(() => '?').join(', ')})`,
    [viewer.orgId, ...asked],
  );
  for (const row of grouped) counts[row.key] = Number(row.count);
  return counts;
}
