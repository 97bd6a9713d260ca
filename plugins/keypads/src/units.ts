/** Size captions: the drawing is built in mm and scaled by core's drawingInUnits for inch organisations. */
import { formatSizeMm, type Shape, type Units } from '@configurator/core';

/** '117 × 82 mm', or '4 5/8" × 3 1/4" (117 × 82 mm)' in inches: core's length labels (1/16 inch). */
export const sizeLabel = (size: { width: number; height: number }, units: Units): string => formatSizeMm(size, units);

/** The size caption under a plate, across the drawing's width (both keypad renderers draw it). */
export const sizeLabelShape = (plate: { width: number; height: number }, units: Units, at: { y: number; width: number; fontSize: number }): Shape => ({
  kind: 'text',
  id: 'size-label',
  x: 0,
  y: at.y,
  width: at.width,
  align: 'center',
  text: sizeLabel(plate, units),
  fontSize: at.fontSize,
  fill: '#374151',
});
