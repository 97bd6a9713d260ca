import { describe, expect, it } from 'vitest';
import { fitsSizeTable, keypadFits, sizeLimitText } from './size-rule.ts';

const DEEP_BOX = 1424;
const fits = (width: number, height: number, rows: number, columns: number, backBoxProductId?: number) =>
  keypadFits({ width, height, rows, columns, backBoxProductId }, [DEEP_BOX]);

describe('keypad size rule: the table', () => {
  // Width 144 and one column stay clear of every exception, so only the height limits rows here.
  it.each([
    [82, 1],
    [117, 2],
    [144, 3],
    [207, 5],
  ])('a plate %i high takes at most %i rows', (height, maxRows) => {
    expect(fits(144, height, maxRows, 1)).toBe(true);
    expect(fits(144, height, maxRows + 1, 1)).toBe(false);
  });

  // Height 207 keeps the single-row exceptions out, so only the width limits columns here.
  it.each([
    [82, 2],
    [117, 2],
    [144, 3],
    [207, 4],
  ])('a plate %i wide takes at most %i columns', (width, maxColumns) => {
    expect(fits(width, 207, 1, maxColumns)).toBe(true);
    expect(fits(width, 207, 1, maxColumns + 1)).toBe(false);
  });
});

describe('keypad size rule: the exceptions', () => {
  it('allows 82 wide by 144 high with 2 columns and 4 rows only on back box 1424', () => {
    expect(fits(82, 144, 4, 2, DEEP_BOX)).toBe(true);
    expect(fits(82, 144, 4, 2, 60)).toBe(false);
    expect(fits(82, 144, 4, 2)).toBe(false);
    expect(fits(82, 144, 4, 1, DEEP_BOX)).toBe(false);
    expect(fits(82, 144, 5, 2, DEEP_BOX)).toBe(false);
    expect(fitsSizeTable({ width: 82, height: 144, rows: 4, columns: 2 })).toBe(false);
  });

  it('allows 82 by 82 with up to 2 columns (a 2 x 2 at most)', () => {
    expect(fits(82, 82, 2, 2)).toBe(true);
    expect(fits(82, 82, 2, 1)).toBe(true);
    expect(fits(82, 82, 1, 3)).toBe(false);
    expect(fits(82, 82, 3, 2)).toBe(false);
    expect(fitsSizeTable({ width: 82, height: 82, rows: 2, columns: 2 })).toBe(false);
  });

  it.each([117, 144, 207])('allows %i wide by 82 high with a single row of any length', (width) => {
    expect(fits(width, 82, 1, 5)).toBe(true);
    expect(fits(width, 82, 2, 1)).toBe(false);
  });

  it('does not stretch the single-row exception to other heights or to 82 wide', () => {
    expect(fits(117, 117, 1, 3)).toBe(false);
    expect(fits(82, 117, 1, 3)).toBe(false);
  });
});

describe('sizeLimitText', () => {
  it('states the table limits of a plate', () => {
    expect(sizeLimitText({ width: 117, height: 82 })).toBe('at most 1 row and 2 columns');
    expect(sizeLimitText({ width: 207, height: 207 })).toBe('at most 5 rows and 4 columns');
  });
});
