/**
 * The Front view of the plan (orders §2): every wall unfolded side by side at its length and height,
 * each named (Wall 1, Wall 2 ... in the order they were drawn) with its size above it, so the view
 * says which box is which wall (issue 33: it was four unlabelled grey boxes).
 */
import type { Shape } from '../domain/shapes.ts';
import type { ArchWall } from '../domain/resources.ts';
import type { Units } from '../plugins/payloads.ts';
import { formatLength } from '../domain/lengths.ts';
import { distance } from './plan-geometry.ts';

/** Room between two walls, and the labels' size, in screen px (divided by the view's scale). */
export const FRONT_VIEW = { gapPx: 24, fontSizePx: 12, fill: '#f3f4f6', stroke: '#374151', text: '#1f2937', muted: '#4b5563' } as const;

export const frontWallTitle = (index: number): string => `Wall ${index + 1}`;

export function frontViewShapes(walls: readonly Pick<ArchWall, 'id' | 'from' | 'to' | 'height'>[], context: { scale: number; units: Units }): Shape[] {
  const fontSize = FRONT_VIEW.fontSizePx / context.scale;
  const gap = FRONT_VIEW.gapPx / context.scale;
  let x = 0;
  return walls.flatMap((w, i): Shape[] => {
    const length = distance({ x: w.from.x, y: w.from.z }, { x: w.to.x, y: w.to.z });
    const at = x;
    x += length + gap;
    // The label is at least as wide as its text, so a short wall's name does not wrap letter by letter.
    const size = `${formatLength(length, context.units)} × ${formatLength(w.height, context.units)}`;
    const labelWidth = Math.max(length, size.length * 0.62 * fontSize);
    const labelX = at + length / 2 - labelWidth / 2;
    return [
      {
        kind: 'rect',
        id: `front-wall-${w.id}`,
        x: at,
        y: -w.height,
        width: length,
        height: w.height,
        stroke: FRONT_VIEW.stroke,
        strokeWidth: 1 / context.scale,
        fill: FRONT_VIEW.fill,
      },
      { kind: 'text', x: labelX, y: -w.height - fontSize * 2.9, width: labelWidth, align: 'center', text: frontWallTitle(i), fontSize, fill: FRONT_VIEW.text },
      {
        kind: 'text',
        x: labelX,
        y: -w.height - fontSize * 1.6,
        width: labelWidth,
        align: 'center',
        text: size,
        fontSize: fontSize * 0.9,
        fill: FRONT_VIEW.muted,
      },
    ];
  });
}
