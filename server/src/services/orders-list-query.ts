/**
 * The orders list query (spec orders §2 filters): owner all/self, type active/archived/all, category,
 * status (lastCompletedStatusKey), case-insensitive search over title, firm and order number, paging.
 * Guests and guest mode see only orders they own or are involved in, whatever the filters say.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import type { z } from 'zod';
import type { ordersDataCall } from '@configurator/core';
import { ProductOrderSchema, type ProductOrderRow } from '../db/entities/index.ts';
import type { Viewer } from '../auth/viewer.ts';

type OrdersDataInput = z.output<typeof ordersDataCall.request>;

const archivedFilter = { active: 0, archived: 1, all: undefined } as const;

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOrders(em: EntityManager, viewer: Viewer, input: OrdersDataInput): Promise<{ rows: ProductOrderRow[]; totalCount: number }> {
  const { filters, searchTerm, resultConstraints } = input;
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
    .offset(resultConstraints.from)
    .limit(resultConstraints.to - resultConstraints.from)
    .getResultList();
  return { rows, totalCount };
}
