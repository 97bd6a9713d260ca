/**
 * Overall dimensions of a drawing on a sheet, as shapes in sheet px for the SVG overlay: core's
 * shared dimension lines (core/src/drawing-pages/dimension-lines.ts), the same the order page draws.
 */
import { dimensionMargin, dimensionShapes, type DimensionLabelStyle, type Drawing, type Shape, type Units } from '@configurator/core';

/** Room the overlay takes outside the drawing, for drawingToSvg's overlayMargin. */
export const DIMENSION_MARGIN = dimensionMargin({ units: 'in' });

export function dimensionOverlay(drawing: Drawing, scale: number, units: Units, labelStyle: DimensionLabelStyle = 'units'): Shape[] {
  return dimensionShapes(drawing, scale, { units, labelStyle });
}
