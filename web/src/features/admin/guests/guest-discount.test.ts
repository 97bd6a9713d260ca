import { describe, expect, it } from 'vitest';
import { parseDiscount } from './guest-discount.ts';

describe('a guest discount as typed', () => {
  it('is a percent from 0 to 100, empty for none, anything else refused', () => {
    expect(parseDiscount(' 12.5 ')).toBe(12.5);
    expect(parseDiscount('0')).toBe(0);
    expect(parseDiscount('100')).toBe(100);
    expect(parseDiscount('')).toBeNull();
    expect(parseDiscount('101')).toBeUndefined();
    expect(parseDiscount('-1')).toBeUndefined();
    expect(parseDiscount('ten')).toBeUndefined();
  });
});
