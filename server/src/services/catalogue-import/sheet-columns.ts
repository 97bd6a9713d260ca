/**
 * The columns of the catalogue spreadsheet (issue 34 item 5; docs/catalogue-import.md says what each
 * holds for each kind of row). One table for every kind, so the same file is a CSV or one worksheet.
 */
export const sheetColumns = [
  'kind',
  'ref',
  'parent',
  'code',
  'title',
  'type',
  'rank',
  'archived',
  'publishLevel',
  'category',
  'description',
  'value',
  'factoryCode',
  'machiningCode',
  'properties',
  'notOffered',
  'option',
  'amountInCents',
  'validFrom',
  'validTo',
  'from',
  'to',
  'toResource',
  'toProperty',
  'data',
  'extra',
] as const;
export type SheetColumn = (typeof sheetColumns)[number];
export type SheetCells = Record<SheetColumn, string>;

/** Lists in one cell (a product's properties, a rule's options) are refs joined by this. */
export const LIST_SEPARATOR = '|';
/** A ref of this form names a record by its id (records without a code of their own, or whose code is not unique). */
export const ID_REF = /^#(\d{1,10})$/;

export const emptyCells = (): SheetCells => Object.fromEntries(sheetColumns.map((c) => [c, ''])) as SheetCells;
