/** The woodwork numbers of the spec (catalogue §5 and §9), each in one place. */

/** Door defaults when the item has no size yet (spec §9: width 600, height 2000, thickness 67; mm). */
export const DOOR_DEFAULTS = { width: 600, height: 2000, thickness: 67 } as const;

/** Nominal lamella size when no lamella option is chosen (mm). */
export const LAMELLA_DEFAULTS = { width: 40, thickness: 20 } as const;

/** Random alignment: lamella widths vary by up to this much, never less (spec §9: minimum tolerance 50). */
export const RANDOM_ALIGNMENT_TOLERANCE = 50;

/** Lamella sizes are shown in inches rounded to 1/32 with mm. */
export const LAMELLA_INCH_STEP = 32;

/**
 * Wood-panel length scaling bases (spec §9): 200; 210 under 6000; 220 under 8000; 230 under 10000;
 * 240 from 10000. Listed from the shortest bound up; the first bound above the length wins.
 */
export const LENGTH_BASES: readonly { under: number; base: number }[] = [
  { under: 6000, base: 210 },
  { under: 8000, base: 220 },
  { under: 10000, base: 230 },
  { under: Number.POSITIVE_INFINITY, base: 240 },
];
/** The base of a panel with no usable length. */
export const LENGTH_BASE_DEFAULT = 200;

/** Sizes the drawing will draw; outside them the size is clamped and the problem marked (mm). */
export const DRAWABLE_MM = { min: 10, max: 20000 } as const;

/** Unit numbers are 3 digits, zero padded. */
export const UNIT_NUMBER_DIGITS = 3;
