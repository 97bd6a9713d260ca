/**
 * The orders list's calls, filters and CSV columns (spec orders.md §7). Apart from order-calls.ts:
 * the order page's data is asked for at boot, and this module then stays with the orders list (issue 17).
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { int32, nonNegativeInt32, recordId, varchar } from './fields.ts';
import { product, productCategory, productOption } from '../domain/catalogue.ts';
import { orderCosts, productOrder } from '../domain/order.ts';
import { statusDefinition } from '../domain/organisation.ts';

export const ordersPageSizes = [50, 100, 150, 200, 250] as const;
export const DEFAULT_ORDERS_PAGE_SIZE = 100;

export const ordersFilters = z.object({
  orderOwner: z.enum(['all', 'self']).default('all'),
  archived: z.enum(['active', 'archived', 'all']).default('active'),
  productCategoryId: z.union([z.literal('all'), int32()]).default('all'),
  statusKey: varchar(100).default('All'),
});

/**
 * A saved filter may name a category or status that no longer exists (issue 11 item 11): such a value
 * would empty the list with no option in the filter to undo it, so it counts as 'all' / 'All'.
 * Used by the server on every list request and by the web on the saved settings.
 */
export function withKnownFilterValues<F extends { productCategoryId: 'all' | number; statusKey: string }>(
  filters: F,
  known: { categoryIds: readonly number[]; statusKeys: readonly string[] },
): F {
  const categoryIsKnown = filters.productCategoryId === 'all' || known.categoryIds.includes(filters.productCategoryId);
  const statusIsKnown = filters.statusKey === 'All' || known.statusKeys.includes(filters.statusKey);
  if (categoryIsKnown && statusIsKnown) return filters;
  return { ...filters, productCategoryId: categoryIsKnown ? filters.productCategoryId : 'all', statusKey: statusIsKnown ? filters.statusKey : 'All' };
}

/**
 * One row of the orders list: only the columns the list screen (and its CSV export) shows, not the
 * whole order. involvedUsers stays so the edge price projection can judge each row; costs carries
 * only the total and is absent when the viewer's pricing is hidden for that order.
 */
export const orderListRow = productOrder
  .pick({
    id: true,
    orgId: true,
    userId: true,
    orgSpecificId: true,
    title: true,
    archived: true,
    version: true,
    productCategoryId: true,
    productCategoryTitle: true,
    statusData: true,
    lastCompletedStatusKey: true,
    firmName: true,
    contactName: true,
    purchaseOrderNumber: true,
    productInstancesCount: true,
    involvedUsers: true,
    created: true,
    lastUpdated: true,
  })
  .extend({ ownerName: z.string(), costs: orderCosts.pick({ orderTotal: true }).optional() });

/**
 * Keyset paging: the page after (next) or before (previous) the row with this number, in the list's
 * order (number descending). Faster than the page number's offset on deep pages; the page's size is
 * resultConstraints' to - from.
 */
export const ordersCursor = z.object({ direction: z.enum(['next', 'previous']), orgSpecificId: int32() });
export type OrdersCursor = z.infer<typeof ordersCursor>;

export const ordersDataCall = defineCall(
  '/api/configurator/get-configurator-orders-data',
  z.object({
    userId: recordId().optional(),
    orgId: recordId(),
    includeAdvancedOrderData: z.boolean().default(false),
    resultConstraints: z
      .object({ from: nonNegativeInt32(), to: recordId() })
      .refine((r) => r.to > r.from, { message: 'to must be greater than from', path: ['to'] })
      .refine((r) => r.to - r.from <= 250, { message: 'at most 250 rows per page', path: ['to'] })
      .default({ from: 0, to: DEFAULT_ORDERS_PAGE_SIZE }),
    searchTerm: z.string().max(200).default(''),
    filters: ordersFilters.default({ orderOwner: 'all', archived: 'active', productCategoryId: 'all', statusKey: 'All' }),
    /**
     * The CSV variant (spec: "adds formatForCsvExport true and no paging"): resultConstraints are
     * ignored, the whole filtered list (at most limits.priceExportMaxRows rows) comes back as
     * productOrdersCsvData and productOrders is empty.
     */
    formatForCsvExport: z.boolean().default(false),
    /** When given, the page is read by keyset from this row instead of resultConstraints.from. */
    cursor: ordersCursor.optional(),
    /**
     * Counting every matching row costs more than the page; a client that already knows the count
     * (paging within the same filters and search) sends false and totalCount is absent.
     */
    includeTotalCount: z.boolean().default(true),
  }),
  dataOf(
    z.object({
      products: z.array(product),
      productOrders: z.array(orderListRow),
      productCategories: z.array(productCategory),
      productOptions: z.array(productOption),
      /** Absent when includeTotalCount was false. */
      totalCount: z.number().int().optional(),
      /**
       * Present (true) when a search's count stopped at the server's cap: at least totalCount orders
       * match, maybe more (counting every match of a common word would cost as many rows as match).
       */
      totalCountCapped: z.literal(true).optional(),
      /**
       * The organisation's order statuses the viewer may see, in the organisation's order: guests (and
       * guest mode) only those with isVisibleToGuest. The Status filter offers these; rows show titles from them.
       */
      productOrderStatuses: z.array(statusDefinition),
      /** CSV variant only: a header row and one row per order (see ordersCsvColumns). */
      productOrdersCsvData: z.string().optional(),
    }),
  ),
);

/** Header row of the orders CSV export; the total is in dollars and left empty when pricing is hidden. */
export const ordersCsvColumns = ['Order Number', 'Title', 'Owner', 'Category', 'Status', 'Created', 'Total ($)'] as const;

/**
 * Counts of the organisation's active (non-archived) orders by last completed status, for the orders
 * list's status shortcuts. Owners and members only (403 for guests and guest mode).
 */
export const ordersCountCall = defineCall(
  '/api/configurator/get-configurator-orders-count',
  z.object({
    userId: recordId().optional(),
    orgId: recordId(),
    statusKeys: z.array(z.string().min(1).max(100)).max(50),
  }),
  dataOf(z.object({ productOrderCountsByStatusKey: z.record(z.string(), z.number().int()) })),
);
