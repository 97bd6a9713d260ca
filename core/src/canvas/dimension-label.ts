/**
 * Where a dimension's label goes (issue 33: labels sat on the wall lines): beside its dimension line,
 * moved along the line's normal until the label's box clears the line, whatever the wall's angle;
 * when the label is longer than the line it measures, it is set further out with a leader back to
 * the line's middle. Lengths are in model units; the font size is already in model units.
 */
import type { Shape } from '../domain/shapes.ts';
import type { CanvasPoint } from './entity-type.ts';

/** A generous average glyph width, in font sizes (so an estimated label is never too short). */
const GLYPH_EM = 0.62;
/** Space between the line and the label's box, in font sizes. */
const CLEARANCE_EM = 0.35;
/** How far a crowded label is moved out beyond that, in font sizes. */
const LEADER_EM = 1.6;

export interface DimensionLabelLook {
  fontSize: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
}

/**
 * The label of the dimension line p–q, on the side its unit normal n points to: a text shape whose
 * box clears the line, and a leader when the line is too short to carry it.
 */
export function dimensionLabelShapes(p: CanvasPoint, q: CanvasPoint, n: CanvasPoint, text: string, style: DimensionLabelLook): Shape[] {
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  const width = text.length * GLYPH_EM * style.fontSize;
  const height = style.fontSize * 1.2;
  // The half-extent of the label's (upright) box along the normal: how far its centre must sit from the line.
  const halfAcross = (Math.abs(n.x) * width) / 2 + (Math.abs(n.y) * height) / 2;
  const alongExtent = Math.abs(n.y) * width + Math.abs(n.x) * height;
  const crowded = alongExtent > length * 0.9;
  const distance = halfAcross + CLEARANCE_EM * style.fontSize + (crowded ? LEADER_EM * style.fontSize : 0);
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const centre = { x: mid.x + n.x * distance, y: mid.y + n.y * distance };
  const label: Shape = {
    kind: 'text',
    x: centre.x - width / 2,
    y: centre.y - height / 2,
    width,
    align: 'center',
    text,
    fontSize: style.fontSize,
    fill: style.fill,
  };
  if (!crowded) return [label];
  const leaderEnd = { x: mid.x + n.x * (distance - halfAcross), y: mid.y + n.y * (distance - halfAcross) };
  return [{ kind: 'line', points: [mid.x, mid.y, leaderEnd.x, leaderEnd.y], stroke: style.stroke, strokeWidth: style.strokeWidth }, label];
}
