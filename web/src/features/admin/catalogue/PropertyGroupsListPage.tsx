/** /admin/product-property-groups (§2): Rank, ID, Title; the add button creates 'Untitled Property Group' and opens it. */
import { newRecordTitles } from '@configurator/core';
import { AdminListPage, idColumn, titleColumn, type AdminListColumn } from './AdminListPage.tsx';

const BASE = '/admin/product-property-groups';
const columns: AdminListColumn<'productPropertyGroup'>[] = [idColumn(), titleColumn(BASE)];

export function PropertyGroupsListPage() {
  return (
    <AdminListPage
      resource="productPropertyGroup"
      heading="Property Groups"
      basePath={BASE}
      addLabel="Add property group"
      newRecord={{ title: newRecordTitles.productPropertyGroup }}
      columns={columns}
    />
  );
}

export { PropertyGroupsListPage as Component };
