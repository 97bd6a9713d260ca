/**
 * Lengths typed into the canvas (the inspector's fields, the length of a wall being drawn) and shown
 * back in them, in the organisation's units: feet-inches for inches (26′-4 1/2″), millimetres for mm.
 * What people type is forgiving: 316, 316.5, 26', 26'4", 26' 4 1/2", 26 ft 4 in, 4 1/2", 120 mm, 1.2 m.
 */
import type { Units } from '../plugins/payloads.ts';
import { formatLength } from '../domain/lengths.ts';

/**
 * A length in model units as an input shows it: as every label of the canvas and the sheets writes it
 * (feet-inches from a foot up, 26′-4 1/2″; whole mm), so what a person reads is what they may type back.
 */
export const formatLengthInput = (value: number, units: Units): string => formatLength(value, units);

const NUMBER = String.raw`\d+(?:\.\d+)?|\.\d+`;
/** A number with an optional fraction: 4, 4.5, 4 1/2, 1/2. */
const MIXED = new RegExp(String.raw`^(?:(${NUMBER})(?:\s+(\d+)\s*/\s*(\d+))?|(\d+)\s*/\s*(\d+))$`);

function mixedNumber(text: string): number | null {
  const m = MIXED.exec(text.trim());
  if (!m) return null;
  if (m[4] !== undefined) return Number(m[5]) === 0 ? null : Number(m[4]) / Number(m[5]);
  const whole = Number(m[1]);
  if (m[2] === undefined) return whole;
  return Number(m[3]) === 0 ? null : whole + Number(m[2]) / Number(m[3]);
}

/** Metric suffixes and their size in mm. */
const METRIC: Record<string, number> = { mm: 1, cm: 10, m: 1000 };

/** A typed length in model units, or null when it is not one (the field then refuses it). */
export function parseLengthInput(raw: string, units: Units): number | null {
  let text = raw.trim().toLowerCase().replace(/[′’]/g, "'").replace(/[″”]/g, '"');
  if (!text) return null;
  let sign = 1;
  if (text.startsWith('-')) {
    sign = -1;
    text = text.slice(1).trim();
  }
  const metric = /^(.*?)\s*(mm|cm|m)$/.exec(text);
  if (metric) {
    const n = mixedNumber(metric[1]!);
    if (n === null) return null;
    const mm = n * METRIC[metric[2]!]!;
    return sign * (units === 'mm' ? mm : mm / 25.4);
  }
  // Feet and inches: 26', 26'4", 26' 4 1/2", 26 ft 4 in, 26'-4".
  const feetInches = /^(?:(.+?)\s*(?:'|ft|feet|foot))?\s*-?\s*(?:(.+?)\s*(?:"|in|inch|inches)?)?$/.exec(text);
  if (!feetInches) return null;
  const [, feetText, inchText] = feetInches;
  if (feetText === undefined && inchText === undefined) return null;
  const feet = feetText === undefined ? 0 : mixedNumber(feetText);
  const inches = inchText === undefined || inchText === '' ? 0 : mixedNumber(inchText);
  if (feet === null || inches === null) return null;
  const explicitInches = feetText !== undefined || /("|in|inch|inches)$/.test(text);
  const value = feet * 12 + inches;
  // A bare number is in the organisation's units; a length marked in feet or inches is converted for mm.
  if (units === 'mm') return sign * (explicitInches ? value * 25.4 : value);
  return sign * value;
}
