/**
 * The catalogue spreadsheet as bytes (issue 34 item 5), read and written with exceljs: a CSV file, or
 * the first worksheet of an XLSX workbook. The first row is the header (the column names of
 * sheet-columns.ts, in any order); every cell is read as text, so a code such as '007' keeps its zeros
 * and a date is never turned into a time zone's idea of it. Every cell is written as text for the same
 * reason: what is exported is what is imported.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CATALOGUE_IMPORT_MAX_ROWS, catalogueImportMessages, fillTemplate, type CatalogueSheetFormat } from '@configurator/core';
import { ApiError, badRequest } from '../../http/errors.ts';
import { sheetColumns, type SheetCells, type SheetColumn } from './sheet-columns.ts';

/** One data row of the file: its row number as the spreadsheet shows it (header = 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: SheetCells;
}

const SHEET_NAME = 'Catalogue';

/** A cell's value as the text a person typed (exceljs gives numbers, dates, rich text and formulas as objects). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

async function worksheetOf(format: CatalogueSheetFormat, bytes: Buffer): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (format === 'xlsx') {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      return workbook.worksheets[0];
    }
    // map keeps every value as the text of the file (exceljs would otherwise turn '007' into 7 and dates into Dates).
    return await workbook.csv.read(Readable.from([bytes]), { map: (value: unknown) => value, parserOptions: { ignoreEmpty: true } } as never);
  } catch {
    throw badRequest(catalogueImportMessages.notReadable);
  }
}

/** The data rows of a file; a file without the header's columns, or with too many rows, is refused whole. */
export async function readSheet(format: CatalogueSheetFormat, bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length === 0) throw badRequest(catalogueImportMessages.empty);
  const sheet = await worksheetOf(format, bytes);
  if (!sheet || sheet.actualRowCount === 0) throw badRequest(catalogueImportMessages.noRows);
  if (sheet.rowCount > CATALOGUE_IMPORT_MAX_ROWS + 1) throw new ApiError(413, 'bad_request', catalogueImportMessages.tooManyRows);
  const header = new Map<SheetColumn, number>();
  sheet.getRow(1).eachCell((cell, index) => {
    const name = cellText(cell.value).trim();
    if ((sheetColumns as readonly string[]).includes(name)) header.set(name as SheetColumn, index);
  });
  const missing = sheetColumns.filter((column) => column !== 'extra' && !header.has(column));
  if (missing.length === sheetColumns.length - 1 || !header.has('kind') || !header.has('ref')) {
    throw badRequest(fillTemplate(catalogueImportMessages.missingColumns, { columns: missing.join(', ') }));
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(
      sheetColumns.map((column) => [column, header.has(column) ? cellText(row.getCell(header.get(column)!).value).trim() : '']),
    ) as SheetCells;
    if (Object.values(cells).some((text) => text !== '')) rows.push({ row: number, cells });
  });
  if (!rows.length) throw badRequest(catalogueImportMessages.noRows);
  return rows;
}

/** The file of these rows, header first. */
export async function writeSheet(format: CatalogueSheetFormat, rows: readonly SheetCells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.addRow([...sheetColumns]);
  for (const cells of rows) sheet.addRow(sheetColumns.map((column) => cells[column]));
  if (format === 'xlsx') {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  return Buffer.from(await workbook.csv.writeBuffer());
}
