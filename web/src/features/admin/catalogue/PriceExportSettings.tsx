/**
 * The product's price export (spec catalogue §3 exportPriceData, §7 CSV export, §9 at most 10,000
 * rows; issue 34 item 4): where each applied property goes (a block per option of the grouping
 * property, leading columns for the row properties, one price column per combination of the column
 * properties), the option each other property is held at (fixedProperties), and the download of the
 * CSV core's productPriceExport lays out from the catalogue as edited, priced today. Every place is
 * chosen from the product's applied properties (ids of the right kind, never typed); a refusal of the
 * server shows here, where the change was made.
 */
import { useState } from 'react';
import { indexCatalogue, limits, productPriceExport, toStoredDate, writeCsv, type ExportPriceData } from '@configurator/core';
import { exportCsv } from '../../../api/export-csv.ts';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { asCatalogue, byRankThenId, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';

/** A file name from the product's title: letters, digits and dashes. */
const fileNameOf = (title: string) => `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'product'}-prices.csv`;

type Place = 'rowsData' | 'columnsData';
const places: { key: Place; legend: string }[] = [
  { key: 'rowsData', legend: 'Rows: a line per option' },
  { key: 'columnsData', legend: 'Columns: a price per option' },
];

interface Props {
  product: RowOf<'product'>;
  /** Saves the layout; resolves with the server's reason when it refused, null when saved. */
  onSave: (exportPriceData: ExportPriceData) => Promise<string | null>;
}

export function PriceExportSettings({ product, onSave }: Props) {
  const properties = useAdminCatalogue((s) => s.productProperty);
  const options = useAdminCatalogue((s) => s.productOption);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const settings = product.exportPriceData ?? {};
  const save = async (change: Partial<ExportPriceData>) => setProblem(await onSave({ ...settings, ...change }));
  const applied = properties.filter((p) => String(p.id) in product.associations.productProperties).sort(byRankThenId);
  const placed = new Set([Number(settings.groupDataBy), ...(settings.rowsData ?? []), ...(settings.columnsData ?? [])]);
  /** A property goes in one place: ticking it for rows takes it out of the columns and the grouping. */
  const toggle = (place: Place, propertyId: number, on: boolean) => {
    const other: Place = place === 'rowsData' ? 'columnsData' : 'rowsData';
    const list = (settings[place] ?? []).filter((id) => id !== propertyId);
    void save({
      [place]: on ? [...list, propertyId] : list,
      ...(on ? { [other]: (settings[other] ?? []).filter((id) => id !== propertyId) } : {}),
      ...(on && Number(settings.groupDataBy) === propertyId ? { groupDataBy: undefined } : {}),
    });
  };
  const heldProperties = applied.filter((p) => !placed.has(p.id) && options.some((o) => o.productPropertyId === p.id && o.archived !== 1));

  const download = async () => {
    const index = indexCatalogue(asCatalogue(useAdminCatalogue.getState()));
    const table = productPriceExport(index, product.id, toStoredDate());
    await exportCsv(writeCsv(table.header, table.rows), fileNameOf(product.title));
    setNote(
      table.truncated
        ? `Exported the first ${limits.priceExportMaxRows.toLocaleString('en-US')} rows: the export is capped there.`
        : `Exported ${table.rows.length} rows.`,
    );
  };

  return (
    <section aria-labelledby="admin-price-export-title">
      <h3 id="admin-price-export-title">Export prices</h3>
      <div className="admin-grid">
        <LabelledSelect
          label="Group data by"
          value={settings.groupDataBy ?? ''}
          choices={[{ value: '', label: 'No grouping' }, ...applied.map((p) => ({ value: String(p.id), label: p.title }))]}
          onChange={(groupDataBy) =>
            void save({
              groupDataBy: groupDataBy || undefined,
              rowsData: (settings.rowsData ?? []).filter((id) => String(id) !== groupDataBy),
              columnsData: (settings.columnsData ?? []).filter((id) => String(id) !== groupDataBy),
            })
          }
        />
      </div>
      {applied.length > 0 && (
        <div className="admin-grid price-export-places">
          {places.map(({ key, legend }) => (
            <fieldset key={key} className="admin-data-form price-export-place">
              <legend>{legend}</legend>
              {applied.map((p) => (
                <label key={p.id} className="admin-flag">
                  <input type="checkbox" checked={(settings[key] ?? []).includes(p.id)} onChange={(e) => toggle(key, p.id, e.target.checked)} />
                  <span>{p.title}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {heldProperties.length > 0 && (
        <fieldset className="admin-grid admin-data-form">
          <legend>Held at one option (fixed properties)</legend>
          {heldProperties.map((p) => (
            <LabelledSelect
              key={p.id}
              label={p.title}
              value={String(settings.fixedProperties?.[String(p.id)] ?? '')}
              choices={[
                { value: '', label: 'First offered option' },
                ...options
                  .filter((o) => o.productPropertyId === p.id && o.archived !== 1)
                  .sort(byRankThenId)
                  .map((o) => ({ value: String(o.id), label: o.title })),
              ]}
              onChange={(value) => {
                const fixed = { ...settings.fixedProperties };
                if (value) fixed[String(p.id)] = Number(value);
                else delete fixed[String(p.id)];
                void save({ fixedProperties: fixed });
              }}
            />
          ))}
        </fieldset>
      )}
      <div className="admin-actions">
        <button type="button" className="btn" onClick={() => void download()}>
          Download prices (CSV)
        </button>
      </div>
      {note && (
        <p className="admin-note" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
