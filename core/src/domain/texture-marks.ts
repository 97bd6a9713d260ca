/**
 * The marks a textured finish (Paint's texture: brushed streaks, matte grain) draws in one tile, shared
 * by the SVG pattern (drawing-pages/paint-svg.ts) and the canvas one (web's konva-paint.ts), so the
 * screen and the printed sheet show the same finish.
 */

/** Line opacities across one tile (relative to the texture's opacity): uneven, like brushing marks. */
export const TEXTURE_STREAKS: readonly number[] = [1, 0.45, 0.8, 0.3];
/** Grain dots in one tile, in spacings: scattered so no row or column reads as a grid. */
export const TEXTURE_GRAIN: readonly (readonly [number, number])[] = [
  [0.3, 0.7],
  [1.9, 0.4],
  [3.1, 1.6],
  [0.9, 2.2],
  [2.5, 3.3],
  [3.6, 2.9],
  [1.4, 3.7],
  [2.2, 1.2],
];
/** A tile's side, in the texture's spacings. */
export const TEXTURE_TILE = 4;
