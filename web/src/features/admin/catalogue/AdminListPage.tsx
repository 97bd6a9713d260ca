/**
 * One admin list screen (§2, §4, §5): a heading with its filter selects, a table whose first column
 * is the rank typed as a position (the shown list is re-ranked 1..n), then the screen's columns, sorted
 * by rank then id; the add button creates the resource's 'Untitled …' record one above the highest
 * rank and opens it. Each list screen is this component given its columns and filters as data.
 */
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { rankAboveMax, statusFilterTest, type CatalogueResource, type StatusFilter } from '@configurator/core';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { LabelledSelect, type SelectChoice } from '../../../ui/LabelledSelect.tsx';
import { useBusyAction } from '../../../ui/use-busy-action.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { useSession } from '../../session/session-store.ts';
import { byRankThenId, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';
import { RankCell } from './admin-fields.tsx';
import { moveToPosition } from './rank-moves.ts';
import { useLoadedAdminCatalogue } from './use-admin-catalogue.ts';
import './admin-catalogue.css';

type ListedResource = 'product' | 'productProperty' | 'productPropertyGroup';
type Row<R extends ListedResource> = RowOf<R>;

export interface AdminListColumn<R extends ListedResource> {
  header: string;
  cell: (row: Row<R>) => ReactNode;
  className?: string;
}

export interface AdminListFilter<R extends ListedResource> {
  label: string;
  choices: readonly SelectChoice<string>[];
  initial: string;
  keeps: (row: Row<R>, value: string) => boolean;
}

interface AdminListPageProps<R extends ListedResource> {
  resource: R;
  /** The heading; the page title is 'Admin: ' and this. */
  heading: string;
  /** Where a row's page is: `${basePath}/${id}`. */
  basePath: string;
  /** The add button's accessible name, e.g. 'Add product'. */
  addLabel: string;
  /** The new record's props besides orgId and rank (its 'Untitled …' title, a type). */
  newRecord: Record<string, unknown>;
  /** Columns after the rank: the title column links to the row's page (titleColumn). */
  columns: readonly AdminListColumn<R>[];
  filters?: readonly AdminListFilter<R>[];
  rowClassName?: (row: Row<R>) => string | undefined;
  emptyText?: string;
  /** A search box above the list: rows whose text (title, id, codes...) contains every typed word. */
  search?: { label: string; textOf: (row: Row<R>) => string };
}

/** The Status filter (§4: active, archived, all; default active) for lists of archivable records. */
export function statusFilter<R extends ListedResource>(): AdminListFilter<R> {
  return {
    label: 'Status',
    initial: 'active',
    choices: [
      { value: 'active', label: 'Active' },
      { value: 'archived', label: 'Archived' },
      { value: 'all', label: 'All' },
    ],
    keeps: (row, value) => statusFilterTest[value as StatusFilter](row as { archived: 0 | 1 }),
  };
}

/** The ID column and the title column linking to the row's page (with the Archived badge). */
export const idColumn = <R extends ListedResource>(): AdminListColumn<R> => ({ header: 'ID', cell: (row) => row.id });
export const titleColumn = <R extends ListedResource>(basePath: string): AdminListColumn<R> => ({
  header: 'Title',
  className: 'admin-title-cell',
  cell: (row) => (
    <>
      <Link to={`${basePath}/${row.id}`}>{row.title}</Link>
      {'archived' in row && row.archived === 1 && <span className="admin-badge">Archived</span>}
    </>
  ),
});

export function AdminListPage<R extends ListedResource>({
  resource,
  heading,
  addLabel,
  newRecord,
  basePath,
  columns,
  filters = [],
  rowClassName,
  emptyText,
  search,
}: AdminListPageProps<R>) {
  usePageTitle(`Admin: ${heading}`);
  useLoadedAdminCatalogue();
  const session = useSession();
  const navigate = useNavigate();
  const all = useAdminCatalogue((s) => s[resource]) as Row<R>[];
  const status = useAdminCatalogue((s) => s.status);
  const loadError = useAdminCatalogue((s) => s.error);
  const [values, setValues] = useState<string[]>(() => filters.map((f) => f.initial));
  const { busy, error, setError, run } = useBusyAction();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const searchId = useId();
  const rows = useMemo(() => {
    const words = searched.toLowerCase().split(/\s+/).filter(Boolean);
    const found = (row: Row<R>) => !search || words.length === 0 || ((text) => words.every((w) => text.includes(w)))(search.textOf(row).toLowerCase());
    return all.filter((row) => filters.every((f, i) => f.keeps(row, values[i]!)) && found(row)).sort(byRankThenId);
  }, [all, filters, values, search, searched]);

  const add = () =>
    run(async () => {
      const created = await useAdminCatalogue.getState().create(resource as CatalogueResource, {
        ...newRecord,
        orgId: session.activeOrg.id,
        rank: rankAboveMax(all.map((r) => r.rank)),
      });
      void navigate(`${basePath}/${created.id}`);
    });

  const headingId = `admin-${resource}-list-title`;
  return (
    <section aria-labelledby={headingId}>
      <div className="admin-heading">
        <h1 id={headingId}>{heading}</h1>
        {(filters.length > 0 || search) && (
          <div className="admin-filters">
            {search && (
              <div className="field admin-search">
                <label className="field-label" htmlFor={searchId}>
                  {search.label}
                </label>
                <input id={searchId} className="input" type="search" value={query} maxLength={255} onChange={(e) => setQuery(e.target.value)} />
              </div>
            )}
            {filters.map((f, i) => (
              <LabelledSelect
                key={f.label}
                label={f.label}
                value={values[i]!}
                choices={f.choices}
                onChange={(v) => setValues(values.map((old, j) => (j === i ? v : old)))}
              />
            ))}
          </div>
        )}
      </div>
      {(error ?? loadError) && <ErrorBanner onDismiss={() => setError(null)}>{error ?? loadError}</ErrorBanner>}
      <div className="card admin-table-wrap">
        {/* On a phone each row is a card of labelled values (data-label; admin.css), as the orders list's are. */}
        <table className="admin-table admin-table-stacked">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id} className={rowClassName?.(row)}>
                <td data-label="Rank">
                  <RankCell position={i + 1} title={row.title} onMove={(typed) => void run(() => moveToPosition(resource, rows, row.id, typed))} />
                </td>
                {columns.map((c) => (
                  <td key={c.header} className={c.className} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && status === 'ready' && emptyText && (
              <tr>
                <td colSpan={columns.length + 1} className="admin-empty">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-primary admin-fab" onClick={() => void add()} disabled={busy}>
        <span aria-hidden="true" className="admin-fab-plus">
          +
        </span>
        {addLabel}
      </button>
    </section>
  );
}
