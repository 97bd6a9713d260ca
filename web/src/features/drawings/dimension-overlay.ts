/**
 * Overall dimensions of a drawing on a sheet, as shapes in sheet px for the SVG overlay: the width
 * above the drawing, the height to its right, each a line with end ticks and its label rounded to the
 * order page's precision (label size 11, spec §9). Like the order page's konva lines, they measure the
 * product's outline (productOutlineOf), not the margins and labels drawn around it.
 */
import { productOutlineOf, type Drawing, type Shape, type Units } from '@configurator/core';
import { formatDimension } from '../drawing-controls/precision.ts';

const GAP = 14;
const TICK = 5;
const FONT_SIZE = 11;
const COLOR = '#4b5563';
/** Room the overlay takes outside the drawing, for drawingToSvg's overlayMargin. */
export const DIMENSION_MARGIN = { top: GAP + FONT_SIZE + 6, right: GAP + 56 } as const;

const line = (points: number[]): Shape => ({ kind: 'line', points, stroke: COLOR, strokeWidth: 1 });

export function dimensionOverlay(drawing: Drawing, scale: number, units: Units, precision: number): Shape[] {
  const outline = productOutlineOf(drawing);
  const left = outline.x * scale;
  const width = outline.width * scale;
  const rightEdge = left + width;
  const topEdge = outline.y * scale;
  const bottomEdge = topEdge + outline.height * scale;
  const top = -GAP;
  const right = drawing.width * scale + GAP;
  return [
    line([left, top, rightEdge, top]),
    line([left, top - TICK, left, top + TICK]),
    line([rightEdge, top - TICK, rightEdge, top + TICK]),
    { kind: 'text', x: left, y: top - FONT_SIZE - 4, width, align: 'center', text: formatDimension(outline.width, units, precision), fontSize: FONT_SIZE, fill: COLOR },
    line([right, topEdge, right, bottomEdge]),
    line([right - TICK, topEdge, right + TICK, topEdge]),
    line([right - TICK, bottomEdge, right + TICK, bottomEdge]),
    { kind: 'text', x: right + 6, y: (topEdge + bottomEdge) / 2 - FONT_SIZE / 2, text: formatDimension(outline.height, units, precision), fontSize: FONT_SIZE, fill: COLOR },
  ];
}
