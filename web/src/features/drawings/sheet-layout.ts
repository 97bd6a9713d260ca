/**
 * The fixed bands of a drawing sheet, in px (sheets are laid out at print size, 96 px per inch), and
 * the box left for each product's drawing once the bands, the cells' captions and thumbnails are
 * taken: drawings are scaled to fit it.
 */
import { SHEET_MARGIN, type DrawingPageSize } from '@configurator/core';

export const SHEET_BANDS = { head: 92, signing: 64, bottom: 150, footer: 56, caption: 46, thumbnail: 84, cellGap: 16, cellPadding: 10 } as const;

export function drawingBox(size: DrawingPageSize, perPage: number, signed: boolean): { width: number; height: number } {
  const b = SHEET_BANDS;
  const content = size.width - 2 * SHEET_MARGIN;
  const cell = (content - (perPage - 1) * b.cellGap) / perPage;
  const height = size.height - 2 * SHEET_MARGIN - b.head - (signed ? b.signing : 0) - b.bottom - b.footer - b.caption - b.thumbnail - 2 * b.cellPadding;
  return { width: Math.max(cell - 2 * b.cellPadding, 0), height: Math.max(height, 0) };
}
