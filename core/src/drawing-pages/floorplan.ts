/**
 * The small floorplan of a drawing sheet: the order's walls seen from above (plan x across, z down),
 * as a shape tree like any product drawing, so the same SVG output draws it. An order without walls
 * (every standalone order) has no floorplan, and the sheet leaves the block out.
 */
import type { Drawing, Shape } from '../domain/shapes.ts';
import type { ArchWall } from '../domain/resources.ts';

const WALL_STROKE = '#374151';

export function floorplanDrawing(walls: readonly Pick<ArchWall, 'from' | 'to' | 'thickness'>[]): Drawing | undefined {
  if (walls.length === 0) return undefined;
  const xs = walls.flatMap((w) => [w.from.x, w.to.x]);
  const zs = walls.flatMap((w) => [w.from.z, w.to.z]);
  const pad = Math.max(...walls.map((w) => w.thickness), 1);
  const left = Math.min(...xs) - pad;
  const top = Math.min(...zs) - pad;
  const shapes: Shape[] = walls.map((w, i) => ({
    kind: 'line',
    id: `wall-${i}`,
    points: [w.from.x - left, w.from.z - top, w.to.x - left, w.to.z - top],
    stroke: WALL_STROKE,
    strokeWidth: Math.max(w.thickness, 1),
  }));
  return { width: Math.max(...xs) - left + pad, height: Math.max(...zs) - top + pad, shapes };
}
