import { describe, expect, it } from 'vitest';
import { DRAWING_PAGE_SIZES, drawingScale, pageSizeFor, chunkIntoSheets, productsPerPage, scalePercent, standardScaleLabel } from './sheet-rules.ts';

describe('page size of a drawing set', () => {
  it.each([
    ['factory', 'standalone', false, 'ledger'],
    ['factory', 'arch', false, 'ledger'],
    ['client', 'arch', false, 'ledger'],
    ['client', 'standalone', false, 'letterPortrait'],
    ['factory', 'standalone', true, 'letterLandscape'],
    ['factory', 'arch', true, 'letterLandscape'],
    ['client', 'arch', true, 'letterLandscape'],
    ['client', 'standalone', true, 'letterPortrait'],
  ] as const)('%s mode, %s order, letter forced %s: %s', (mode, orderType, forceLetter, expected) => {
    expect(pageSizeFor({ mode, orderType, forceLetter }).id).toBe(expected);
  });

  it('has the spec sizes in px', () => {
    expect(DRAWING_PAGE_SIZES.ledger).toMatchObject({ width: 1632, height: 1056 });
    expect(DRAWING_PAGE_SIZES.letterLandscape).toMatchObject({ width: 1056, height: 816 });
    expect(DRAWING_PAGE_SIZES.letterPortrait).toMatchObject({ width: 816, height: 1056 });
  });
});

describe('products per page', () => {
  it('puts 4 products on a factory Ledger page, as many as keep about 360 px on Letter, 1 in client mode', () => {
    expect(productsPerPage('factory', DRAWING_PAGE_SIZES.ledger)).toBe(4);
    expect(productsPerPage('factory', DRAWING_PAGE_SIZES.letterLandscape)).toBe(2);
    expect(productsPerPage('factory', DRAWING_PAGE_SIZES.letterPortrait)).toBe(2);
    for (const size of Object.values(DRAWING_PAGE_SIZES)) expect(productsPerPage('client', size)).toBe(1);
  });

  it('paginates in order without losing or repeating an item', () => {
    const items = Array.from({ length: 9 }, (_, i) => i);
    expect(chunkIntoSheets(items, 4)).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8]]);
    expect(chunkIntoSheets(items, 1)).toHaveLength(9);
    expect(chunkIntoSheets([], 4)).toEqual([]);
    expect(() => chunkIntoSheets(items, 0)).toThrow(RangeError);
  });
});

describe('drawing scale', () => {
  const big = { width: 10_000, height: 10_000 };
  it('is 3.78 px per mm in client mode and 2.5 otherwise, 25.4 times that per inch', () => {
    expect(drawingScale({ width: 100, height: 100 }, 'mm', 'client', big)).toEqual({ scale: 3.78, reduced: false });
    expect(drawingScale({ width: 100, height: 100 }, 'mm', 'factory', big)).toEqual({ scale: 2.5, reduced: false });
    expect(drawingScale({ width: 4, height: 4 }, 'in', 'client', big).scale).toBeCloseTo(96.012);
    expect(drawingScale({ width: 4, height: 4 }, 'in', 'factory', big).scale).toBeCloseTo(63.5);
  });

  it('reduces a drawing that would not fit its box to the largest standard scale that fits, never enlarges one', () => {
    // 1.25 px per mm fits; full size is 3.78: 1:5 is the largest standard scale at or under it.
    const fitted = drawingScale({ width: 400, height: 100 }, 'mm', 'factory', { width: 500, height: 500 });
    expect(fitted.ratio).toBe(5);
    expect(fitted.reduced).toBe(true);
    expect(fitted.scale).toBeCloseTo(96 / 25.4 / 5);
    // A 332" wall in 1,500 x 540 px: 4.5 px per inch fits at most; 1/2" = 1'-0" (1:24) gives 4.
    const wall = drawingScale({ width: 332, height: 120 }, 'in', 'factory', { width: 1500, height: 540 });
    expect(wall).toEqual({ scale: 4, reduced: true, ratio: 24 });
    expect(standardScaleLabel(24, 'in')).toBe('1/2" = 1′-0″ (1:24)');
    expect(standardScaleLabel(48, 'in')).toBe('1/4" = 1′-0″ (1:48)');
    expect(standardScaleLabel(50, 'mm')).toBe('1:50');
    expect(drawingScale({ width: 10, height: 10 }, 'mm', 'factory', { width: 500, height: 500 }).scale).toBe(2.5);
  });

  it('fits a drawing that is not to scale into its box, never above its own size', () => {
    expect(drawingScale({ width: 1000, height: 100, notToScale: true }, 'in', 'client', { width: 500, height: 500 })).toEqual({ scale: 0.5, reduced: false });
    expect(drawingScale({ width: 100, height: 100, notToScale: true }, 'in', 'client', { width: 500, height: 500 })).toEqual({ scale: 1, reduced: false });
  });
});

describe('scale note', () => {
  it('says full size for the client scale and 66% for the factory scale, in either unit', () => {
    expect(scalePercent(3.78, 'mm')).toBe(100);
    expect(scalePercent(2.5, 'mm')).toBe(66);
    expect(scalePercent(2.5 * 25.4, 'in')).toBe(66);
  });
});
