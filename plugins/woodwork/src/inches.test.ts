import { describe, expect, it } from 'vitest';
import { formatFractionInches, lamellaSizeLabel } from './inches.ts';

describe('lamella sizes in inches to 1/32 with mm (spec §9)', () => {
  it.each([
    [40, '1 9/16" (40 mm)'],
    [67, '2 5/8" (67 mm)'],
    [30, '1 3/16" (30 mm)'],
    [25.4, '1" (25.4 mm)'],
    [1, '1/32" (1 mm)'],
  ])('%d mm -> %s', (mm, label) => {
    expect(lamellaSizeLabel(mm)).toBe(label);
  });

  it('rounds to the nearest 1/32', () => {
    expect(formatFractionInches(1 + 1 / 32 + 0.001)).toBe('1 1/32"');
    expect(formatFractionInches(0.499)).toBe('1/2"');
  });
});
