/**
 * Input normalisation by property type (spec catalogue §5). Applied by the picker as the user types
 * and again by the server before storing, so both sides hold the same value.
 */
import { limits } from '../limits.ts';
import type { DimensionLimits } from '../types.ts';

/** Numeric input keeps only digits and the dot ('12,5 mm' -> '125', '-3.5' -> '3.5'). */
export function normaliseNumberInput(raw: string): string {
  return raw.replace(/[^0-9.]/g, '');
}

const toNumber = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number.parseFloat(normaliseNumberInput(value));
  return Number.NaN;
};

/**
 * Dimension input, in this order (spec): rounded to the nearest multiple of dimensionInterval (half
 * rounds up), then capped at maxDimension, then raised to minDimension. Bounds are optional; an unset
 * or non-positive interval or maxDimension is ignored (the spec's admin bounds default to 0, which
 * means "not set", not "everything is 0"). A value that is not a number becomes minDimension (or 0).
 */
export function normaliseDimension(value: unknown, data: DimensionLimits): number {
  const { dimensionInterval: interval, minDimension: min, maxDimension: max } = data;
  let n = toNumber(value);
  if (!Number.isFinite(n)) return min ?? 0;
  if (interval !== undefined && interval > 0) {
    // Round via the quotient, then clean binary noise (0.1 * 3 = 0.30000000000000004).
    n = Number((Math.round(n / interval) * interval).toFixed(10));
  }
  if (max !== undefined && max > 0) n = Math.min(n, max);
  if (min !== undefined) n = Math.max(n, min);
  return n;
}

/**
 * Number properties hold integers, default 0: numbers are truncated toward zero, strings read as
 * integers (parseInt: '12.7' -> 12, '12abc' -> 12), anything else or an unreadable string -> 0.
 */
export function parseNumberProperty(raw: unknown): number {
  let n = Number.NaN;
  if (typeof raw === 'number') n = Math.trunc(raw);
  else if (typeof raw === 'string') n = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Text properties: at most limits.textPropertyMax (40) characters, counted as code points so an
 * emoji is never cut in half. A single-line property turns each line break into one space (pasted
 * multi-line text keeps its words apart); a multiline property keeps line breaks, normalised to '\n'.
 */
export function normaliseText(raw: string, opts: { multiline?: boolean } = {}): string {
  const text = opts.multiline ? raw.replace(/\r\n?/g, '\n') : raw.replace(/(\r\n|\r|\n)+/g, ' ');
  const chars = Array.from(text);
  return chars.length > limits.textPropertyMax ? chars.slice(0, limits.textPropertyMax).join('') : text;
}
