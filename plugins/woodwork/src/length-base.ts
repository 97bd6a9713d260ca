/**
 * The wood-panel length scaling base (spec §9). A wood panel is far longer than it is wide, so its
 * drawing shows the length broken: the drawn length is this base (in mm of the drawing), growing a
 * little with the real length so longer panels still look longer, and the label gives the real length.
 */
import { LENGTH_BASE_DEFAULT, LENGTH_BASES } from './constants.ts';

export function lengthScalingBase(length: number): number {
  if (!(length > 0) || !Number.isFinite(length)) return LENGTH_BASE_DEFAULT;
  return LENGTH_BASES.find((b) => length < b.under)?.base ?? LENGTH_BASE_DEFAULT;
}
