/**
 * Orders list state (spec orders.md §2, §4): filters, search, paging and the current page's rows.
 * Changing a filter or the search term reloads from page 1; filter choices persist in the user's
 * appData.{product}.ordersPageSettings through the user app-data call.
 */
import { create } from 'zustand';
import {
  DEFAULT_ORDERS_PAGE_SIZE,
  ordersDataCall,
  ordersPageSizes,
  productOrderCalls,
  statusesVisibleToRole,
  withKnownFilterValues,
  type OrdersCursor,
  type ProductCategory,
  type RequestOf,
  type ResponseOf,
  type StatusDefinition,
} from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { saveUserSettings, userSettingsOf } from '../session/user-settings.ts';
import { inGuestMode, useSessionStore } from '../session/session-store.ts';

export type OrderRow = ResponseOf<typeof ordersDataCall>['data']['productOrders'][number];

export interface OrdersFilters {
  orderOwner: 'all' | 'self';
  archived: 'active' | 'archived' | 'all';
  productCategoryId: 'all' | number;
  statusKey: string;
  detailLevel: 'basic' | 'advanced';
  pageSize: number;
}

export const defaultFilters: OrdersFilters = {
  orderOwner: 'all',
  archived: 'active',
  productCategoryId: 'all',
  statusKey: 'All',
  detailLevel: 'basic',
  pageSize: DEFAULT_ORDERS_PAGE_SIZE,
};

/** The filters that narrow which orders are listed (View and Items/Page only change how they are shown). */
const narrowingKeys = ['orderOwner', 'archived', 'productCategoryId', 'statusKey'] as const;

/** How many filters narrow the list away from their defaults: the count a phone's Filters button shows. */
export const narrowingFilterCount = (filters: OrdersFilters): number => narrowingKeys.filter((key) => filters[key] !== defaultFilters[key]).length;

/** Filters saved in the user's appData.{product}, read leniently: a bad saved value falls back to the defaults. */
export function filtersFromAppData(appData: Record<string, unknown>): OrdersFilters {
  const s = userSettingsOf(appData).ordersPageSettings;
  if (!s) return defaultFilters;
  const pageSize = (ordersPageSizes as readonly number[]).includes(s.pageRowsFilterValue ?? -1) ? s.pageRowsFilterValue! : DEFAULT_ORDERS_PAGE_SIZE;
  return {
    orderOwner: s.orderOwnerFilterValue ?? defaultFilters.orderOwner,
    archived: s.archivedFilterValue ?? defaultFilters.archived,
    productCategoryId: s.productCategoryFilterValue ?? defaultFilters.productCategoryId,
    statusKey: s.statusFilterValue ?? defaultFilters.statusKey,
    detailLevel: s.detailLevelFilterValue ?? defaultFilters.detailLevel,
    pageSize,
  };
}

const toSettings = (f: OrdersFilters) => ({
  ordersPageSettings: {
    orderOwnerFilterValue: f.orderOwner,
    archivedFilterValue: f.archived,
    statusFilterValue: f.statusKey,
    pageRowsFilterValue: f.pageSize,
    productCategoryFilterValue: f.productCategoryId,
    detailLevelFilterValue: f.detailLevel,
  },
});

interface OrdersListState {
  orgId: number | null;
  filters: OrdersFilters;
  searchTerm: string;
  page: number;
  rows: OrderRow[];
  totalCount: number;
  /** The search's count stopped at the server's cap: at least totalCount orders match. */
  totalCountCapped: boolean;
  categories: ProductCategory[];
  /** The organisation's order statuses the viewer may see, in order (from the last answer). */
  statuses: StatusDefinition[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /**
   * The list has answered for this organisation. An empty answer stays shown while the next one
   * loads, so the empty state (and its focused Clear button) is not drawn away and back.
   */
  answered: boolean;
  error: string | null;
  /** A failed save of the filter choices (the list itself still works). */
  persistError: string | null;
  /** Counts requests so a slow answer to an older request is ignored. */
  requestSeq: number;
  init: (orgId: number, appData: Record<string, unknown>, detailAllowed: boolean) => void;
  setFilter: <K extends keyof OrdersFilters>(key: K, value: OrdersFilters[K]) => void;
  /** Several filters at once (one reload, one save), e.g. a status shortcut. */
  setFilters: (changes: Partial<OrdersFilters>) => void;
  /** The orders-data request of the current filters and search, without paging. */
  listRequest: () => Omit<RequestOf<typeof ordersDataCall>, 'resultConstraints' | 'includeAdvancedOrderData'> | null;
  setSearchTerm: (term: string) => void;
  /** Empties the search and puts the narrowing filters back to their defaults (one reload, one save). */
  clearSearchAndFilters: () => void;
  /** Counts clearSearchAndFilters: the search field empties itself and takes focus when it moves. */
  clears: number;
  goToPage: (page: number) => void;
  isLastPage: () => boolean;
  /** Reads the current page; `paging` (a step to the next or previous page) reuses the known count and reads by keyset. */
  reload: (paging?: { cursor: OrdersCursor }) => Promise<void>;
  setArchived: (row: OrderRow, archived: boolean) => Promise<void>;
}

/** The empty state shows once the list has answered empty, and stays while the next answer loads. */
export function showsEmptyList(s: Pick<OrdersListState, 'rows' | 'status' | 'answered'>): boolean {
  return s.rows.length === 0 && (s.status !== 'loading' || s.answered);
}

export const useOrdersListStore = create<OrdersListState>()((set, get) => ({
  orgId: null,
  filters: defaultFilters,
  searchTerm: '',
  page: 1,
  rows: [],
  totalCount: 0,
  totalCountCapped: false,
  categories: [],
  statuses: [],
  status: 'idle',
  answered: false,
  error: null,
  persistError: null,
  requestSeq: 0,
  clears: 0,

  init(orgId, appData, detailAllowed) {
    const filters = filtersFromAppData(appData);
    if (!detailAllowed) filters.detailLevel = 'basic';
    if (get().orgId !== orgId)
      set({ orgId, filters, searchTerm: '', page: 1, rows: [], answered: false, totalCount: 0, totalCountCapped: false, categories: [], statuses: [] });
    else set({ filters: { ...get().filters, detailLevel: detailAllowed ? get().filters.detailLevel : 'basic' } });
    void get().reload();
  },

  setFilter(key, value) {
    get().setFilters({ [key]: value });
  },

  setFilters(changes) {
    const filters = { ...get().filters, ...changes };
    set({ filters, page: 1 });
    void get().reload();
    saveUserSettings(toSettings(filters)).then(
      () => set({ persistError: null }),
      (error: unknown) => set({ persistError: `Your filter choice could not be saved: ${error instanceof Error ? error.message : String(error)}` }),
    );
  },

  setSearchTerm(term) {
    if (term === get().searchTerm) return;
    set({ searchTerm: term, page: 1 });
    void get().reload();
  },

  clearSearchAndFilters() {
    set({ searchTerm: '', clears: get().clears + 1 });
    get().setFilters(Object.fromEntries(narrowingKeys.map((key) => [key, defaultFilters[key]])));
  },

  isLastPage() {
    const { rows, filters, page, totalCount, totalCountCapped } = get();
    // Past a capped count only a short page tells the end.
    return rows.length < filters.pageSize || (!totalCountCapped && page * filters.pageSize >= totalCount);
  },

  goToPage(page) {
    const { page: current, rows } = get();
    if (page < 1 || page === current) return;
    // Next does nothing on the last page (a page with fewer rows than the page size).
    if (page > current && get().isLastPage()) return;
    set({ page });
    // Next and previous read from the current page's edge row (keyset), other jumps by page number.
    const edge = page === current + 1 ? rows[rows.length - 1] : page === current - 1 ? rows[0] : undefined;
    if (!edge) return void get().reload();
    void get().reload({ cursor: { direction: page > current ? 'next' : 'previous', orgSpecificId: edge.orgSpecificId } });
  },

  listRequest() {
    const { orgId, filters, searchTerm } = get();
    if (orgId === null) return null;
    return {
      orgId,
      searchTerm,
      // In guest mode the list shows only the person's own orders (spec orders §6); the server does not know the mode.
      filters: {
        orderOwner: inGuestMode() ? 'self' : filters.orderOwner,
        archived: filters.archived,
        productCategoryId: filters.productCategoryId,
        statusKey: filters.statusKey,
      },
    };
  },

  async reload(paging) {
    const { filters, page } = get();
    const request = get().listRequest();
    if (!request) return;
    const seq = get().requestSeq + 1;
    set({ requestSeq: seq, status: 'loading', error: null });
    try {
      const from = (page - 1) * filters.pageSize;
      const data = await callApi(ordersDataCall, {
        ...request,
        includeAdvancedOrderData: filters.detailLevel === 'advanced',
        resultConstraints: { from, to: from + filters.pageSize },
        ...(paging ? { cursor: paging.cursor, includeTotalCount: false } : {}),
      });
      if (get().requestSeq !== seq) return;
      // The server ignored a saved category or status that no longer exists; the filters show 'All' for it too.
      const shown = withKnownFilterValues(get().filters, {
        categoryIds: data.productCategories.map((c) => c.id),
        statusKeys: data.productOrderStatuses.map((s) => s.key),
      });
      set({
        status: 'ready',
        answered: true,
        filters: shown,
        rows: data.productOrders,
        // A page read by keyset carries no count: the one known is kept, capped or not.
        ...(data.totalCount === undefined ? {} : { totalCount: data.totalCount, totalCountCapped: data.totalCountCapped === true }),
        categories: data.productCategories,
        statuses: statusesVisibleToRole(data.productOrderStatuses, useSessionStore.getState().session?.activeOrg.role ?? 'guest'),
      });
    } catch (error) {
      if (get().requestSeq === seq) set({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  },

  async setArchived(row, archived) {
    await callApi(productOrderCalls.update, { id: row.id, props: { archived: archived ? 1 : 0 }, version: row.version });
    await get().reload();
  },
}));

/**
 * The list's total as the pager shows it. A search many orders match is counted only up to the
 * server's cap: "1,000+" (or the last row shown, when more) until a short page shows the end.
 */
export function totalText(p: { totalCount: number; totalCountCapped: boolean; isLastPage: boolean; last: number }): string {
  if (!p.totalCountCapped) return String(p.totalCount);
  if (p.isLastPage) return String(p.last);
  return `${Math.max(p.totalCount, p.last).toLocaleString('en-US')}+`;
}
