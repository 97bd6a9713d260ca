import { describe, expect, it } from 'vitest';
import { lengthScalingBase } from './length-base.ts';

describe('wood-panel length scaling base (spec §9)', () => {
  it.each([
    [1, 210],
    [2400, 210],
    [5999, 210],
    [6000, 220],
    [7999, 220],
    [8000, 230],
    [9999, 230],
    [10000, 240],
    [1e9, 240],
  ])('length %d -> base %d', (length, base) => {
    expect(lengthScalingBase(length)).toBe(base);
  });

  it('base 200 when there is no usable length', () => {
    expect(lengthScalingBase(0)).toBe(200);
    expect(lengthScalingBase(Number.NaN)).toBe(200);
    expect(lengthScalingBase(-5)).toBe(200);
  });
});
