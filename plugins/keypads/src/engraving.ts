/**
 * Engravings drawn above and below each mechanism, in mm: lines read top to bottom (LINE 1 first),
 * the block ending just above the mechanism ('above') or starting just below it ('below'), centred
 * on the mechanism. Only the lines the mechanism takes are drawn (engraving-limits.ts). A symbol is a
 * circle 1 em across with its number.
 */
import type { Shape } from '@configurator/core';
import { engravingLines, type EngravingLine } from './engraving-data.ts';
import { engravingLineLimit, type EngravingLineLimitInput } from './engraving-limits.ts';
import { ENGRAVING_MM, horizontalSpacing } from './engraving-space.ts';
import type { KeypadGeometry } from './layout.ts';
import type { KeypadSettings } from './settings.ts';

export const ENGRAVING_STYLE = { fill: '#111827', symbolStroke: '#111827', symbolStrokeWidth: 0.25, symbolNumberEm: 0.5 } as const;

function lineShapes(line: EngravingLine, x: number, y: number, boxWidth: number, fontSize: number): Shape[] {
  const id = `engraving-${line.propertyId}-${line.mechanismIndex}-${line.location}-${line.line}`;
  if (line.entry.text?.trim()) {
    return [{ kind: 'text', id, x: x - boxWidth / 2, y, width: boxWidth, align: 'center', text: line.entry.text, fontSize, fill: ENGRAVING_STYLE.fill }];
  }
  const radius = fontSize / 2;
  const numberSize = fontSize * ENGRAVING_STYLE.symbolNumberEm;
  return [
    { kind: 'circle', id, x, y: y + radius, radius, stroke: ENGRAVING_STYLE.symbolStroke, strokeWidth: ENGRAVING_STYLE.symbolStrokeWidth },
    { kind: 'text', id: `${id}-number`, x: x - radius, y: y + radius - numberSize / 2, width: radius * 2, align: 'center', text: String(line.entry.symbolId), fontSize: numberSize, fill: ENGRAVING_STYLE.fill },
  ];
}

export function engravingShapes(g: KeypadGeometry, settings: KeypadSettings, item: Omit<EngravingLineLimitInput, 'mechanismIndex' | 'location' | 'geometry'>): Shape[] {
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
    return lineShapes(line, m.cx, y, boxWidth, fontSize);
  });
}
