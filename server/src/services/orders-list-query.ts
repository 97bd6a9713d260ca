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
 * cast to text (which no index serves).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { INT32_MAX, type InvolvedUsers, type ordersCursor, type ordersDataCall, type StatusData } from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';

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

/** The filters, search and guest restriction as one WHERE clause over product_order o. */
function whereClause(viewer: Viewer, input: Pick<OrdersDataInput, 'filters' | 'searchTerm'>): Where {
  const { filters } = input;
  const parts = ['o.org_id = ?'];
  const params: unknown[] = [viewer.org.id];
  const archived = archivedFilter[filters.archived];
  const add = (condition: string, ...values: unknown[]) => {
    parts.push(condition);
    params.push(...values);
  };
  if (archived !== undefined) add('o.archived = ?', archived);
  if (filters.productCategoryId !== 'all') add('o.product_category_id = ?', filters.productCategoryId);
  if (filters.statusKey !== 'All') add('o.last_completed_status_key = ?', filters.statusKey);
  if (filters.orderOwner === 'self') add('o.user_id = ?', viewer.user.id);
  if (!viewer.isEmployee) {
    parts.push('(o.user_id = ? or jsonb_exists(o.involved_users, ?))');
    params.push(viewer.user.id, String(viewer.user.id));
  }
  const term = input.searchTerm.trim();
  if (term) {
    const number = searchedOrderNumber(term);
    const pattern = likePattern(term);
    if (number === undefined) {
      parts.push('(o.title ilike ? or o.firm_name ilike ?)');
      params.push(pattern, pattern);
    } else {
      // The organisation repeated inside the number's branch lets that branch use the (org_id, org_specific_id) index.
      parts.push('(o.title ilike ? or o.firm_name ilike ? or (o.org_id = ? and o.org_specific_id = ?))');
      params.push(pattern, pattern, viewer.org.id, number);
    }
  }
  return { sql: parts.join(' and '), params };
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

const toRecord = ({ ownerFirstName, ownerLastName, ownerEmail, orderTotal, ...row }: RawRecord): OrderListRecord => ({
  ...row,
  orderTotal: Number(orderTotal ?? 0),
  ownerName: `${ownerFirstName ?? ''} ${ownerLastName ?? ''}`.trim() || (ownerEmail ?? ''),
});

/**
 * The numbers of the page's rows first (from the indexes alone when the filters allow), then their
 * columns for those rows only: an offset then skips index entries, not whole rows.
 */
function pageNumbersSql(where: Where, window: RowWindow): Where {
  const { cursor } = window;
  if (cursor) {
    const previous = cursor.direction === 'previous';
    return {
      sql: `select o.org_specific_id from product_order o where ${where.sql} and o.org_specific_id ${previous ? '>' : '<'} ?
        order by o.org_specific_id ${previous ? 'asc' : 'desc'} limit ?`,
      params: [...where.params, cursor.orgSpecificId, window.limit],
    };
  }
  return {
    sql: `select o.org_specific_id from product_order o where ${where.sql} order by o.org_specific_id desc limit ? offset ?`,
    params: [...where.params, window.limit, window.offset],
  };
}

export async function listOrders(
  em: EntityManager,
  viewer: Viewer,
  input: Pick<OrdersDataInput, 'filters' | 'searchTerm'>,
  window: RowWindow,
  options: { count: boolean },
): Promise<{ rows: OrderListRecord[]; totalCount: number | undefined }> {
  const where = whereClause(viewer, input);
  const numbers = pageNumbersSql(where, window);
  const connection = em.getConnection();
  const raw = await connection.execute<RawRecord[]>(
    `select ${listColumns} from (${numbers.sql}) page
      join product_order o on o.org_id = ? and o.org_specific_id = page.org_specific_id
      left join app_user u on u.id = o.user_id
      order by o.org_specific_id desc`,
    [...numbers.params, viewer.org.id],
  );
  const totalCount = options.count ? await countOrders(em, where) : undefined;
  return { rows: raw.map(toRecord), totalCount };
}

async function countOrders(em: EntityManager, where: Where): Promise<number> {
  const [row] = await em.getConnection().execute<{ count: string | number }[]>(`select count(*) as count from product_order o where ${where.sql}`, where.params);
  return Number(row?.count ?? 0);
}

/**
 * Active (non-archived) orders of the viewer's organisation per last completed status; every asked
 * key is answered. Served by the (org_id, archived, last_completed_status_key, …) index alone.
 */
export async function countOrdersByStatus(em: EntityManager, viewer: Viewer, statusKeys: readonly string[]): Promise<Record<string, number>> {
  const keys = [...new Set(statusKeys)];
  const counts: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  if (!keys.length) return counts;
  const grouped = await em.getConnection().execute<{ key: string; count: string | number }[]>(
    `select o.last_completed_status_key as key, count(*) as count from product_order o
      where o.org_id = ? and o.archived = 0 and o.last_completed_status_key in (${keys.map(() => '?').join(', ')})
      group by o.last_completed_status_key`,
    [viewer.org.id, ...keys],
  );
  for (const row of grouped) counts[row.key] = Number(row.count);
  return counts;
}
