import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lamellaCount, lamellaWidths } from './lamellas.ts';
import { RANDOM_ALIGNMENT_TOLERANCE } from './constants.ts';

describe('lamella count (spec §5: ceiling of width / lamella width)', () => {
  it.each([
    [600, 40, 15],
    [600, 30, 20],
    [610, 40, 16],
    [601, 60, 11],
    [600, 600, 1],
    [599.9, 600, 1],
    [0, 40, 0],
  ])('width %d with lamellas %d -> %d', (width, lamella, count) => {
    expect(lamellaCount(width, lamella)).toBe(count);
  });

  it('never throws on bad lamella widths', () => {
    expect(lamellaCount(600, 0)).toBe(1);
    expect(lamellaCount(600, Number.NaN)).toBe(1);
    expect(lamellaCount(Number.NaN, 40)).toBe(0);
  });
});

describe('lamella widths', () => {
  it('standard alignment: equal lamellas filling the width', () => {
    const widths = lamellaWidths({ width: 610, lamellaWidth: 40, alignment: 'standard', seed: 1 });
    expect(widths).toHaveLength(16);
    expect(new Set(widths.map((w) => w.toFixed(6))).size).toBe(1);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(610, 6);
  });

  it('random alignment is reproducible from the item id and differs between items', () => {
    const a = lamellaWidths({ width: 600, lamellaWidth: 40, alignment: 'random', seed: 4711 });
    const again = lamellaWidths({ width: 600, lamellaWidth: 40, alignment: 'random', seed: 4711 });
    const other = lamellaWidths({ width: 600, lamellaWidth: 40, alignment: 'random', seed: 4712 });
    expect(again).toEqual(a);
    expect(other).not.toEqual(a);
    expect(a).toHaveLength(15);
  });

  it('random widths keep the count, fill the width and stay within the tolerance of 50', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: 20, max: 200 }), fc.integer(), (width, lamella, seed) => {
        const widths = lamellaWidths({ width, lamellaWidth: lamella, alignment: 'random', seed });
        expect(widths).toHaveLength(lamellaCount(width, lamella));
        expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(width, 6);
        const nominal = width / widths.length;
        for (const w of widths) {
          expect(w).toBeGreaterThan(0);
          // Scaled to fill the width, each stays within the tolerance band around the nominal (with the scale's slack).
          expect(Math.abs(w - nominal)).toBeLessThanOrEqual(RANDOM_ALIGNMENT_TOLERANCE + nominal * 0.5);
        }
      }),
      { numRuns: 30 },
    );
  });
});
