/**
 * The sheets of the drawing pages (spec catalogue-and-drawing §4, §9): page sizes in CSS px (96 per
 * inch), the two set modes, which size a set uses, how many products share a page and the scale the
 * drawings are drawn at. Every number the spec gives lives here, once.
 */
import type { Units } from '../plugins/payloads.ts';
import type { Drawing } from '../domain/shapes.ts';
import { formatInches, MM_PER_INCH } from '../domain/lengths.ts';

export interface DrawingPageSize {
  id: 'ledger' | 'letterLandscape' | 'letterPortrait';
  width: number;
  height: number;
  /** The paper as a print dialog names it. */
  paper: string;
}

export const DRAWING_PAGE_SIZES = {
  ledger: { id: 'ledger', width: 1632, height: 1056, paper: '11 × 17 in' },
  letterLandscape: { id: 'letterLandscape', width: 1056, height: 816, paper: '11 × 8.5 in' },
  letterPortrait: { id: 'letterPortrait', width: 816, height: 1056, paper: '8.5 × 11 in' },
} as const satisfies Record<string, DrawingPageSize>;

/** factory: several products per page for manufacturing; client: one product per page. */
export type DrawingSetMode = 'factory' | 'client';

export interface DrawingSetModeRule {
  /** What the Set mode picker calls it. */
  label: 'MULTIPLE' | 'INDIVIDUAL';
  maxProductsPerPage: number;
  /** Screen px per millimetre of the product (3.78 is full size at 96 px per inch). */
  scalePxPerMm: number;
  /** Show Dimensions is offered in this mode. */
  offersDimensions: boolean;
}

export const DRAWING_SET_MODES: Record<DrawingSetMode, DrawingSetModeRule> = {
  factory: { label: 'MULTIPLE', maxProductsPerPage: 4, scalePxPerMm: 2.5, offersDimensions: true },
  client: { label: 'INDIVIDUAL', maxProductsPerPage: 1, scalePxPerMm: 3.78, offersDimensions: false },
};

export const DRAWING_SET_MODE_IDS = Object.keys(DRAWING_SET_MODES) as DrawingSetMode[];

/** The sheet's margin on every side, in px. */
export const SHEET_MARGIN = 32;
/** Factory mode puts products side by side only while each keeps about this width (spec: about 360). */
export const MIN_PRODUCT_CELL_WIDTH = 360;

export interface PageSizeInput {
  mode: DrawingSetMode;
  orderType: 'standalone' | 'arch';
  /** The organisation's drawing-sheet options force Letter (spec: one organisation). */
  forceLetter: boolean;
}

/**
 * Client-mode standalone sets are Letter portrait; otherwise landscape, on Ledger unless Letter is
 * forced by the organisation.
 */
export function pageSizeFor({ mode, orderType, forceLetter }: PageSizeInput): DrawingPageSize {
  if (mode === 'client' && orderType === 'standalone') return DRAWING_PAGE_SIZES.letterPortrait;
  return forceLetter ? DRAWING_PAGE_SIZES.letterLandscape : DRAWING_PAGE_SIZES.ledger;
}

/** Products on one page: 1 in client mode; in factory mode up to 4, as many as keep about 360 px each. */
export function productsPerPage(mode: DrawingSetMode, size: DrawingPageSize): number {
  const rule = DRAWING_SET_MODES[mode];
  const fitting = Math.floor((size.width - 2 * SHEET_MARGIN) / MIN_PRODUCT_CELL_WIDTH);
  return Math.max(1, Math.min(rule.maxProductsPerPage, fitting));
}

/** Splits a list into pages of at most perPage, in order; an empty list makes no page. */
export function chunkIntoSheets<T>(list: readonly T[], perPage: number): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
  const pages: T[][] = [];
  for (let i = 0; i < list.length; i += perPage) pages.push(list.slice(i, i + perPage));
  return pages;
}

export interface DrawingScale {
  /** Screen px per drawing unit. */
  scale: number;
  /** True when the mode's scale would not fit the box and the drawing was reduced. */
  reduced: boolean;
  /** When reduced: the standard scale it was reduced to, 1:ratio of full size (48 for 1/4" = 1'-0"). */
  ratio?: number;
}

/**
 * The scales a drawing is reduced to, as 1:n of full size: the architect's scales in inches (3" down
 * to 1/32" to the foot) and the metric series. A drawing takes the largest that fits its box.
 */
export const STANDARD_SCALES: Record<Units, readonly number[]> = {
  in: [1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 384, 768],
  mm: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000],
};

/**
 * The mode's scale (px per mm, so an inch drawing is 25.4 times larger per unit), or, when the
 * drawing would not fit its box at it, the largest standard scale that fits: a large product (a
 * mural wall) is still printed whole, at a scale a person can measure with a scale rule.
 */
export function drawingScale(
  drawing: Pick<Drawing, 'width' | 'height' | 'notToScale'>,
  units: Units,
  mode: DrawingSetMode,
  box: { width: number; height: number },
): DrawingScale {
  const nominal = DRAWING_SET_MODES[mode].scalePxPerMm * (units === 'in' ? MM_PER_INCH : 1);
  if (drawing.width <= 0 || drawing.height <= 0) return { scale: nominal, reduced: false };
  const fit = Math.min(box.width / drawing.width, box.height / drawing.height);
  // A label card has no real size: it simply fills its box, at most at its own size.
  if (drawing.notToScale) return { scale: Math.min(fit, 1), reduced: false };
  if (fit >= nominal) return { scale: nominal, reduced: false };
  const fullSize = FULL_SIZE_PX_PER_MM * (units === 'in' ? MM_PER_INCH : 1);
  const ratio = STANDARD_SCALES[units].find((n) => fullSize / n <= fit);
  // Smaller than the smallest standard scale: fitted exactly, the note then gives the percentage.
  return ratio === undefined ? { scale: Math.max(fit, 0), reduced: true } : { scale: fullSize / ratio, reduced: true, ratio };
}

/** A standard scale as a drawing states it: 1/4" = 1'-0" (1:48) in inches, 1:50 in millimetres. */
export function standardScaleLabel(ratio: number, units: Units): string {
  if (ratio === 1) return 'Full size (1:1)';
  return units === 'in' ? `${formatInches(12 / ratio)} = 1′-0″ (1:${ratio})` : `1:${ratio}`;
}

/** Full size on a 96 px-per-inch sheet, in px per mm. */
const FULL_SIZE_PX_PER_MM = 96 / MM_PER_INCH;

/** The printed size as a percentage of the real product (100 = full size), for the sheet's scale note. */
export const scalePercent = (scale: number, units: Units): number => Math.round((scale / (units === 'in' ? MM_PER_INCH : 1) / FULL_SIZE_PX_PER_MM) * 100);
