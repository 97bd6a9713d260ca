/**
 * Lengths as people read them: the one place every label of a size is written (dimension lines on
 * screen, SVG/PNG downloads, drawing sheets, documents, size captions). Spec catalogue §9: imperial
 * rounding is 1/16 inch, metric rounding is 1 mm, labels use the inch mark.
 *
 * A label never reads 0 for a length that is not 0 (issue 31: a coarse rounding step once labelled a
 * plate 0" × 0"): a length under half a step is written with the finest fraction (or decimal) that
 * shows it, so the label stays within half its own step of the true length.
 */
import type { Units } from '../plugins/payloads.ts';

export const MM_PER_INCH = 25.4;

/** The spec's rounding of a length label, by units: 1/16 inch, 1 mm. */
export const LENGTH_ROUNDING = { in: 1 / 16, mm: 1 } as const;

/** Finest fraction a tiny length falls back to before reading '<1/1024"'. */
const FINEST_INCH_DENOMINATOR = 1024;
/** Decimals a tiny millimetre length may take before reading '<0.001 mm'. */
const FINEST_MM_DECIMALS = 3;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A non-negative count of 1/denominator inches as a reduced mixed fraction: 5 11/16". */
function mixedFraction(parts: number, denominator: number): string {
  const whole = Math.floor(parts / denominator);
  const numerator = parts - whole * denominator;
  if (numerator === 0) return `${whole}"`;
  const divisor = gcd(numerator, denominator);
  const fraction = `${numerator / divisor}/${denominator / divisor}`;
  return whole > 0 ? `${whole} ${fraction}"` : `${fraction}"`;
}

/**
 * Inches rounded to step (1/16 unless told; a power-of-two fraction or a whole number of inches) as a
 * reduced fraction with the inch mark: 5 11/16", 3/8", -2 1/4". A step that is not a power-of-two
 * fraction reads as decimals. A non-zero length that would round to 0 takes a finer fraction instead.
 */
export function formatInches(inches: number, step: number = LENGTH_ROUNDING.in): string {
  if (!Number.isFinite(inches)) return '?';
  const sign = inches < 0 ? '-' : '';
  const abs = Math.abs(inches);
  const safeStep = Number.isFinite(step) && step > 0 ? step : LENGTH_ROUNDING.in;
  let denominator = Math.round(1 / safeStep);
  if (safeStep >= 1 || Math.abs(1 / denominator - safeStep) > 1e-12) {
    // Whole-inch steps (2", 4") and odd steps: rounded by the step, read as a number.
    const rounded = Math.round(abs / safeStep) * safeStep;
    if (rounded > 0 || abs === 0) return `${sign}${Number(rounded.toFixed(3))}"`;
    denominator = 16;
  }
  let parts = Math.round(abs * denominator);
  while (parts === 0 && abs > 0 && denominator < FINEST_INCH_DENOMINATOR) {
    denominator *= 2;
    parts = Math.round(abs * denominator);
  }
  if (parts === 0 && abs > 0) return `${sign}<1/${FINEST_INCH_DENOMINATOR}"`;
  return `${parts === 0 ? '' : sign}${mixedFraction(parts, denominator)}`;
}

/** Millimetres rounded to 1 mm (spec), a non-zero length under half a millimetre with the decimals that show it. */
export function formatMillimetres(mm: number): string {
  if (!Number.isFinite(mm)) return '?';
  let rounded = Math.round(mm);
  for (let decimals = 1; rounded === 0 && mm !== 0 && decimals <= FINEST_MM_DECIMALS; decimals++) rounded = Number(mm.toFixed(decimals));
  if (rounded === 0 && mm !== 0) return `${mm < 0 ? '-' : ''}<0.001 mm`;
  return `${Object.is(rounded, -0) ? 0 : rounded} mm`;
}

/**
 * Inches as a fabricator reads a long length (issue 33): over 12" in feet and inches with the prime
 * marks, 48′-7″, 26′-0″, 8′-5 1/2″; 12" and under as inches (formatInches). Rounded to step first, so a
 * length just under a foot boundary reads 4′-0″, never 3′-12″.
 */
export function formatFeetInches(inches: number, step: number = LENGTH_ROUNDING.in): string {
  if (!Number.isFinite(inches)) return '?';
  const safeStep = Number.isFinite(step) && step > 0 ? step : LENGTH_ROUNDING.in;
  const rounded = Math.round(Math.abs(inches) / safeStep) * safeStep;
  if (rounded <= 12) return formatInches(inches, step);
  const feet = Math.floor(rounded / 12 + 1e-9);
  const rest = Math.max(rounded - feet * 12, 0);
  const restText = formatInches(rest, safeStep).replace(/"$/, '');
  // A fraction alone after the dash (1′-1/16″) reads as a range: the zero inches are written.
  return `${inches < 0 ? '-' : ''}${feet}′-${rest > 0 && rest < 1 ? `0 ${restText}` : restText}″`;
}

/** A length in the drawing's units as its label: 5 11/16", 48′-7″ or 144 mm. */
export const formatLength = (value: number, units: Units): string => (units === 'mm' ? formatMillimetres(value) : formatFeetInches(value));

/** A length in mm, in inches half-step with the mm beside it (a theme's 'inchHalvesWithMm' labels): 23 1/2" (600 mm). */
export const formatInchHalvesWithMm = (mm: number): string => `${formatInches(mm / MM_PER_INCH, 0.5)} (${formatMillimetres(mm)})`;

/** A size given in mm, as a caption: '117 × 82 mm', or '4 5/8" × 3 1/4" (117 × 82 mm)' in inches. */
export function formatSizeMm(size: { width: number; height: number }, units: Units): string {
  const mm = `${Math.round(size.width)} × ${Math.round(size.height)} mm`;
  if (units === 'mm') return mm;
  return `${formatInches(size.width / MM_PER_INCH)} × ${formatInches(size.height / MM_PER_INCH)} (${mm})`;
}
