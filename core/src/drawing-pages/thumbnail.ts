/**
 * Drawing thumbnails (issue 13: the cart, the item list and the documents' lines), made from the same
 * shape tree the order page draws: the drawing fitted into a square box, as SVG markup, and that
 * markup as a data URL for an <img>. Documents print the SVG itself (vector, crisp at any zoom of the
 * PDF); the browser paints it to a PNG for its lists (web drawing-export svgToPng).
 */
import type { Drawing } from '../domain/shapes.ts';
import { drawingToSvg } from './shape-svg.ts';

/** Thumbnail boxes in px: the cart and item list rows, and a document line. */
export const THUMBNAIL_SIZES = { list: 48, document: 64 } as const;

/** Room kept around the drawing inside the box, in px. */
const THUMBNAIL_PADDING = 2;

/** The drawing fitted into a size × size box (never upscaled past the box), as standalone SVG; className for SVG placed inline in HTML. */
export function thumbnailSvg(drawing: Drawing, size: number, title?: string, className?: string): string {
  const room = Math.max(1, size - 2 * THUMBNAIL_PADDING);
  const width = Number.isFinite(drawing.width) && drawing.width > 0 ? drawing.width : 1;
  const height = Number.isFinite(drawing.height) && drawing.height > 0 ? drawing.height : 1;
  const scale = Math.min(room / width, room / height);
  return drawingToSvg({ ...drawing, width, height }, { scale, padding: THUMBNAIL_PADDING, ...(title ? { title } : {}), ...(className ? { className } : {}) });
}

/** SVG markup as a data URL an <img> (or the printed page) can load without a request. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
