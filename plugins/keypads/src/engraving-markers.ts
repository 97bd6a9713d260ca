/**
 * The '(over limit)' states on the drawing: an engraving line wider than its limit gets a red dashed
 * box and the words '(over limit)' beside it, one over the soft limit an amber box and '(over
 * recommended limit)'. Limits as the spec gives them: the hard limit is half the spacing to the
 * neighbours (engraving-space.ts horizontalSpacing), the soft limit 6 mm under it; widths are
 * estimated (text-width.ts). Only the lines the mechanism keeps are checked, as only they are drawn.
 */
import type { Shape } from '@configurator/core';
import { engravingLines } from './engraving-data.ts';
import { engravingLineLimit, type EngravingLineLimitInput } from './engraving-limits.ts';
import { ENGRAVING_MM, horizontalSpacing } from './engraving-space.ts';
import type { KeypadGeometry } from './layout.ts';
import type { KeypadSettings } from './settings.ts';
import { estimateEngravingWidth } from './text-width.ts';

export const ENGRAVING_WIDTH_LIMIT = { hardFractionOfSpacing: 0.5, softMarginMm: 6 } as const;
export const OVER_LIMIT_LABELS = { hard: '(over limit)', soft: '(over recommended limit)' } as const;
export const OVER_LIMIT_STYLE = { hard: '#dc2626', soft: '#d97706', labelEm: 0.6, strokeWidth: 0.3, dash: [1, 0.6] } as const;

export type OverLimitState = 'hard' | 'soft';

export function overLimitState(width: number, spacing: number): OverLimitState | undefined {
  const hard = spacing * ENGRAVING_WIDTH_LIMIT.hardFractionOfSpacing;
  if (width > hard) return 'hard';
  if (width > hard - ENGRAVING_WIDTH_LIMIT.softMarginMm) return 'soft';
  return undefined;
}

export function engravingMarkers(
  g: KeypadGeometry,
  settings: KeypadSettings,
  item: Omit<EngravingLineLimitInput, 'mechanismIndex' | 'location' | 'geometry'>,
): Shape[] {
  const fontSize = settings.engraving.fontSizeMm;
  const lineHeight = ENGRAVING_MM.lineHeightEm * fontSize;
  return engravingLines(item.properties, settings.engraving.propertyIds).flatMap((line): Shape[] => {
    const m = g.mechanisms[line.mechanismIndex];
    if (!m) return [];
    const kept = engravingLineLimit({ ...item, settings, geometry: g, mechanismIndex: m.index, location: line.location });
    if (line.line >= kept) return [];
    const width = estimateEngravingWidth(line.entry, fontSize);
    const state = overLimitState(width, horizontalSpacing(g, m));
    if (!state) return [];
    const y =
      line.location === 'above'
        ? m.cy - m.height / 2 - ENGRAVING_MM.gapToMechanism - (kept - line.line) * lineHeight
        : m.cy + m.height / 2 + ENGRAVING_MM.gapToMechanism + line.line * lineHeight;
    const color = OVER_LIMIT_STYLE[state];
    const id = `over-limit-${line.propertyId}-${line.mechanismIndex}-${line.location}-${line.line}`;
    const labelSize = fontSize * OVER_LIMIT_STYLE.labelEm;
    return [
      {
        kind: 'rect',
        id,
        x: m.cx - width / 2 - 0.5,
        y: y - 0.3,
        width: width + 1,
        height: lineHeight,
        stroke: color,
        strokeWidth: OVER_LIMIT_STYLE.strokeWidth,
        dash: [...OVER_LIMIT_STYLE.dash],
      },
      {
        kind: 'text',
        id: `${id}-label`,
        x: m.cx + width / 2 + 1,
        y: y + (lineHeight - labelSize) / 2,
        text: OVER_LIMIT_LABELS[state],
        fontSize: labelSize,
        fill: color,
      },
    ];
  });
}
