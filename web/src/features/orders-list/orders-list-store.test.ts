import { describe, expect, it } from 'vitest';
import { withKnownFilterValues } from '@configurator/core';
import { defaultFilters, filtersFromAppData, narrowingFilterCount, showsEmptyList, totalText, useOrdersListStore } from './orders-list-store.ts';

describe('orders list filters from the user settings', () => {
  it('defaults: owner all, type active, category all, status All, view basic, 100 per page', () => {
    expect(filtersFromAppData({})).toEqual({
      orderOwner: 'all',
      archived: 'active',
      productCategoryId: 'all',
      statusKey: 'All',
      detailLevel: 'basic',
      pageSize: 100,
    });
  });

  it('reads saved choices from appData.{product}.ordersPageSettings', () => {
    const ordersPageSettings = {
      orderOwnerFilterValue: 'self',
      archivedFilterValue: 'archived',
      statusFilterValue: 'submittedForApproval',
      pageRowsFilterValue: 50,
      productCategoryFilterValue: 5,
      detailLevelFilterValue: 'advanced',
    };
    expect(filtersFromAppData({ configurator: { ordersPageSettings } })).toEqual({
      orderOwner: 'self',
      archived: 'archived',
      productCategoryId: 5,
      statusKey: 'submittedForApproval',
      detailLevel: 'advanced',
      pageSize: 50,
    });
    // The settings belong to the product: a flat appData.ordersPageSettings is not read.
    expect(filtersFromAppData({ ordersPageSettings })).toEqual(defaultFilters);
  });

  it('ignores a page size that is not offered, and malformed settings', () => {
    expect(filtersFromAppData({ configurator: { ordersPageSettings: { pageRowsFilterValue: 70 } } }).pageSize).toBe(100);
    expect(filtersFromAppData({ configurator: { ordersPageSettings: { archivedFilterValue: 'sometimes' } } })).toEqual(defaultFilters);
  });
});

describe('a saved filter value that no longer exists (issue 11 item 11)', () => {
  const known = { categoryIds: [1, 2], statusKeys: ['orderStarted', 'submittedForApproval'] };
  it('counts as all: an unknown category or status does not empty the list', () => {
    const saved = filtersFromAppData({
      configurator: { ordersPageSettings: { productCategoryFilterValue: 99, statusFilterValue: 'gone', pageRowsFilterValue: 50 } },
    });
    expect(withKnownFilterValues(saved, known)).toEqual({ ...defaultFilters, pageSize: 50 });
  });
  it('keeps known values as they are', () => {
    const filters = { ...defaultFilters, productCategoryId: 2, statusKey: 'orderStarted' };
    expect(withKnownFilterValues(filters, known)).toBe(filters);
  });
});

describe('a search counted only up to the server cap (issue 37)', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => ({ orgSpecificId: 5000 - i })) as never[];

  it('pages on past the capped count until a short page', () => {
    const full = { rows: page(100), filters: { ...defaultFilters, pageSize: 100 }, page: 20, totalCount: 2000 };
    useOrdersListStore.setState({ ...full, totalCountCapped: false });
    expect(useOrdersListStore.getState().isLastPage()).toBe(true);
    useOrdersListStore.setState({ ...full, totalCountCapped: true });
    expect(useOrdersListStore.getState().isLastPage()).toBe(false);
    useOrdersListStore.setState({ ...full, page: 23, rows: page(40), totalCountCapped: true });
    expect(useOrdersListStore.getState().isLastPage()).toBe(true);
  });

  it('shows the count as "2,000+" until the end is known', () => {
    expect(totalText({ totalCount: 37, totalCountCapped: false, isLastPage: true, last: 37 })).toBe('37');
    expect(totalText({ totalCount: 2000, totalCountCapped: true, isLastPage: false, last: 100 })).toBe('2,000+');
    expect(totalText({ totalCount: 2000, totalCountCapped: true, isLastPage: false, last: 2100 })).toBe('2,100+');
    expect(totalText({ totalCount: 2000, totalCountCapped: true, isLastPage: true, last: 2240 })).toBe('2240');
  });
});

describe("the filters a phone's Filters button counts", () => {
  it('counts owner, type, category and status away from their defaults, not how the list is shown', () => {
    expect(narrowingFilterCount(defaultFilters)).toBe(0);
    expect(narrowingFilterCount({ ...defaultFilters, detailLevel: 'advanced', pageSize: 50 })).toBe(0);
    expect(narrowingFilterCount({ ...defaultFilters, archived: 'archived', statusKey: 'quoteStarted' })).toBe(2);
    expect(narrowingFilterCount({ ...defaultFilters, orderOwner: 'self', archived: 'all', productCategoryId: 4, statusKey: 'x' })).toBe(4);
  });
});

describe('the empty state across a reload', () => {
  it('shows once the list answered empty, and stays while the next answer loads (its Clear button keeps focus)', () => {
    expect(showsEmptyList({ rows: [], status: 'loading', answered: false })).toBe(false);
    expect(showsEmptyList({ rows: [], status: 'ready', answered: true })).toBe(true);
    expect(showsEmptyList({ rows: [], status: 'loading', answered: true })).toBe(true);
    expect(showsEmptyList({ rows: [{} as never], status: 'ready', answered: true })).toBe(false);
  });
});
