/**
 * The order page's drawing as inline SVG markup sized to its frame: the renderer's shape tree scaled
 * and placed in the frame, the dimension lines (already in frame px) over it, and the scale it is
 * drawn at. The page shows the drawing without interaction, so it is drawn with core's SVG writer —
 * the one documents and downloads use — and konva loads only where people draw (the plan canvas):
 * the order page's code stays small and the redraw of an option click is one string and one DOM swap.
 */
import { escapeXml, shapeToSvg, type Drawing, type Shape } from '@configurator/core';

export interface FramedDrawing {
  drawing: Drawing;
  /** The frame in CSS px. */
  width: number;
  height: number;
  /** Where the drawing's origin sits in the frame, and its px per drawing unit. */
  offsetX: number;
  offsetY: number;
  scale: number;
  /** Shapes in frame px, placed from the drawing's origin (core dimensionShapes). */
  dimensions: readonly Shape[];
  /** The line under the drawing, at this height from the frame's top. */
  scaleText: string;
  scaleTextY: number;
}

const SCALE_TEXT_STYLE = 'font-size="12" font-family="Arial, Helvetica, sans-serif" fill="#4b5563" dominant-baseline="text-before-edge"';
const n = (value: number) => String(Math.round(value * 1000) / 1000);

export function framedDrawingSvg(frame: FramedDrawing): string {
  let body = '';
  for (const shape of frame.drawing.shapes) body += shapeToSvg(shape);
  let overlay = '';
  for (const shape of frame.dimensions) overlay += shapeToSvg(shape);
  const origin = `translate(${n(frame.offsetX)} ${n(frame.offsetY)})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(frame.width)}" height="${n(frame.height)}" viewBox="0 0 ${n(frame.width)} ${n(frame.height)}" aria-hidden="true" focusable="false">` +
    `<g transform="${origin} scale(${n(frame.scale)})">${body}</g>` +
    (overlay ? `<g transform="${origin}">${overlay}</g>` : '') +
    `<text x="8" y="${n(frame.scaleTextY)}" ${SCALE_TEXT_STYLE}>${escapeXml(frame.scaleText)}</text>` +
    '</svg>'
  );
}
