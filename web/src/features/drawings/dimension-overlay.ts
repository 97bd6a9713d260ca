/**
 * Overall dimensions of a drawing on a sheet, as shapes in sheet px for the SVG overlay: the width
 * above the drawing, the height to its right, each a line with end ticks and its label rounded to the
 * order page's precision (label size 11, spec §9). The order page draws the same lines with konva.
 */
import type { Drawing, Shape, Units } from '@configurator/core';
import { formatDimension } from '../drawing-controls/precision.ts';

const GAP = 14;
const TICK = 5;
const FONT_SIZE = 11;
const COLOR = '#4b5563';
/** Room the overlay takes outside the drawing, for drawingToSvg's overlayMargin. */
export const DIMENSION_MARGIN = { top: GAP + FONT_SIZE + 6, right: GAP + 56 } as const;

const line = (points: number[]): Shape => ({ kind: 'line', points, stroke: COLOR, strokeWidth: 1 });

export function dimensionOverlay(drawing: Drawing, scale: number, units: Units, precision: number): Shape[] {
  const width = drawing.width * scale;
  const height = drawing.height * scale;
  const top = -GAP;
  const right = width + GAP;
  return [
    line([0, top, width, top]),
    line([0, top - TICK, 0, top + TICK]),
    line([width, top - TICK, width, top + TICK]),
    { kind: 'text', x: 0, y: top - FONT_SIZE - 4, width, align: 'center', text: formatDimension(drawing.width, units, precision), fontSize: FONT_SIZE, fill: COLOR },
    line([right, 0, right, height]),
    line([right - TICK, 0, right + TICK, 0]),
    line([right - TICK, height, right + TICK, height]),
    { kind: 'text', x: right + 6, y: height / 2 - FONT_SIZE / 2, text: formatDimension(drawing.height, units, precision), fontSize: FONT_SIZE, fill: COLOR },
  ];
}
