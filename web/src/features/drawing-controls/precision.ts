/**
 * The 'Dim precision' control's arithmetic (spec orders §5, catalogue §5, §9): the step canvas
 * positions move and snap to, in drawing units. It starts at the theme's initial value; minus halves
 * it (finer), plus doubles it (coarser), never leaving the theme's bounds (e.g. 0.5 to 16 mm for one
 * organisation, 1/16 to 16 inches by default). Dimension labels never follow it: they are always
 * rounded to 1/16 inch or 1 mm (core's lengths), so a coarse step can never make a plate read 0".
 */
import type { Theme, Units } from '@configurator/core';

export type PrecisionBounds = Theme['precision'];
export type PrecisionStep = 'finer' | 'coarser';

const clamp = (value: number, { min, max }: PrecisionBounds) => Math.min(max, Math.max(min, value));

export function stepPrecision(current: number, step: PrecisionStep, bounds: PrecisionBounds): number {
  return clamp(step === 'finer' ? current / 2 : current * 2, bounds);
}

/** Whether the button for this step would change anything (disabled at the bound). */
export const canStep = (current: number, step: PrecisionStep, bounds: PrecisionBounds): boolean => stepPrecision(current, step, bounds) !== current;

/** The step as people read it: '1/16' for a power-of-two fraction, else the number ('0.5' mm, '2'). */
export function precisionLabel(step: number, units: Units): string {
  if (units === 'in' && step < 1) {
    const denominator = Math.round(1 / step);
    if (Math.abs(1 / denominator - step) < 1e-9) return `1/${denominator}`;
  }
  return String(step);
}
