/**
 * /admin/catalogue-import (issue 34 item 5): the catalogue as a spreadsheet. Export writes the whole
 * catalogue as CSV or Excel; an upload is first checked (the dry run: rows to add, to change, and
 * refused rows with their row numbers and reasons), then applied in one go once nothing is refused.
 * The format is in docs/catalogue-import.md; an export is the best template.
 */
import { useEffect, useRef, useState } from 'react';
import { catalogueExportCall, type CatalogueImportPlan, type CatalogueImportRow, type CatalogueSheetFormat } from '@configurator/core';
import { downloadFromApi, errorMessage } from '../../../api/api-client.ts';
import { saveFile } from '../../../api/save-file.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { useAdminCatalogue } from '../catalogue/admin-catalogue-store.ts';
import { formatOf, sendSpreadsheet } from './send-spreadsheet.ts';
import './catalogue-import.css';

/** Rows shown in the table; the counts above it cover every row. */
const ROWS_SHOWN = 200;

const actionWords: Record<CatalogueImportRow['action'], string> = { add: 'Add', change: 'Change', unchanged: 'Unchanged', refuse: 'Refused' };

type Step =
  | { at: 'idle' }
  | { at: 'checking'; file: File }
  | { at: 'checked'; file: File; format: CatalogueSheetFormat; plan: CatalogueImportPlan }
  | { at: 'applying'; file: File; format: CatalogueSheetFormat; plan: CatalogueImportPlan }
  | { at: 'applied'; plan: CatalogueImportPlan };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function CatalogueImportPage() {
  const orgId = useSession().activeOrg.id;
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<CatalogueSheetFormat | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  usePageTitle('Admin: Import and Export');
  // The result replaces the Apply button: keep the keyboard where the person can read it.
  useEffect(() => {
    if (step.at === 'applied') status.current?.focus();
  }, [step.at]);

  const exportAs = async (format: CatalogueSheetFormat) => {
    setExporting(format);
    setError(null);
    try {
      const file = await downloadFromApi(catalogueExportCall, { orgId, format });
      saveFile(file.blob, file.fileName);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setExporting(null);
    }
  };

  const check = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const format = formatOf(file);
    if (!format) {
      setError('Choose a .csv or .xlsx file.');
      return;
    }
    setStep({ at: 'checking', file });
    try {
      setStep({ at: 'checked', file, format, plan: await sendSpreadsheet('dryRun', file, format, orgId) });
    } catch (failure) {
      setStep({ at: 'idle' });
      setError(errorMessage(failure));
    }
  };

  const apply = async () => {
    if (step.at !== 'checked') return;
    setStep({ ...step, at: 'applying' });
    setError(null);
    try {
      setStep({ at: 'applied', plan: await sendSpreadsheet('apply', step.file, step.format, orgId) });
      if (input.current) input.current.value = '';
      // The catalogue screens keep the lists they loaded: load them again, so they show what the file added.
      const lists = useAdminCatalogue.getState();
      if (lists.orgId === orgId && lists.status !== 'idle') void lists.load(orgId);
    } catch (failure) {
      setStep({ ...step, at: 'checked' });
      setError(errorMessage(failure));
    }
  };

  const plan = step.at === 'checked' || step.at === 'applying' || step.at === 'applied' ? step.plan : null;
  const writes = plan ? plan.summary.add + plan.summary.change : 0;
  const busy = step.at === 'checking' || step.at === 'applying';

  return (
    <section aria-labelledby="catalogue-import-title" className="catalogue-import">
      <div className="admin-heading">
        <h1 id="catalogue-import-title">Import and Export</h1>
      </div>
      <p className="catalogue-import-lead">
        Products, properties, options, prices and rules as one spreadsheet. Rows are matched by their <strong>ref</strong> (a reference code, or
        <code>#id</code>): a row adds a record or changes the one it names, and records the file leaves out stay as they are.
      </p>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}

      <div className="catalogue-import-panels">
        <section className="card catalogue-import-panel" aria-labelledby="catalogue-export-title">
          <h2 id="catalogue-export-title">Export</h2>
          <p>The whole catalogue in the import&apos;s format: edit it and import it again, or keep it as a copy.</p>
          <div className="catalogue-import-actions">
            <button type="button" className="btn" disabled={exporting !== null} onClick={() => void exportAs('xlsx')}>
              {exporting === 'xlsx' ? 'Exporting…' : 'Export Excel (.xlsx)'}
            </button>
            <button type="button" className="btn" disabled={exporting !== null} onClick={() => void exportAs('csv')}>
              {exporting === 'csv' ? 'Exporting…' : 'Export CSV'}
            </button>
          </div>
        </section>

        <section className="card catalogue-import-panel" aria-labelledby="catalogue-upload-title">
          <h2 id="catalogue-upload-title">Import</h2>
          <p>Choose a .csv or .xlsx file under 10 MB. It is checked first; nothing changes until you apply it.</p>
          <label className="catalogue-import-file">
            <span>Spreadsheet</span>
            <input
              ref={input}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              onChange={(event) => void check(event.target.files?.[0])}
            />
          </label>
        </section>
      </div>

      <div aria-live="polite" className="catalogue-import-status">
        {step.at === 'checking' && (
          <p className="catalogue-import-progress">
            <progress aria-label="Checking the spreadsheet" /> Checking {step.file.name}…
          </p>
        )}
        {step.at === 'applying' && (
          <p className="catalogue-import-progress">
            <progress aria-label="Applying the spreadsheet" /> Applying {plural(writes, 'change')}…
          </p>
        )}
        {step.at === 'applied' && (
          <p ref={status} tabIndex={-1} className="banner catalogue-import-done" role="status">
            Applied: {plural(step.plan.summary.add, 'record')} added, {plural(step.plan.summary.change, 'record')} changed,{' '}
            {plural(step.plan.summary.unchanged, 'row')} already as the file says.
          </p>
        )}
      </div>

      {plan && step.at !== 'applied' && (
        <section aria-labelledby="catalogue-plan-title" className="catalogue-import-plan">
          <div className="catalogue-import-plan-head">
            <h2 id="catalogue-plan-title">Dry run{step.at !== 'idle' && 'file' in step ? `: ${step.file.name}` : ''}</h2>
            <ul className="catalogue-import-counts" aria-label="Summary">
              <li className="is-add">{plural(plan.summary.add, 'row')} to add</li>
              <li className="is-change">{plural(plan.summary.change, 'row')} to change</li>
              <li>{plural(plan.summary.unchanged, 'row')} unchanged</li>
              <li className={plan.summary.refuse ? 'is-refuse' : ''}>{plural(plan.summary.refuse, 'row')} refused</li>
            </ul>
          </div>
          {plan.summary.refuse > 0 ? (
            <p className="banner banner-warning">Correct the refused rows and choose the file again: a file with refused rows is not applied.</p>
          ) : writes === 0 ? (
            <p className="catalogue-import-note">The catalogue already is as the file says: nothing to apply.</p>
          ) : null}
          {plan.rows.length > 0 && <PlanTable rows={plan.rows} />}
          <div className="catalogue-import-actions">
            <button type="button" className="btn btn-primary" disabled={busy || plan.summary.refuse > 0 || writes === 0} onClick={() => void apply()}>
              {step.at === 'applying' ? 'Applying…' : `Apply ${plural(writes, 'change')}`}
            </button>
          </div>
        </section>
      )}
    </section>
  );
}

/** Refused rows first (they need the person), then the others in file order. */
function PlanTable({ rows }: { rows: readonly CatalogueImportRow[] }) {
  const ordered = [...rows.filter((r) => r.action === 'refuse'), ...rows.filter((r) => r.action !== 'refuse')];
  const shown = ordered.slice(0, ROWS_SHOWN);
  return (
    // Scrolls on its own (long files): focusable, so the keyboard can scroll it too.
    <div className="admin-table-wrap catalogue-import-table-wrap" tabIndex={0} role="region" aria-label="Rows of the dry run">
      <table className="admin-table catalogue-import-table">
        <caption className="visually-hidden">Rows that add, change or are refused</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Kind</th>
            <th scope="col">Ref</th>
            <th scope="col">Action</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.row} className={`is-${r.action}`}>
              <td>{r.row}</td>
              <td>{r.kind}</td>
              <td className="catalogue-import-ref">{r.ref}</td>
              <td>
                <span className={`catalogue-import-action is-${r.action}`}>{actionWords[r.action]}</span>
              </td>
              <td>{r.reason ?? (r.fields ? r.fields.join(', ') : '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ordered.length > shown.length && <p className="catalogue-import-note">…and {plural(ordered.length - shown.length, 'more row')}.</p>}
    </div>
  );
}

export { CatalogueImportPage as Component };
