/**
 * Estimated width of an engraving line in mm. We have no font metrics in pure code, so each character
 * gets the advance width (in em) of its class in a Helvetica-like sans-serif, the engraving face:
 * narrow punctuation and i/l/j 0.28, f/t/r/brackets/hyphen 0.36, space 0.28, digits 0.56, other
 * lowercase 0.53, other capitals 0.68, M/W/m/w/@/% 0.85, anything else 0.6. The sum times the font
 * size (the em, settings.engraving.fontSizeMm) is the width; a symbol is drawn 1 em wide. The
 * estimate errs wide on mixed text by a few percent, which suits a limit check.
 */
import type { EngravingEntry } from './engraving-data.ts';

const CLASSES: readonly [RegExp, number][] = [
  [/[.,:;'!|iIjl]/, 0.28],
  [/[ftr()[\]{}-]/, 0.36],
  [/ /, 0.28],
  [/[MWmw@%]/, 0.85],
  [/[0-9]/, 0.56],
  [/[a-z]/, 0.53],
  [/[A-Z]/, 0.68],
];
const OTHER_EM = 0.6;
export const SYMBOL_EM = 1;

export function charEm(char: string): number {
  for (const [pattern, em] of CLASSES) if (pattern.test(char)) return em;
  return OTHER_EM;
}

export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += charEm(char);
  return em * fontSize;
}

export function estimateEngravingWidth(entry: EngravingEntry, fontSize: number): number {
  if (entry.text?.trim()) return estimateTextWidth(entry.text, fontSize);
  return entry.symbolId === undefined ? 0 : SYMBOL_EM * fontSize;
}
