/** Lamella sizes as the spec shows them: inches rounded to 1/32 with the mm beside them. */
import { formatInches, MM_PER_INCH } from '@configurator/core';
import { LAMELLA_INCH_STEP } from './constants.ts';

/** Inches to the nearest 1/step as a mixed fraction with the inch mark, e.g. 1.578 -> '1 9/16"' (core's length labels). */
export const formatFractionInches = (inches: number, step = LAMELLA_INCH_STEP): string => formatInches(inches, 1 / step);

const formatMm = (mm: number): string => `${Number.isInteger(mm) ? mm : Number(mm.toFixed(1))} mm`;

/** A lamella size: '1 9/16" (40 mm)'. */
export const lamellaSizeLabel = (mm: number): string => `${formatFractionInches(mm / MM_PER_INCH)} (${formatMm(mm)})`;
