/**
 * The orders list query (spec orders §2 filters): owner all/self, type active/archived/all, category,
 * status (lastCompletedStatusKey), case-insensitive search over title, firm and order number, paging.
 * Guests and guest mode see only orders they own or are involved in, whatever the filters say.
 * Also the per-status counts of the list's status shortcuts.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { z } from 'zod';
import type { ordersDataCall } from '@configurator/core';
import { ProductOrderSchema, type ProductOrderRow } from '../db/entities/index.ts';
import type { Viewer } from '../auth/viewer.ts';

type OrdersDataInput = z.output<typeof ordersDataCall.request>;

const archivedFilter = { active: 0, archived: 1, all: undefined } as const;

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which rows: a page of the list, or (CSV export) the first rows up to a cap. */
export interface RowWindow {
  offset: number;
  limit: number;
}

export async function listOrders(em: EntityManager, viewer: Viewer, input: OrdersDataInput, window: RowWindow): Promise<{ rows: ProductOrderRow[]; totalCount: number }> {
  const { filters, searchTerm } = input;
  const where: FilterQuery<ProductOrderRow> = { orgId: viewer.org.id };
  const archived = archivedFilter[filters.archived];
  if (archived !== undefined) where.archived = archived;
  if (filters.productCategoryId !== 'all') where.productCategoryId = filters.productCategoryId;
  if (filters.statusKey !== 'All') where.lastCompletedStatusKey = filters.statusKey;
  if (filters.orderOwner === 'self') where.userId = viewer.user.id;

  const qb = em.createQueryBuilder(ProductOrderSchema, 'o').where(where);
  if (!viewer.isEmployee) {
    qb.andWhere('(o.user_id = ? or jsonb_exists(o.involved_users, ?))', [viewer.user.id, String(viewer.user.id)]);
  }
  const term = searchTerm.trim();
  if (term) {
    const number = term.replace(/^#/, '');
    qb.andWhere(`(o.title ilike ? or o.firm_name ilike ? or cast(o.org_specific_id as text) = ?)`, [likePattern(term), likePattern(term), number]);
  }
  const totalCount = await qb.clone().getCount();
  const rows = await qb
    .orderBy({ orgSpecificId: 'desc' })
    .offset(window.offset)
    .limit(window.limit)
    .getResultList();
  return { rows, totalCount };
}

/** Active (non-archived) orders of the viewer's organisation per last completed status; every asked key is answered. */
export async function countOrdersByStatus(em: EntityManager, viewer: Viewer, statusKeys: readonly string[]): Promise<Record<string, number>> {
  const keys = [...new Set(statusKeys)];
  const counts: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  if (!keys.length) return counts;
  const grouped = await em
    .createQueryBuilder(ProductOrderSchema, 'o')
    .select(['o.lastCompletedStatusKey', raw('count(*) as count')])
    .where({ orgId: viewer.org.id, archived: 0, lastCompletedStatusKey: { $in: keys } })
    .groupBy('o.lastCompletedStatusKey')
    .execute<{ lastCompletedStatusKey: string; count: string | number }[]>('all');
  for (const row of grouped) counts[row.lastCompletedStatusKey] = Number(row.count);
  return counts;
}
