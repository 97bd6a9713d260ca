import { describe, expect, it } from 'vitest';
import { engravingLineLimit, engravingLineLimitWithReason } from './engraving-limits.ts';
import { ENGRAVING_SYMBOL_IDS, engravingLines } from './engraving-data.ts';
import { horizontalSpacing, verticalSpace } from './engraving-space.ts';
import { keypadGeometry, layoutMechanisms } from './layout.ts';
import { estimateEngravingWidth, estimateTextWidth } from './text-width.ts';
import { choose, catalogue, fixtureSettings, O, P, product } from './testing/fixtures.ts';

const limitInput = (
  productId: number,
  choices: Partial<Record<number, number>>,
  settings: Record<string, unknown> = {},
  mechanismIndex = 0,
  location: 'above' | 'below' = 'below',
) => ({
  product: product(productId),
  properties: choose(choices),
  catalogue,
  settings: fixtureSettings(settings),
  mechanismIndex,
  location,
});

describe('engravingLineLimit', () => {
  it('is 1 with option 519 on product 1 only', () => {
    expect(engravingLineLimitWithReason(limitInput(1, { [P.buttonStyle]: O.compactButton }))).toEqual({ lines: 1, reason: 'singleLineOption' });
    expect(engravingLineLimit(limitInput(2, { [P.buttonStyle]: O.compactButton }))).toBe(2);
    expect(engravingLineLimit(limitInput(1, { [P.buttonStyle]: O.standardButton }))).toBe(2);
  });

  it('is 1 with an LED indicator', () => {
    expect(engravingLineLimitWithReason(limitInput(2, { [P.led]: O.blueLed }))).toEqual({ lines: 1, reason: 'ledIndicator' });
    expect(engravingLineLimit(limitInput(2, { [P.led]: O.noLed }))).toBe(2);
  });

  it('is 1 where space is short, when the height-limit check is on', () => {
    const twoByTwoOn82 = { [P.plateSize]: O.plate82x82, [P.layout]: O.twoByTwo };
    const on = { engraving: { limitLinesWhenSpaceIsShort: true } };
    // Between the rows of a 2 x 2 on 82 x 82 there is 14 mm for two engravings: 7 mm each, under the 9 mm two 3 mm lines take.
    expect(engravingLineLimitWithReason(limitInput(2, twoByTwoOn82, on, 0, 'below'))).toEqual({ lines: 1, reason: 'shortSpace' });
    expect(engravingLineLimit(limitInput(2, twoByTwoOn82, on, 0, 'above'))).toBe(2);
    expect(engravingLineLimit(limitInput(2, twoByTwoOn82, {}, 0, 'below'))).toBe(2);
    expect(engravingLineLimit(limitInput(2, { [P.plateSize]: O.plate117x117, [P.layout]: O.twoByTwo }, on, 0, 'below'))).toBe(2);
  });
});

describe('engraving geometry', () => {
  it('numbers mechanisms in reading order', () => {
    const g = layoutMechanisms(
      { width: 117, height: 117 },
      {
        rows: 2,
        columns: 2,
        parts: [
          { count: 2, tall: false },
          { count: 2, tall: false },
        ],
      },
    );
    expect(g.mechanisms.map((m) => [m.column, m.row])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  it('measures the spacing to side neighbours, or twice the distance to the edge', () => {
    const twoColumns = keypadGeometry({ product: product(1), properties: choose({ [P.plateSize]: O.plate117x117, [P.layout]: O.twoByTwo }), catalogue });
    expect(twoColumns.pitchX).toBe(49.5);
    expect(horizontalSpacing(twoColumns, twoColumns.mechanisms[0]!)).toBe(49.5);
    const single = keypadGeometry({ product: product(1), properties: choose({ [P.plateSize]: O.plate82x82, [P.layout]: O.one }), catalogue });
    expect(horizontalSpacing(single, single.mechanisms[0]!)).toBe(82);
    expect(verticalSpace(single, single.mechanisms[0]!, 'above')).toBe(82 / 2 - 9 - 3);
  });
});

describe('engraving width estimate', () => {
  it('weighs wide and narrow characters', () => {
    expect(estimateTextWidth('MMMM', 3)).toBeGreaterThan(estimateTextWidth('iiii', 3));
    expect(estimateTextWidth('AB', 3)).toBeCloseTo(2 * 0.68 * 3);
    expect(estimateEngravingWidth({ symbolId: 4 }, 3.5)).toBe(3.5);
    expect(estimateEngravingWidth({ text: '  ' }, 3.5)).toBe(0);
  });
});

describe('engraving data', () => {
  it('has 65 symbol ids', () => {
    expect(ENGRAVING_SYMBOL_IDS).toHaveLength(65);
    expect(ENGRAVING_SYMBOL_IDS[0]).toBe(1);
    expect(ENGRAVING_SYMBOL_IDS[64]).toBe(65);
  });

  it('lists non-blank lines with their place', () => {
    const lines = engravingLines({ 27: { engravings: { 1: { above: [{ text: '' }, { text: 'B' }], below: [{ symbolId: 3 }] } } } }, [27, 112]);
    expect(lines).toEqual([
      { propertyId: 27, mechanismIndex: 1, location: 'above', line: 1, entry: { text: 'B' } },
      { propertyId: 27, mechanismIndex: 1, location: 'below', line: 0, entry: { symbolId: 3 } },
    ]);
  });
});
