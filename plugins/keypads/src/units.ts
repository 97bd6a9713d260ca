/** Size captions: the drawing is built in mm and scaled by core's drawingInUnits for inch organisations. */
import { formatSizeMm, type Units } from '@configurator/core';

/** '117 × 82 mm', or '4 5/8" × 3 1/4" (117 × 82 mm)' in inches: core's length labels (1/16 inch). */
export const sizeLabel = (size: { width: number; height: number }, units: Units): string => formatSizeMm(size, units);
