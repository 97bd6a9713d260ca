import { describe, expect, it } from 'vitest';
import { defaultTheme } from '@configurator/core';
import { canStep, precisionLabel, stepPrecision } from './precision.ts';

const metric = { initial: 1, min: 0.5, max: 16 };

describe('dim precision', () => {
  it('minus halves and plus doubles within the theme bounds (0.5 to 16)', () => {
    expect(stepPrecision(1, 'finer', metric)).toBe(0.5);
    expect(stepPrecision(0.5, 'finer', metric)).toBe(0.5);
    expect(stepPrecision(1, 'coarser', metric)).toBe(2);
    expect(stepPrecision(8, 'coarser', metric)).toBe(16);
    expect(stepPrecision(16, 'coarser', metric)).toBe(16);
    expect(canStep(0.5, 'finer', metric)).toBe(false);
    expect(canStep(16, 'coarser', metric)).toBe(false);
    expect(canStep(1, 'finer', metric)).toBe(true);
  });

  it('by default reaches 1/16 inch', () => {
    let step = defaultTheme.precision.initial;
    for (let i = 0; i < 10; i++) step = stepPrecision(step, 'finer', defaultTheme.precision);
    expect(step).toBe(1 / 16);
    expect(precisionLabel(step, 'in')).toBe('1/16');
    expect(precisionLabel(0.5, 'mm')).toBe('0.5');
    expect(precisionLabel(2, 'in')).toBe('2');
  });
});
