/**
 * /admin/product-graphics: the organisation's graphics with the Status filter (active, archived, all),
 * ARCHIVE / UNARCHIVE per graphic (spec catalogue §4), and New Graphic, which opens the editor.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createProductGraphicCall, getProductGraphicsCall, updateProductGraphicCall, type ProductGraphic } from '@configurator/core';
import { callApi, errorMessage } from '../../../api/api-client.ts';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import './graphics.css';

type StatusFilter = 'active' | 'archived' | 'all';
const statusTest: Record<StatusFilter, (g: ProductGraphic) => boolean> = { active: (g) => !g.archived, archived: (g) => g.archived === 1, all: () => true };

export function AdminProductGraphicsPage() {
  const orgId = useSession().activeOrg.id;
  const navigate = useNavigate();
  const [graphics, setGraphics] = useState<ProductGraphic[] | null>(null);
  const [filter, setFilter] = useState<StatusFilter>('active');
  const { busy, error, setError, run } = useBusyAction();
  usePageTitle('Admin: Product Graphics');

  const load = useCallback(async () => {
    try {
      setGraphics((await callApi(getProductGraphicsCall, { where: { orgId } })).productGraphics);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [orgId, setError]);
  useEffect(() => void load(), [load]);

  const rows = useMemo(() => (graphics ?? []).filter(statusTest[filter]), [graphics, filter]);
  const replace = (graphic: ProductGraphic) => setGraphics((list) => (list ?? []).map((g) => (g.id === graphic.id ? graphic : g)));

  return (
    <section aria-labelledby="admin-graphics-title">
      <div className="admin-heading">
        <h1 id="admin-graphics-title">Product Graphics</h1>
        <div className="admin-filters">
          <div className="field">
            <label className="field-label" htmlFor="graphics-status-filter">
              Status
            </label>
            <select id="graphics-status-filter" className="select" value={filter} onChange={(e) => setFilter(e.target.value as StatusFilter)}>
              <option value="active">Active</option>
              <option value="archived">Archived</option>
              <option value="all">All</option>
            </select>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const { productGraphic } = await callApi(createProductGraphicCall, { props: { orgId } });
                await navigate(`/admin/product-graphics/${productGraphic.id}`);
              })
            }
          >
            New Graphic
          </button>
        </div>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      {graphics === null ? (
        !error && <div className="spinner" role="status" aria-label="Loading product graphics" />
      ) : (
        <div className="card admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">
                  <span className="visually-hidden">Archive</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((g) => (
                <tr key={g.id}>
                  <td>{g.id}</td>
                  <td>
                    <Link to={`/admin/product-graphics/${g.id}`}>{g.title}</Link>
                  </td>
                  <td>{g.type.toUpperCase()}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={busy}
                      aria-label={`${g.archived ? 'UNARCHIVE' : 'ARCHIVE'} ${g.title}`}
                      onClick={() =>
                        void run(async () =>
                          replace((await callApi(updateProductGraphicCall, { id: g.id, props: { archived: g.archived ? 0 : 1 } })).productGraphic),
                        )
                      }
                    >
                      {g.archived ? 'UNARCHIVE' : 'ARCHIVE'}
                    </button>
                  </td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={4}>No graphics here yet.</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export { AdminProductGraphicsPage as Component };
