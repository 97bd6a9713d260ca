/**
 * Dimension lines shared by every renderer's drawing and every output (the order page's SVG, sheets
 * and downloads, thumbnails): overall width above the product's outline and height to its right, each
 * a line with end ticks and a label. Spec §9: labels use the inch mark, font size 11 (8 compact),
 * extrusion offset +8 imperial / +2 metric, imperial rounding 1/16 inch, metric mm (domain/lengths.ts
 * writes every label); an organisation whose theme says 'inchHalvesWithMm' reads inches in half steps
 * with mm secondary. The 'Dim precision' control moves and snaps positions on the canvas; it never
 * rounds a label (issue 31: at a coarse step a 5 11/16" plate read 6", then 0").
 * Shapes are in output px; lines stay thin at any drawing scale.
 */
import { productOutlineOf, type Drawing, type Shape } from '../domain/shapes.ts';
import { formatInchHalvesWithMm, formatLength, LENGTH_ROUNDING, MM_PER_INCH } from '../domain/lengths.ts';
import type { Units } from '../plugins/payloads.ts';

export const DIMENSION_LINES = {
  fontSize: 11,
  compactFontSize: 8,
  /** Extra distance (px) of the dimension line from the outline, by units (spec: +8 imperial, +2 metric). */
  extrusionOffset: { in: 8, mm: 2 },
  /** Base distance (px) of the dimension line from the outline, before the extrusion offset. */
  gap: 6,
  tick: 5,
  color: '#4b5563',
  /** The labels' rounding: 1/16 inch, 1 mm (domain/lengths.ts). */
  finestStep: LENGTH_ROUNDING,
} as const;

/** How labels read: in the drawing's units, or inches in half steps with mm secondary (a theme setting). */
export const DIMENSION_LABEL_STYLES = ['units', 'inchHalvesWithMm'] as const;
export type DimensionLabelStyle = (typeof DIMENSION_LABEL_STYLES)[number];

export interface DimensionOptions {
  units: Units;
  labelStyle?: DimensionLabelStyle;
  compact?: boolean;
}

/** A length (in the drawing's units) as its dimension label; a value that is not a finite number reads '?'. */
export function dimensionLabel(value: number, options: DimensionOptions): string {
  if (!Number.isFinite(value)) return '?';
  if (options.labelStyle === 'inchHalvesWithMm') return formatInchHalvesWithMm(options.units === 'mm' ? value : value * MM_PER_INCH);
  return formatLength(value, options.units);
}

/** Room the dimension lines take outside the drawing, in px (for SVG's overlayMargin). */
export function dimensionMargin(options: Pick<DimensionOptions, 'units' | 'compact'>): { top: number; right: number } {
  const fontSize = options.compact ? DIMENSION_LINES.compactFontSize : DIMENSION_LINES.fontSize;
  const gap = DIMENSION_LINES.gap + DIMENSION_LINES.extrusionOffset[options.units];
  return { top: gap + fontSize + 6, right: gap + 6 + 10 * fontSize };
}

/**
 * The height in px a tall product's drawing is fitted into on the order page (the drawing frame less
 * its dimension padding and scale line: about 170 px at 1280 × 800 and at 390 × 844, measured in the
 * drawing-families screenshots). Renderers that write notes beside a product in model units size them
 * from it (noteMetrics), so their text reads at about the dimension labels' size there.
 */
export const PRODUCT_VIEW_FIT_PX = 180;

/**
 * Model-unit measures for notes beside a product whose larger side is extent: the font size that
 * reads as the dimension labels' size when the product is fitted to the view, and the room to leave
 * right of the product's outline for the height dimension line and its label (dimensionMargin).
 */
export function noteMetrics(extent: number, options: Pick<DimensionOptions, 'units' | 'compact'>): { fontSize: number; dimensionRoom: number } {
  const unitsPerPx = (Number.isFinite(extent) && extent > 0 ? extent : 1) / PRODUCT_VIEW_FIT_PX;
  const fontSize = options.compact ? DIMENSION_LINES.compactFontSize : DIMENSION_LINES.fontSize;
  return { fontSize: fontSize * unitsPerPx, dimensionRoom: dimensionMargin(options).right * unitsPerPx };
}

/** A generous average glyph width of the labels' face, in font sizes (so an estimated label is never too short). */
const LABEL_CHAR_EM = 0.62;

const line = (points: number[]): Shape => ({ kind: 'line', points, stroke: DIMENSION_LINES.color, strokeWidth: 1 });

/** The dimension lines of a drawing shown at scale px per unit, its box's top-left at 0,0, in px. */
export function dimensionShapes(drawing: Drawing, scale: number, options: DimensionOptions): Shape[] {
  const outline = productOutlineOf(drawing);
  const fontSize = options.compact ? DIMENSION_LINES.compactFontSize : DIMENSION_LINES.fontSize;
  const gap = DIMENSION_LINES.gap + DIMENSION_LINES.extrusionOffset[options.units];
  const { tick } = DIMENSION_LINES;
  const left = outline.x * scale;
  const width = outline.width * scale;
  const rightEdge = left + width;
  const topEdge = outline.y * scale;
  const bottomEdge = topEdge + outline.height * scale;
  // Beside the outline, or beyond the whole drawing when it asks to be cleared (labels drawn round the outline).
  const clear = drawing.dimensionsClearDrawing === true;
  const top = (clear ? Math.min(topEdge, 0) : topEdge) - gap;
  const right = (clear ? Math.max(rightEdge, drawing.width * scale) : rightEdge) + gap;
  // The width label is centred over the line but never narrower than its text, so a narrow product's
  // label stays on one line instead of wrapping letter by letter.
  const widthText = dimensionLabel(outline.width, options);
  const widthLabelBox = Math.max(width, widthText.length * fontSize * LABEL_CHAR_EM);
  // Extension lines from the outline's corners to dimension lines set further out than the usual gap.
  const extensions = [
    ...(top < topEdge - gap ? [line([left, topEdge, left, top - tick]), line([rightEdge, topEdge, rightEdge, top - tick])] : []),
    ...(right > rightEdge + gap ? [line([rightEdge, topEdge, right + tick, topEdge]), line([rightEdge, bottomEdge, right + tick, bottomEdge])] : []),
  ];
  return [
    ...extensions,
    line([left, top, rightEdge, top]),
    line([left, top - tick, left, top + tick]),
    line([rightEdge, top - tick, rightEdge, top + tick]),
    {
      kind: 'text',
      id: 'dimension-width',
      x: left + width / 2 - widthLabelBox / 2,
      y: top - fontSize - 4,
      width: widthLabelBox,
      align: 'center',
      text: widthText,
      fontSize,
      fill: DIMENSION_LINES.color,
    },
    line([right, topEdge, right, bottomEdge]),
    line([right - tick, topEdge, right + tick, topEdge]),
    line([right - tick, bottomEdge, right + tick, bottomEdge]),
    {
      kind: 'text',
      id: 'dimension-height',
      x: right + 6,
      y: (topEdge + bottomEdge) / 2 - fontSize / 2,
      text: dimensionLabel(outline.height, options),
      fontSize,
      fill: DIMENSION_LINES.color,
    },
  ];
}

/**
 * One scale per view: every item of an order is drawn at the organisation's scale (theme, px per mm,
 * converted to px per drawing unit), lowered only as far as the largest item of the order needs to
 * fit the frame, so two plates of different sizes look different sizes.
 */
export function viewScale(input: {
  pxPerMm: number;
  units: Units;
  /** The largest drawing box of the order's items, in drawing units. */
  largest: { width: number; height: number };
  /** Room for a drawing, in px. */
  frame: { width: number; height: number };
}): number {
  const perUnit = input.pxPerMm * (input.units === 'in' ? MM_PER_INCH : 1);
  const { width, height } = input.largest;
  if (!(width > 0 && height > 0 && input.frame.width > 0 && input.frame.height > 0)) return perUnit;
  return Math.max(1e-3, Math.min(perUnit, input.frame.width / width, input.frame.height / height));
}

/** The scale as shown beside a drawing: 'Scale 1 mm = 3 px', 'Scale 1" = 76.2 px'. */
export function scaleLabel(pxPerUnit: number, units: Units): string {
  const px = Number(pxPerUnit.toFixed(pxPerUnit < 1 ? 3 : 1));
  return units === 'mm' ? `Scale 1 mm = ${px} px` : `Scale 1" = ${px} px`;
}
