/**
 * Layout strings describe a keypad's mechanisms column by column, left to right, parts joined by '-'.
 * Each part is a count of mechanisms stacked in that column, with a trailing 'T' for tall mechanisms
 * (rockers and toggles, twice a button's height): '2-2' is a 2 x 2 keypad, '1-1T' a button beside a
 * rocker, '3-3-3' a 3 x 3 keypad.
 */
export interface ColumnSpec {
  count: number;
  tall: boolean;
}

const PART = /^(\d+)(T?)$/;

/** The columns of a layout string, or undefined when it is not one. */
export function parseLayoutString(layoutString: string): ColumnSpec[] | undefined {
  const parts = layoutString.trim().split('-');
  const columns: ColumnSpec[] = [];
  for (const part of parts) {
    const match = PART.exec(part.trim());
    if (!match || Number(match[1]) < 1) return undefined;
    columns.push({ count: Number(match[1]), tall: match[2] === 'T' });
  }
  return columns;
}

/** The spec's MUD RING test: a T in the layout string's second part. */
export const hasTallSecondPart = (layoutString: string): boolean => (layoutString.split('-')[1] ?? '').includes('T');
