/**
 * /admin/product-properties (§2): Rank, ID, Title, Internal Title; Status filter (active, archived,
 * all); rank typed as a position; the add button creates 'Untitled Product Property' and opens it.
 */
import { newRecordTitles } from '@configurator/core';
import { AdminListPage, idColumn, statusFilter, titleColumn, type AdminListColumn, type AdminListFilter } from './AdminListPage.tsx';

const BASE = '/admin/product-properties';
const columns: AdminListColumn<'productProperty'>[] = [idColumn(), titleColumn(BASE), { header: 'Internal Title', cell: (p) => p.internalTitle }];
const filters: AdminListFilter<'productProperty'>[] = [statusFilter()];

export function PropertiesListPage() {
  return (
    <AdminListPage
      resource="productProperty"
      heading="Properties"
      basePath={BASE}
      addLabel="Add property"
      newRecord={{ title: newRecordTitles.productProperty, type: 'singleSelect' }}
      columns={columns}
      filters={filters}
      emptyText="No properties match this filter."
    />
  );
}

export { PropertiesListPage as Component };
