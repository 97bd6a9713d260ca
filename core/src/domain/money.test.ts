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
});
