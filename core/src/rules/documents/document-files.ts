/**
 * File names and the CSV of documents (spec orders §9): '#{orderId} - {title} - {YYMMDD} - {Quote|
 * Packing Slip|Factory|Invoice}', and the item table's rows as CSV through the app's CSV writer.
 */
import { toFileNameDate } from '../../domain/dates.ts';
import { writeCsv } from '../csv/csv-writer.ts';
import type { DocumentModel } from './document-model.ts';

/** Characters a file system refuses in a name become a space. */
const safe = (title: string) =>
  title
    .replace(/[\\/:*?"<>|]|\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const documentFileName = (m: Pick<DocumentModel, 'orderNumber' | 'orderTitle' | 'label'>, now: string, extension: 'pdf' | 'csv'): string =>
  `#${m.orderNumber} - ${safe(m.orderTitle)} - ${toFileNameDate(now)} - ${m.label}.${extension}`;

export const documentCsv = (m: DocumentModel): string =>
  writeCsv(
    m.columns.map((c) => c.title),
    m.rows.map((r) => r.cells.map((c) => c.text.replace(/\n/g, '; '))),
  );
