/**
 * The small floorplan of a drawing sheet: the order's walls seen from above (plan x across, z down),
 * as a shape tree like any product drawing, so the same SVG output draws it. An order without walls
 * (every standalone order) has no floorplan, and the sheet leaves the block out. A page about one
 * wall (a mural page) marks it: the wall nearest a plan point drawn in the accent colour, named.
 */
import type { Drawing, Shape } from '../domain/shapes.ts';
import type { ArchWall } from '../domain/resources.ts';

const WALL_STROKE = '#374151';
const MARKED_STROKE = '#dc2626';

type PlanWall = Pick<ArchWall, 'from' | 'to' | 'thickness'>;

/** What a page marks on its floorplan: the wall nearest `near` (plan units), with a label. */
export interface FloorplanMark {
  near: { x: number; z: number };
  label: string;
}

const distanceToWall = (p: { x: number; z: number }, w: PlanWall): number => {
  const dx = w.to.x - w.from.x;
  const dz = w.to.z - w.from.z;
  const length2 = dx * dx + dz * dz;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - w.from.x) * dx + (p.z - w.from.z) * dz) / length2));
  return Math.hypot(p.x - (w.from.x + t * dx), p.z - (w.from.z + t * dz));
};

export function floorplanDrawing(walls: readonly PlanWall[], mark?: FloorplanMark): Drawing | undefined {
  if (walls.length === 0) return undefined;
  const xs = walls.flatMap((w) => [w.from.x, w.to.x]);
  const zs = walls.flatMap((w) => [w.from.z, w.to.z]);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs), 1);
  // Room round the walls for their thickness and, when a wall is marked, its label.
  const pad = Math.max(...walls.map((w) => w.thickness), 1, mark ? span / 8 : 0);
  const left = Math.min(...xs) - pad;
  const top = Math.min(...zs) - pad;
  const marked = mark ? walls.reduce((best, w) => (distanceToWall(mark.near, w) < distanceToWall(mark.near, best) ? w : best), walls[0]!) : undefined;
  // A wall at least a visible stroke wide however large the room.
  const minStroke = span / 60;
  const shapes: Shape[] = walls.map((w, i) => ({
    kind: 'line',
    id: `wall-${i}`,
    points: [w.from.x - left, w.from.z - top, w.to.x - left, w.to.z - top],
    stroke: w === marked ? MARKED_STROKE : WALL_STROKE,
    strokeWidth: Math.max(w.thickness, minStroke) * (w === marked ? 2 : 1),
  }));
  if (marked && mark) {
    const mid = { x: (marked.from.x + marked.to.x) / 2 - left, z: (marked.from.z + marked.to.z) / 2 - top };
    shapes.push({
      kind: 'text',
      x: mid.x - span / 2,
      y: mid.z + pad / 4,
      width: span,
      align: 'center',
      text: mark.label,
      fontSize: span / 10,
      fill: MARKED_STROKE,
    });
  }
  return { width: Math.max(...xs) - left + pad, height: Math.max(...zs) - top + pad, shapes };
}
