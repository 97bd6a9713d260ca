/**
 * /admin/products (spec catalogue §2), read-only: Rank, ID, Title, Visibility, Inventory, with the
 * Stocked and Status filters; sorted by rank then id; negative inventory highlighted red.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Product, PublishLevel } from '@configurator/core';
import { useSession } from '../session/session-store.ts';
import { useHomeStore } from '../home/home-store.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

const visibilityLabel: Record<PublishLevel, string> = { all: 'All Users', internal: 'Members', admin: 'Owners' };

type StatusFilter = 'active' | 'archived' | 'all';
type StockedFilter = 'stocked' | 'notInStock' | 'all';

const statusTest: Record<StatusFilter, (p: Product) => boolean> = {
  active: (p) => !p.archived,
  archived: (p) => p.archived === 1,
  all: () => true,
};
/** Stocked and Not in Stock show non-archived products only (spec catalogue §4). */
const stockedTest: Record<StockedFilter, (p: Product) => boolean> = {
  stocked: (p) => p.isStocked !== 0 && !p.archived,
  notInStock: (p) => p.isStocked === 0 && !p.archived,
  all: () => true,
};

export function AdminProductsPage() {
  const session = useSession();
  const products = useHomeStore((s) => s.products);
  const status = useHomeStore((s) => s.status);
  const error = useHomeStore((s) => s.error);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('active');
  const [stockedFilter, setStockedFilter] = useState<StockedFilter>('all');

  usePageTitle('Admin: Products');
  useEffect(() => {
    void useHomeStore.getState().load(session.activeOrg.id);
  }, [session.activeOrg.id]);

  const rows = useMemo(
    () => products.filter((p) => statusTest[statusFilter](p) && stockedTest[stockedFilter](p)).sort((a, b) => a.rank - b.rank || a.id - b.id),
    [products, statusFilter, stockedFilter],
  );

  return (
    <section aria-labelledby="admin-products-title">
      <div className="admin-heading">
        <h1 id="admin-products-title">Products</h1>
        <div className="admin-filters">
          <div className="field">
            <label className="field-label" htmlFor="admin-stocked-filter">
              Stocked
            </label>
            <select id="admin-stocked-filter" className="select" value={stockedFilter} onChange={(e) => setStockedFilter(e.target.value as StockedFilter)}>
              <option value="stocked">Stocked</option>
              <option value="notInStock">Not in Stock</option>
              <option value="all">All</option>
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="admin-status-filter">
              Status
            </label>
            <select id="admin-status-filter" className="select" value={statusFilter} onChange={(e) => setStatusFilter(e.target.value as StatusFilter)}>
              <option value="active">Active</option>
              <option value="archived">Archived</option>
              <option value="all">All</option>
            </select>
          </div>
        </div>
      </div>
      {status === 'failed' && (
        <div className="banner banner-error" role="alert">
          {error}
        </div>
      )}
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
            {rows.map((p) => (
              <tr key={p.id} className={p.currentInventory < 0 ? 'is-negative' : undefined}>
                <td>{p.rank}</td>
                <td>{p.id}</td>
                <td className="admin-title-cell">
                  {p.title}
                  {p.archived === 1 && <span className="admin-badge">Archived</span>}
                </td>
                <td>{visibilityLabel[p.publishLevel]}</td>
                <td>{p.isStocked ? p.currentInventory : '—'}</td>
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
    </section>
  );
}

export { AdminProductsPage as Component };
