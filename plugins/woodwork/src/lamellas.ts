/**
 * Lamellas of a slat door or slat panel (spec §5): their count is the ceiling of width / lamella
 * width; standard alignment makes them equal (each at most the nominal width); random alignment
 * varies each width by up to the tolerance (at least 50), seeded from the item id, and the widths
 * still add up to the door width.
 */
import { RANDOM_ALIGNMENT_TOLERANCE } from './constants.ts';
import { mulberry32 } from './prng.ts';

/** Ceiling of width / lamella width; 0 for a width of 0, 1 lamella when the lamella width is unusable. */
export function lamellaCount(width: number, lamellaWidth: number): number {
  if (!(width > 0) || !Number.isFinite(width)) return 0;
  if (!(lamellaWidth > 0) || !Number.isFinite(lamellaWidth)) return 1;
  // Round away float noise first so 600 / 0.1-style divisions do not add a sliver lamella.
  return Math.ceil(Number((width / lamellaWidth).toFixed(9)));
}

export type Alignment = 'standard' | 'random';

export interface LamellaLayoutInput {
  width: number;
  lamellaWidth: number;
  alignment: Alignment;
  /** The item id: the seed of a random alignment. */
  seed: number;
  tolerance?: number;
}

/** The lamella widths left to right; they add up to width. */
export function lamellaWidths({ width, lamellaWidth, alignment, seed, tolerance = RANDOM_ALIGNMENT_TOLERANCE }: LamellaLayoutInput): number[] {
  const count = lamellaCount(width, lamellaWidth);
  if (count === 0) return [];
  if (alignment === 'standard' || count === 1) return Array.from({ length: count }, () => width / count);
  const spread = Math.max(RANDOM_ALIGNMENT_TOLERANCE, tolerance);
  const next = mulberry32(seed);
  const nominal = width / count;
  // Each raw width lies within nominal ± spread/2, kept above a quarter of the nominal so none vanishes.
  const raw = Array.from({ length: count }, () => Math.max(nominal / 4, nominal + (next() - 0.5) * spread));
  const total = raw.reduce((sum, w) => sum + w, 0);
  return raw.map((w) => (w * width) / total);
}
