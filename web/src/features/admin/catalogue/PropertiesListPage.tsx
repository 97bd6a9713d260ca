/**
 * /admin/product-properties (§2): Rank, ID, Title, Internal Title; Status filter (active, archived,
 * all); rank typed as a position; the add button creates 'Untitled Product Property' and opens it.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { newRecordTitles, rankAboveMax, statusFilterTest, type StatusFilter } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { useSession } from '../../session/session-store.ts';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { RankCell, StatusFilterSelect } from './admin-fields.tsx';
import { moveToPosition } from './rank-moves.ts';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';

export function PropertiesListPage() {
  usePageTitle('Admin: Properties');
  useLoadedAdminCatalogue();
  const session = useSession();
  const navigate = useNavigate();
  const properties = useAdminCatalogue((s) => s.productProperty);
  const loadError = useAdminCatalogue((s) => s.error);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('active');
  const { busy, error, setError, run } = useBusyAction();
  const rows = useMemo(() => properties.filter(statusFilterTest[statusFilter]).sort(byRankThenId), [properties, statusFilter]);

  const add = () =>
    run(async () => {
      const created = await useAdminCatalogue.getState().create('productProperty', {
        orgId: session.activeOrg.id,
        title: newRecordTitles.productProperty,
        type: 'singleSelect',
        rank: rankAboveMax(properties.map((p) => p.rank)),
      });
      void navigate(`/admin/product-properties/${created.id}`);
    });

  return (
    <section aria-labelledby="admin-properties-title">
      <div className="admin-heading">
        <h1 id="admin-properties-title">Properties</h1>
        <div className="admin-filters">
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
              <th scope="col">Internal Title</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p, i) => (
              <tr key={p.id}>
                <td>
                  <RankCell position={i + 1} title={p.title} onMove={(typed) => void run(() => moveToPosition('productProperty', rows, p.id, typed))} />
                </td>
                <td>{p.id}</td>
                <td className="admin-title-cell">
                  <Link to={`/admin/product-properties/${p.id}`}>{p.title}</Link>
                  {p.archived === 1 && <span className="admin-badge">Archived</span>}
                </td>
                <td>{p.internalTitle}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-primary admin-fab" onClick={() => void add()} disabled={busy} aria-label="Add property">
        <span aria-hidden="true">+</span>
      </button>
    </section>
  );
}

export { PropertiesListPage as Component };
