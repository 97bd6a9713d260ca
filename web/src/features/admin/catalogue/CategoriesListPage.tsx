/** /admin/product-categories (§2): the categories, each linking to its page; new ones are 'Untitled Category' ranked one above the maximum. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { newRecordTitles, rankAboveMax, statusFilterTest, type StatusFilter } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { useSession } from '../../session/session-store.ts';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { StatusFilterSelect } from './admin-fields.tsx';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';

export function CategoriesListPage() {
  usePageTitle('Admin: Product Categories');
  useLoadedAdminCatalogue();
  const session = useSession();
  const navigate = useNavigate();
  const all = useAdminCatalogue((s) => s.productCategory);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('active');
  const categories = all.filter(statusFilterTest[statusFilter]).sort(byRankThenId);
  const { busy, error, setError, run } = useBusyAction();
  const add = () =>
    run(async () => {
      const created = await useAdminCatalogue.getState().create('productCategory', {
        orgId: session.activeOrg.id,
        title: newRecordTitles.productCategory,
        rank: rankAboveMax(all.map((c) => c.rank)),
      });
      void navigate(`/admin/product-categories/${created.id}`);
    });
  return (
    <section aria-labelledby="admin-categories-title">
      <div className="admin-heading">
        <h1 id="admin-categories-title">Product Categories</h1>
        <div className="admin-filters">
          <StatusFilterSelect value={statusFilter} onChange={setStatusFilter} />
        </div>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <ul className="card admin-section admin-list">
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={`/admin/product-categories/${c.id}`}>{c.title}</Link>
            <span className="admin-id">
              ID {c.id}
              {c.archived === 1 && <span className="admin-badge">Archived</span>}
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary admin-fab" onClick={() => void add()} disabled={busy}>
        <span aria-hidden="true" className="admin-fab-plus">
          +
        </span>
        Add category
      </button>
    </section>
  );
}

export { CategoriesListPage as Component };
