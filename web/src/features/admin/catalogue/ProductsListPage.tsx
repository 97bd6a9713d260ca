/**
 * /admin/products (spec catalogue §2): Rank, ID, Title, Visibility, Inventory; Stocked and Status
 * filters (defaults All and Active); sorted by rank then id; negative inventory red; a rank typed as
 * a position re-ranks the list; the add button creates 'Untitled Product' and opens it.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { newRecordTitles, rankAboveMax, statusFilterTest, stockedFilterTest, visibilityLabels, type StatusFilter, type StockedFilter } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { useSession } from '../../session/session-store.ts';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { RankCell, SelectField, StatusFilterSelect } from './admin-fields.tsx';
import { moveToPosition } from './rank-moves.ts';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';

export function ProductsListPage() {
  usePageTitle('Admin: Products');
  useLoadedAdminCatalogue();
  const session = useSession();
  const navigate = useNavigate();
  const products = useAdminCatalogue((s) => s.product);
  const status = useAdminCatalogue((s) => s.status);
  const loadError = useAdminCatalogue((s) => s.error);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('active');
  const [stockedFilter, setStockedFilter] = useState<StockedFilter>('all');
  const { busy, error, setError, run } = useBusyAction();

  const rows = useMemo(
    () => products.filter((p) => statusFilterTest[statusFilter](p) && stockedFilterTest[stockedFilter](p)).sort(byRankThenId),
    [products, statusFilter, stockedFilter],
  );

  const add = () =>
    run(async () => {
      const created = await useAdminCatalogue.getState().create('product', {
        orgId: session.activeOrg.id,
        title: newRecordTitles.product,
        rank: rankAboveMax(products.map((p) => p.rank)),
      });
      void navigate(`/admin/products/${created.id}`);
    });

  return (
    <section aria-labelledby="admin-products-title">
      <div className="admin-heading">
        <h1 id="admin-products-title">Products</h1>
        <div className="admin-filters">
          <SelectField
            label="Stocked"
            value={stockedFilter}
            choices={[
              { value: 'stocked', label: 'Stocked' },
              { value: 'notInStock', label: 'Not in Stock' },
              { value: 'all', label: 'All' },
            ]}
            onSave={setStockedFilter}
          />
          <StatusFilterSelect value={statusFilter} onChange={setStatusFilter} />
        </div>
      </div>
      {(error ?? loadError) && <ErrorBanner onDismiss={() => setError(null)}>{error ?? loadError}</ErrorBanner>}
      <div className="card admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">ID</th>
              <th scope="col">Title</th>
              <th scope="col">Visibility</th>
              <th scope="col">Inventory</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p, i) => (
              <tr key={p.id} className={p.currentInventory < 0 ? 'is-negative' : undefined}>
                <td>
                  <RankCell position={i + 1} title={p.title} onMove={(typed) => void run(() => moveToPosition('product', rows, p.id, typed))} />
                </td>
                <td>{p.id}</td>
                <td className="admin-title-cell">
                  <Link to={`/admin/products/${p.id}`}>{p.title}</Link>
                  {p.archived === 1 && <span className="admin-badge">Archived</span>}
                </td>
                <td>{visibilityLabels[p.publishLevel]}</td>
                <td>{p.currentInventory}</td>
              </tr>
            ))}
            {rows.length === 0 && status === 'ready' && (
              <tr>
                <td colSpan={5} className="admin-empty">
                  No products match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-primary admin-fab" onClick={() => void add()} disabled={busy} aria-label="Add product">
        <span aria-hidden="true">+</span>
      </button>
    </section>
  );
}

export { ProductsListPage as Component };
