import { describe, expect, it } from 'vitest';
import { limits } from '../messages.ts';
import { normaliseDimension, normaliseNumberInput, normaliseText, parseNumberProperty } from './normalise.ts';

describe('normaliseDimension', () => {
  const bounds = { dimensionInterval: 0.5, minDimension: 10, maxDimension: 100 };
  it.each([
    [42.2, 42],
    [42.25, 42.5], // half rounds up
    [42.74, 42.5],
    ['36.8 in', 37],
    [250, 100], // capped at maxDimension
    [3, 10], // raised to minDimension
    [99.9, 100],
    ['', 10], // not a number: minDimension
    [null, 10],
  ])('%s -> %s with interval 0.5, min 10, max 100', (input, expected) => {
    expect(normaliseDimension(input, bounds)).toBe(expected);
  });

  it('rounds to the nearest multiple of the interval without binary noise', () => {
    expect(normaliseDimension(0.31, { dimensionInterval: 0.1 })).toBe(0.3);
    expect(normaliseDimension(17, { dimensionInterval: 5 })).toBe(15);
    expect(normaliseDimension(18, { dimensionInterval: 5 })).toBe(20);
  });

  it('caps before raising, in the spec order (min wins over max when they cross)', () => {
    expect(normaliseDimension(50, { minDimension: 60, maxDimension: 40 })).toBe(60);
  });

  it('ignores unset or non-positive interval and maximum (admin bounds default to 0)', () => {
    expect(normaliseDimension(12.34, {})).toBe(12.34);
    expect(normaliseDimension(12.34, { dimensionInterval: 0, maxDimension: 0, minDimension: 0 })).toBe(12.34);
    expect(normaliseDimension('x', {})).toBe(0);
  });
});

describe('normaliseNumberInput', () => {
  it('keeps only digits and the dot', () => {
    expect(normaliseNumberInput('1,234.5 mm')).toBe('1234.5');
    expect(normaliseNumberInput('-3e2')).toBe('32');
    expect(normaliseNumberInput('abc')).toBe('');
  });
});

describe('parseNumberProperty', () => {
  it.each([
    ['12', 12],
    ['12.9', 12],
    [' 7 ', 7],
    ['12abc', 12],
    ['abc', 0],
    ['', 0],
    [3.7, 3],
    [-3.7, -3],
    [Number.NaN, 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
  ])('%s -> %s (integers, default 0)', (input, expected) => {
    expect(parseNumberProperty(input)).toBe(expected);
  });
});

describe('normaliseText', () => {
  it('keeps at most 40 characters', () => {
    expect(limits.textPropertyMax).toBe(40);
    expect(normaliseText('x'.repeat(45))).toBe('x'.repeat(40));
    expect(normaliseText('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const text = `${'a'.repeat(39)}😀😀`;
    expect(normaliseText(text)).toBe(`${'a'.repeat(39)}😀`);
  });

  it('single-line: each run of line breaks becomes one space', () => {
    expect(normaliseText('LINE 1\r\nLINE 2\n\nEND')).toBe('LINE 1 LINE 2 END');
  });

  it('multiline: keeps line breaks (normalised to \\n) and they count toward 40', () => {
    expect(normaliseText('a\r\nb', { multiline: true })).toBe('a\nb');
    expect(normaliseText(`${'a'.repeat(39)}\nbbb`, { multiline: true })).toBe(`${'a'.repeat(39)}\n`);
  });
});
