/** /admin/product-property-groups (§2): Rank, ID, Title; the add button creates 'Untitled Property Group' and opens it. */
import { Link, useNavigate } from 'react-router-dom';
import { newRecordTitles, rankAboveMax } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { useSession } from '../../session/session-store.ts';
import { byRankThenId, useAdminCatalogue } from './admin-catalogue-store.ts';
import { RankCell } from './admin-fields.tsx';
import { moveToPosition } from './rank-moves.ts';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';

export function PropertyGroupsListPage() {
  usePageTitle('Admin: Property Groups');
  useLoadedAdminCatalogue();
  const session = useSession();
  const navigate = useNavigate();
  const groups = [...useAdminCatalogue((s) => s.productPropertyGroup)].sort(byRankThenId);
  const { busy, error, setError, run } = useBusyAction();
  const add = () =>
    run(async () => {
      const created = await useAdminCatalogue.getState().create('productPropertyGroup', {
        orgId: session.activeOrg.id,
        title: newRecordTitles.productPropertyGroup,
        rank: rankAboveMax(groups.map((g) => g.rank)),
      });
      void navigate(`/admin/product-property-groups/${created.id}`);
    });
  return (
    <section aria-labelledby="admin-groups-title">
      <div className="admin-heading">
        <h1 id="admin-groups-title">Property Groups</h1>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="card admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">ID</th>
              <th scope="col">Title</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g, i) => (
              <tr key={g.id}>
                <td>
                  <RankCell position={i + 1} title={g.title} onMove={(typed) => void run(() => moveToPosition('productPropertyGroup', groups, g.id, typed))} />
                </td>
                <td>{g.id}</td>
                <td>
                  <Link to={`/admin/product-property-groups/${g.id}`}>{g.title}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-primary admin-fab" onClick={() => void add()} disabled={busy} aria-label="Add property group">
        <span aria-hidden="true">+</span>
      </button>
    </section>
  );
}

export { PropertyGroupsListPage as Component };
