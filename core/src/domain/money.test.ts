import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes dollars with thousands separators and two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(123456789012)).toBe('$1,234,567,890.12');
    expect(formatMoney(-99950)).toBe('-$999.50');
    expect(formatMoney(1999.6)).toBe('$20.00');
  });

  it('groups thousands as en-US Intl does, for any amount up to $100 billion', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const dollars = intl.format(Math.abs(cents) / 100).replace(/\.\d+$/, '');
        const expected = `${cents < 0 ? '-' : ''}$${dollars}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(formatMoney(cents)).toBe(expected);
      }),
    );
  });
});
