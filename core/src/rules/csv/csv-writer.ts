/**
 * The one CSV writer of the app: every export (orders list, order info popup, documents page) goes
 * through it. csv-stringify does the quoting; this adds what a spreadsheet needs to stay safe: a cell
 * that starts with = + - @, a tab or a carriage return would be read as a formula (CSV injection), so
 * it is prefixed with an apostrophe, which spreadsheets show as text.
 */
// The browser build: it carries its own Buffer, so the same writer runs on the server and in the web app.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { limits } from '../limits.ts';

export type CsvCell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

/** A cell as written: empty for null/undefined, numbers as they are, risky text neutralised. */
export function neutraliseCell(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

/** The header and at most limits.priceExportMaxRows rows (spec orders §9), as CSV text. */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const kept = rows.slice(0, limits.priceExportMaxRows);
  return stringify([header.map(neutraliseCell), ...kept.map((row) => row.map(neutraliseCell))]);
}
