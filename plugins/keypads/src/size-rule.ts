/**
 * The keypad size rule (spec catalogue §5, product category 1): plate heights limit rows and plate
 * widths limit columns, with three exceptions. Sizes are plate sizes in mm. A size the table does not
 * list is not limited by the rule.
 */
import { fillTemplate } from '@configurator/core';
import { keypadMessages, plural } from './messages.ts';

export const MAX_ROWS_BY_PLATE_HEIGHT: Readonly<Record<number, number>> = { 82: 1, 117: 2, 144: 3, 207: 5 };
export const MAX_COLUMNS_BY_PLATE_WIDTH: Readonly<Record<number, number>> = { 82: 2, 117: 2, 144: 3, 207: 4 };

export interface KeypadSizeCase {
  width: number;
  height: number;
  rows: number;
  columns: number;
  /** The back box product chosen, if any. */
  backBoxProductId?: number;
}

interface SizeException {
  description: string;
  allows: (c: KeypadSizeCase, tallNarrowBackBoxProductIds: readonly number[]) => boolean;
}

/** The spec's exceptions, allowed even where the table refuses. */
export const KEYPAD_SIZE_EXCEPTIONS: readonly SizeException[] = [
  {
    description: '82 wide by 144 high with 2 columns and 4 rows on the tall narrow back box',
    allows: (c, backBoxes) =>
      c.width === 82 && c.height === 144 && c.columns === 2 && c.rows === 4 && c.backBoxProductId !== undefined && backBoxes.includes(c.backBoxProductId),
  },
  // The table already allows one row of 2 on an 82 x 82 plate, so the exception must relax the rows;
  // we read it as the square 2 x 2 (four buttons), not as any number of rows on an 82 mm plate.
  { description: '82 by 82 with up to 2 columns (and 2 rows)', allows: (c) => c.width === 82 && c.height === 82 && c.columns <= 2 && c.rows <= 2 },
  { description: '117, 144 or 207 wide by 82 high with a single row', allows: (c) => [117, 144, 207].includes(c.width) && c.height === 82 && c.rows === 1 },
];

/** The table alone, without the exceptions (the keypad-size check behind standard-size-only options). */
export function fitsSizeTable(c: KeypadSizeCase): boolean {
  const maxRows = MAX_ROWS_BY_PLATE_HEIGHT[c.height];
  const maxColumns = MAX_COLUMNS_BY_PLATE_WIDTH[c.width];
  return (maxRows === undefined || c.rows <= maxRows) && (maxColumns === undefined || c.columns <= maxColumns);
}

/** The whole rule: the table, or one of its exceptions. */
export function keypadFits(c: KeypadSizeCase, tallNarrowBackBoxProductIds: readonly number[]): boolean {
  return fitsSizeTable(c) || KEYPAD_SIZE_EXCEPTIONS.some((e) => e.allows(c, tallNarrowBackBoxProductIds));
}

export const plateLabel = (p: { width: number; height: number }): string => `${p.width} × ${p.height} mm`;

/** 'at most 1 row and 2 columns' (the table's limits for the plate; used only where a limit exists). */
export function sizeLimitText(p: { width: number; height: number }): string {
  const rows = MAX_ROWS_BY_PLATE_HEIGHT[p.height];
  const columns = MAX_COLUMNS_BY_PLATE_WIDTH[p.width];
  const limits = [rows === undefined ? '' : plural(rows, 'row'), columns === undefined ? '' : plural(columns, 'column')].filter(Boolean);
  return fillTemplate(keypadMessages.sizeLimit, { limits: limits.join(' and ') });
}
