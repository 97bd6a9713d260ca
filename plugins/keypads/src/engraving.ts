/**
 * Engravings drawn above and below each mechanism, in mm: lines read top to bottom (LINE 1 first),
 * the block ending just above the mechanism ('above') or starting just below it ('below'), centred
 * on the mechanism. Only the lines the mechanism takes are drawn (engraving-limits.ts). A symbol is its
 * artwork (symbols/symbol-NN.ts) 1 em across.
 */
import type { Shape } from '@configurator/core';
import { engravingLines, type EngravingLine } from './engraving-data.ts';
import { engravingLineLimit, type EngravingLineLimitInput } from './engraving-limits.ts';
import { ENGRAVING_MM, horizontalSpacing } from './engraving-space.ts';
import type { KeypadGeometry } from './layout.ts';
import type { KeypadSettings } from './settings.ts';
import { ENGRAVING_SYMBOLS, SYMBOL_BOX } from './symbols/index.ts';

export const ENGRAVING_STYLE = { dark: '#111827', light: '#f9fafb', symbolStrokeWidth: 0.25 } as const;

/** Engraving colour that reads on the plate: light on dark finishes (relative luminance under 0.35), else dark. */
export function engravingColorOn(plateFill: string | undefined): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(plateFill ?? '')?.[1];
  if (!hex) return ENGRAVING_STYLE.dark;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.35 ? ENGRAVING_STYLE.light : ENGRAVING_STYLE.dark;
}

function lineShapes(line: EngravingLine, x: number, y: number, boxWidth: number, fontSize: number, color: string): Shape[] {
  const id = `engraving-${line.propertyId}-${line.mechanismIndex}-${line.location}-${line.line}`;
  if (line.entry.text?.trim()) {
    return [{ kind: 'text', id, x: x - boxWidth / 2, y, width: boxWidth, align: 'center', text: line.entry.text, fontSize, fill: color }];
  }
  const symbol = line.entry.symbolId === undefined ? undefined : ENGRAVING_SYMBOLS.get(line.entry.symbolId);
  if (!symbol) {
    // An id outside the 65: a dashed box 1 em across marks the missing symbol rather than dropping it.
    return [
      {
        kind: 'rect',
        id,
        x: x - fontSize / 2,
        y,
        width: fontSize,
        height: fontSize,
        stroke: color,
        strokeWidth: ENGRAVING_STYLE.symbolStrokeWidth,
        dash: [0.5, 0.5],
      },
    ];
  }
  return [
    {
      kind: 'path',
      id,
      x: x - fontSize / 2,
      y,
      data: symbol.path,
      scale: fontSize / SYMBOL_BOX,
      stroke: color,
      strokeWidth: ENGRAVING_STYLE.symbolStrokeWidth,
    },
  ];
}

export function engravingShapes(
  g: KeypadGeometry,
  settings: KeypadSettings,
  item: Omit<EngravingLineLimitInput, 'mechanismIndex' | 'location' | 'geometry'>,
  color: string = ENGRAVING_STYLE.dark,
): Shape[] {
  const fontSize = settings.engraving.fontSizeMm;
  const lineHeight = ENGRAVING_MM.lineHeightEm * fontSize;
  return engravingLines(item.properties, settings.engraving.propertyIds).flatMap((line) => {
    const m = g.mechanisms[line.mechanismIndex];
    if (!m) return [];
    const kept = engravingLineLimit({ ...item, settings, geometry: g, mechanismIndex: m.index, location: line.location });
    if (line.line >= kept) return [];
    const boxWidth = horizontalSpacing(g, m);
    const y =
      line.location === 'above'
        ? m.cy - m.height / 2 - ENGRAVING_MM.gapToMechanism - (kept - line.line) * lineHeight
        : m.cy + m.height / 2 + ENGRAVING_MM.gapToMechanism + line.line * lineHeight;
    return lineShapes(line, m.cx, y, boxWidth, fontSize, color);
  });
}
