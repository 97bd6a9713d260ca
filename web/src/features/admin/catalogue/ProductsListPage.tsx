/**
 * /admin/products (spec catalogue §2): Rank, ID, Title, Visibility, Inventory; Stocked and Status
 * filters (defaults All and Active); sorted by rank then id; negative inventory red; a rank typed as
 * a position re-ranks the list; the add button creates 'Untitled Product' and opens it. Besides the
 * spec's columns (issue 34 item 1): a search box (title, id, reference codes), the thumbnail, the
 * category and the price the product starts from today (core's productPriceFrom).
 */
import { useMemo } from 'react';
import {
  formatMoney,
  indexCatalogue,
  newRecordTitles,
  productPriceFrom,
  stockedFilterTest,
  toStoredDate,
  visibilityLabels,
  type StockedFilter,
} from '@configurator/core';
import { AdminListPage, idColumn, statusFilter, titleColumn, type AdminListColumn, type AdminListFilter } from './AdminListPage.tsx';
import { asCatalogue, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';

const BASE = '/admin/products';
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
const search = {
  label: 'Search products',
  textOf: (p: RowOf<'product'>) => [p.title, p.id, ...Object.values(p.referenceCodes ?? {})].join(' '),
};

/** The columns, given the categories and each product's price from (both change with the catalogue). */
function useProductColumns(): AdminListColumn<'product'>[] {
  const categories = useAdminCatalogue((s) => s.productCategory);
  const products = useAdminCatalogue((s) => s.product);
  const properties = useAdminCatalogue((s) => s.productProperty);
  const options = useAdminCatalogue((s) => s.productOption);
  const pricingRules = useAdminCatalogue((s) => s.productPricingRule);
  const priceFrom = useMemo(() => {
    const state = { ...useAdminCatalogue.getState(), product: products, productProperty: properties, productOption: options, productPricingRule: pricingRules };
    const index = indexCatalogue(asCatalogue(state));
    const today = toStoredDate();
    return new Map(products.map((p) => [p.id, productPriceFrom(index, p.id, today)]));
  }, [products, properties, options, pricingRules]);
  return useMemo(
    () => [
      {
        header: 'Image',
        className: 'admin-thumb-cell',
        cell: (p) =>
          p.thumbnailUrl ? <img className="admin-list-thumb" src={p.thumbnailUrl} alt="" loading="lazy" /> : <span className="admin-list-thumb is-empty" />,
      },
      idColumn(),
      titleColumn(BASE),
      { header: 'Category', cell: (p) => categories.find((c) => c.id === p.productCategoryId)?.title ?? 'Unassigned' },
      { header: 'Price from', className: 'admin-number-cell', cell: (p) => formatMoney(priceFrom.get(p.id) ?? 0) },
      { header: 'Visibility', cell: (p) => visibilityLabels[p.publishLevel] },
      { header: 'Inventory', cell: (p) => p.currentInventory },
    ],
    [categories, priceFrom],
  );
}

export function ProductsListPage() {
  const columns = useProductColumns();
  return (
    <AdminListPage
      resource="product"
      heading="Products"
      basePath={BASE}
      addLabel="Add product"
      newRecord={{ title: newRecordTitles.product }}
      columns={columns}
      filters={filters}
      search={search}
      rowClassName={(p) => (p.currentInventory < 0 ? 'is-negative' : undefined)}
      emptyText="No products match these filters."
    />
  );
}

export { ProductsListPage as Component };
