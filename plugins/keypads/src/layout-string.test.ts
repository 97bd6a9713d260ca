import { describe, expect, it } from 'vitest';
import { hasTallSecondPart, parseLayoutString } from './layout-string.ts';
import { layoutOf } from './option-data.ts';
import { catalogue, O } from './testing/fixtures.ts';

describe('layout strings', () => {
  it('parse into columns with counts and tall marks', () => {
    expect(parseLayoutString('2-1T')).toEqual([
      { count: 2, tall: false },
      { count: 1, tall: true },
    ]);
    expect(parseLayoutString('2x2')).toBeUndefined();
    expect(parseLayoutString('0-1')).toBeUndefined();
  });

  it('find a T in the second part only', () => {
    expect(hasTallSecondPart('1-1T')).toBe(true);
    expect(hasTallSecondPart('1T-1')).toBe(false);
    expect(hasTallSecondPart('1T')).toBe(false);
  });

  it('give rows and columns to a layout option, explicit data winning', () => {
    expect(layoutOf(catalogue.optionsById.get(O.fourByTwo))).toMatchObject({ rows: 4, columns: 2 });
    expect(layoutOf({ ...catalogue.optionsById.get(O.one)!, data: { rows: 3, columns: 2 } })).toMatchObject({
      rows: 3,
      columns: 2,
      parts: [{ count: 3 }, { count: 3 }],
    });
    expect(layoutOf({ ...catalogue.optionsById.get(O.one)!, data: 'not json' })).toBeUndefined();
  });
});
