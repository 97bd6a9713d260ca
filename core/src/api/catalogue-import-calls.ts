/**
 * Catalogue import and export (issue 34 item 5): an owner sends a spreadsheet (CSV, or the first sheet
 * of an XLSX workbook) of products, properties, options, prices and rules. The dry run answers what
 * each row would do (add, change, or refused with its row number and reason); apply does the same in
 * one transaction, and writes nothing at all while any row is refused. Records are matched by their
 * reference codes (see docs/catalogue-import.md), so applying the same file twice changes nothing, and
 * the export writes the same format, so an exported file re-imports to the same catalogue.
 *
 * Both import calls are uploads: the file's bytes are the body, the format goes in the query string.
 */
import { z } from 'zod';
import { defineCall, dataOf } from './define-call.ts';
import { recordId } from './fields.ts';

/** A spreadsheet must be under 10 MB (10,000,000 bytes): far above a 2,000-product workbook (≈ 0.5 MB). */
export const CATALOGUE_IMPORT_MAX_BYTES = 10_000_000;
/** Data rows of one file (the header not counted): far above a few thousand products with their options and prices. */
export const CATALOGUE_IMPORT_MAX_ROWS = 50_000;

export const catalogueSheetFormats = ['csv', 'xlsx'] as const;
export type CatalogueSheetFormat = (typeof catalogueSheetFormats)[number];

/** The kinds of record a row can be, in the order they are applied (a row names only kinds before it, or its own). */
export const catalogueSheetKinds = ['property', 'option', 'product', 'price', 'rule'] as const;
export type CatalogueSheetKind = (typeof catalogueSheetKinds)[number];

export const catalogueImportActions = ['add', 'change', 'unchanged', 'refuse'] as const;
export type CatalogueImportAction = (typeof catalogueImportActions)[number];

/** What people are told (the import screen and the API read the same words). */
export const catalogueImportMessages = {
  tooBig: 'Please choose a spreadsheet under 10mb',
  empty: 'The file is empty.',
  noBody: 'Send the spreadsheet itself as the request body (Content-Type text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet).',
  notReadable: 'The file is not a readable spreadsheet of this format.',
  tooManyRows: `A spreadsheet may hold at most ${CATALOGUE_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
  missingColumns: 'The first row must be the header row; missing columns: {columns}.',
  refused: '{count} rows are refused; nothing was written. Correct them and try again.',
  noRows: 'The spreadsheet has no rows below its header.',
} as const;

/** Why a row is refused (each shown beside its row number). */
export const catalogueImportRowMessages = {
  unknownKind: "Unknown kind '{kind}': use property, option, product, price or rule.",
  noRef: 'Give the row a ref (its reference code, or #id of an existing record).',
  badRef: "'{ref}' cannot be a ref: a ref has no '|' and no spaces around it.",
  noSuchId: 'No {kind} {ref} in this catalogue.',
  unknown: "No {kind} with the ref '{ref}' in this catalogue or in an earlier row.",
  ambiguous: "{count} {kind} records have the code '{ref}': name the one you mean by its #id.",
  duplicate: "The ref '{ref}' is also on row {row}: each record may be on one row.",
  codeDiffers: "The code '{code}' differs from the ref '{ref}': a record found by its code keeps that code.",
  required: 'A new {kind} needs {column}.',
  notNumber: "{column} must be a number, not '{value}'.",
  notFlag: "{column} must be 0 or 1, not '{value}'.",
  notJson: '{column} must be a JSON object: {problem}',
  unknownExtra: 'extra holds fields this kind does not have: {keys}.',
  noCategory: "No product category titled '{title}'.",
  optionNotOnProduct: "The option '{ref}' is not an option of one of the product's properties.",
  optionMoves: 'An option cannot move to another property: add a new option instead.',
  invalid: '{column}: {problem}',
  dataFieldsEditorOnly: "Only the platform's configured users may change a property's option data fields.",
  notInCatalogue: '{resource} {ids} is not in this catalogue.',
} as const;

/** What the upload is (the query string). */
export const catalogueImportTarget = z.object({ orgId: z.coerce.number().pipe(recordId()), format: z.enum(catalogueSheetFormats) }).strict();
export type CatalogueImportTarget = z.infer<typeof catalogueImportTarget>;

/** One row's fate; unchanged rows are only counted. */
export const catalogueImportRow = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  kind: z.string(),
  ref: z.string(),
  action: z.enum(catalogueImportActions),
  /** Refused rows: why, in words. */
  reason: z.string().optional(),
  /** Changed rows: the fields that change. */
  fields: z.array(z.string()).optional(),
});
export type CatalogueImportRow = z.infer<typeof catalogueImportRow>;

export const catalogueImportPlan = z.object({
  summary: z.object({ add: z.number().int(), change: z.number().int(), unchanged: z.number().int(), refuse: z.number().int() }),
  /** Every row that adds, changes or is refused, in file order. */
  rows: z.array(catalogueImportRow),
  /** True once apply wrote the changes (a dry run, or an apply with refusals, writes nothing). */
  applied: z.boolean(),
});
export type CatalogueImportPlan = z.infer<typeof catalogueImportPlan>;

export const catalogueImportDryRunCall = defineCall('/api/admin/catalogue-import/dry-run', catalogueImportTarget, dataOf(catalogueImportPlan));
export const catalogueImportApplyCall = defineCall('/api/admin/catalogue-import/apply', catalogueImportTarget, dataOf(catalogueImportPlan));

/** The whole catalogue of the active organisation as a spreadsheet (a download). */
export const catalogueExportCall = defineCall(
  '/api/admin/catalogue-export',
  z.object({ orgId: recordId(), format: z.enum(catalogueSheetFormats) }).strict(),
  z.string(),
);

export const catalogueSheetContentTypes: Record<CatalogueSheetFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
