/**
 * The filter bar: search, then Owner, Type, Category, Status, View (employees outside guest mode) and
 * Items/Page. On a phone the selects fold behind a Filters button that counts the filters narrowing the
 * list, so the orders start near the top of the screen (as Shopify admin's mobile index).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { limits, ordersPageSizes, type ProductCategory, type StatusDefinition } from '@configurator/core';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { narrowingFilterCount, useOrdersListStore, type OrdersFilters as Filters } from './orders-list-store.ts';
import { statusChoices } from './status-labels.ts';

/** The orders list's filter select: the shared one, laid out as a filter. */
const SelectFilter = <V extends string | number>(props: Omit<Parameters<typeof LabelledSelect<V>>[0], 'fieldClassName'>) => (
  <LabelledSelect {...props} fieldClassName="orders-filter" />
);

/** The choices of the filters whose choices never change (Category and Status come with the list). */
const fixedChoices: { [K in 'orderOwner' | 'archived' | 'detailLevel']: { value: Filters[K]; label: string }[] } = {
  orderOwner: [
    { value: 'all', label: 'All' },
    { value: 'self', label: 'Mine' },
  ],
  archived: [
    { value: 'active', label: 'Active' },
    { value: 'archived', label: 'Archived' },
    { value: 'all', label: 'All' },
  ],
  detailLevel: [
    { value: 'basic', label: 'Basic' },
    { value: 'advanced', label: 'Advanced' },
  ],
};

interface OrdersFiltersProps {
  categories: ProductCategory[];
  statuses: StatusDefinition[];
  showDetailLevel: boolean;
}

export function OrdersFilters({ categories, statuses, showDetailLevel }: OrdersFiltersProps) {
  const filters = useOrdersListStore((s) => s.filters);
  const setFilter = useOrdersListStore((s) => s.setFilter);
  const storedTerm = useOrdersListStore((s) => s.searchTerm);
  const [term, setTerm] = useState(storedTerm);
  const debouncedTerm = useDebouncedValue(term, limits.searchDebounceMs);
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const narrowing = narrowingFilterCount(filters);

  useEffect(() => {
    useOrdersListStore.getState().setSearchTerm(debouncedTerm.trim());
  }, [debouncedTerm]);

  // The empty list's 'Clear search and filters' emptied the stored search: the field follows, ready to type in.
  // Only a clear made while this bar is shown: one from before it mounted left the stored term as it is now.
  const clears = useOrdersListStore((s) => s.clears);
  const seenClears = useRef(clears);
  useEffect(() => {
    if (clears === seenClears.current) return;
    seenClears.current = clears;
    setTerm('');
    searchRef.current?.focus();
  }, [clears]);

  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setFilter(key, value);

  return (
    <div className="orders-filters" role="search" aria-label="Filter orders">
      <TextField
        label="Search"
        fieldClassName="orders-search"
        type="search"
        placeholder="Search by title or number"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        ref={searchRef}
      />
      <button type="button" className="btn orders-filters-toggle" aria-expanded={open} aria-controls={choicesId} onClick={() => setOpen((o) => !o)}>
        Filters
        {narrowing > 0 && (
          <>
            <span className="orders-filters-count">{narrowing}</span>
            <span className="visually-hidden"> applied</span>
          </>
        )}
      </button>
      <div id={choicesId} className="orders-filter-choices" data-open={open}>
        <SelectFilter label="Owner" value={filters.orderOwner} choices={fixedChoices.orderOwner} onChange={set('orderOwner')} />
        <SelectFilter label="Type" value={filters.archived} choices={fixedChoices.archived} onChange={set('archived')} />
        <SelectFilter<'all' | number>
          label="Category"
          value={filters.productCategoryId}
          choices={[{ value: 'all', label: 'All' }, ...categories.map((c) => ({ value: c.id, label: c.title }))]}
          onChange={set('productCategoryId')}
        />
        <SelectFilter label="Status" value={filters.statusKey} choices={statusChoices(statuses, filters.statusKey)} onChange={set('statusKey')} />
        {showDetailLevel && <SelectFilter label="View" value={filters.detailLevel} choices={fixedChoices.detailLevel} onChange={set('detailLevel')} />}
        <SelectFilter<number>
          label="Items/Page"
          value={filters.pageSize}
          choices={ordersPageSizes.map((n) => ({ value: n, label: String(n) }))}
          onChange={set('pageSize')}
        />
      </div>
    </div>
  );
}
