/** Lamella sizes as the spec shows them: inches rounded to 1/32 with the mm beside them. */
import { LAMELLA_INCH_STEP } from './constants.ts';

export const MM_PER_INCH = 25.4;

/** Inches to the nearest 1/step as a mixed fraction with the inch mark, e.g. 1.578 -> '1 9/16"'. */
export function formatFractionInches(inches: number, step = LAMELLA_INCH_STEP): string {
  const sign = inches < 0 ? '-' : '';
  const parts = Math.round(Math.abs(inches) * step);
  const whole = Math.floor(parts / step);
  let numerator = parts % step;
  let denominator = step;
  while (numerator && numerator % 2 === 0) {
    numerator /= 2;
    denominator /= 2;
  }
  if (!numerator) return `${sign}${whole}"`;
  return whole ? `${sign}${whole} ${numerator}/${denominator}"` : `${sign}${numerator}/${denominator}"`;
}

const formatMm = (mm: number): string => `${Number.isInteger(mm) ? mm : Number(mm.toFixed(1))} mm`;

/** A lamella size: '1 9/16" (40 mm)'. */
export const lamellaSizeLabel = (mm: number): string => `${formatFractionInches(mm / MM_PER_INCH)} (${formatMm(mm)})`;
