/**
 * /admin/products (spec catalogue §2): Rank, ID, Title, Visibility, Inventory; Stocked and Status
 * filters (defaults All and Active); sorted by rank then id; negative inventory red; a rank typed as
 * a position re-ranks the list; the add button creates 'Untitled Product' and opens it.
 */
import { newRecordTitles, stockedFilterTest, visibilityLabels, type StockedFilter } from '@configurator/core';
import { AdminListPage, idColumn, statusFilter, titleColumn, type AdminListColumn, type AdminListFilter } from './AdminListPage.tsx';

const BASE = '/admin/products';
const columns: AdminListColumn<'product'>[] = [
  idColumn(),
  titleColumn(BASE),
  { header: 'Visibility', cell: (p) => visibilityLabels[p.publishLevel] },
  { header: 'Inventory', cell: (p) => p.currentInventory },
];
const filters: AdminListFilter<'product'>[] = [
  {
    label: 'Stocked',
    initial: 'all',
    choices: [
      { value: 'stocked', label: 'Stocked' },
      { value: 'notInStock', label: 'Not in Stock' },
      { value: 'all', label: 'All' },
    ],
    keeps: (p, value) => stockedFilterTest[value as StockedFilter](p),
  },
  statusFilter(),
];

export function ProductsListPage() {
  return (
    <AdminListPage
      resource="product"
      heading="Products"
      basePath={BASE}
      addLabel="Add product"
      newRecord={{ title: newRecordTitles.product }}
      columns={columns}
      filters={filters}
      rowClassName={(p) => (p.currentInventory < 0 ? 'is-negative' : undefined)}
      emptyText="No products match these filters."
    />
  );
}

export { ProductsListPage as Component };
