/**
 * Where the dimension lines of an item's drawing go and what they read: they measure the product's
 * outline (the renderer's `outline`, e.g. a keypad's plate), not the whole drawing box with its
 * margins and size label — an 82 mm plate reads 82 × 82, not the 98 × 106 of its frame.
 */
import { productOutlineOf, type Drawing, type Units } from '@configurator/core';
import { formatDimension } from './precision.ts';

export interface ScreenDimensions {
  /** The outline on screen, in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  widthLabel: string;
  heightLabel: string;
}

/** The drawing is shown at `scale` pixels per model unit with its box's top-left at (offsetX, offsetY). */
export function screenDimensions(drawing: Drawing, fit: { offsetX: number; offsetY: number; scale: number }, units: Units, precision: number): ScreenDimensions {
  const outline = productOutlineOf(drawing);
  return {
    x: fit.offsetX + outline.x * fit.scale,
    y: fit.offsetY + outline.y * fit.scale,
    width: outline.width * fit.scale,
    height: outline.height * fit.scale,
    widthLabel: formatDimension(outline.width, units, precision),
    heightLabel: formatDimension(outline.height, units, precision),
  };
}
