/**
 * Where a new record lands (issue 33 item 4): centred in the part of the view a person is looking at,
 * moved down and right by a step while that spot already holds a record of the same size, so a second
 * entity added is seen beside the first, not under it.
 */
import type { Box } from '../domain/shapes.ts';
import type { CanvasPoint } from './entity-type.ts';
import type { PlanChange, PlanDocument, PlanOp, PlanRecords, RecordKey } from './plan-document.ts';
import { parseRecordKey } from './plan-document.ts';
import { kindOf, type PlanContext } from './plan-kinds.ts';

/** Tries before giving up and taking the last spot. */
const MAX_STEPS = 40;
/** Boxes this close (model units) count as the same spot. */
const SAME = 0.5;

/** The centre, in model units, of the canvas area shown at this zoom and pan. */
export const visibleCentre = (pan: CanvasPoint, zoom: number, scale: number, viewport: { width: number; height: number }): CanvasPoint => ({
  x: (viewport.width / 2 - pan.x) / (scale * zoom),
  y: (viewport.height / 2 - pan.y) / (scale * zoom),
});

const sameSpot = (a: Box, b: Box) => Math.abs(a.x - b.x) < SAME && Math.abs(a.y - b.y) < SAME;

/**
 * The change's new records moved together so their box is centred at `centre`, then stepped by `step`
 * (model units) while a record already in the view sits on the same spot. Records that do not move
 * (a viewport) are left as they are.
 */
export function placeAtCentre(
  change: PlanChange,
  doc: PlanDocument,
  shown: readonly RecordKey[],
  centre: CanvasPoint,
  step: number,
  context: PlanContext,
): PlanChange {
  const created = change.ops.filter((op) => !op.before && op.after);
  const boxes = created.map((op) => kindOf(op.resource).bounds(op.after as never, context));
  if (!boxes.length) return change;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const width = Math.max(...boxes.map((b) => b.x + b.width)) - x;
  const height = Math.max(...boxes.map((b) => b.y + b.height)) - y;
  const taken = shown.flatMap((key) => {
    const { resource, id } = parseRecordKey(key);
    const record = doc[resource].get(id);
    return record ? [kindOf(resource).bounds(record as never, context)] : [];
  });
  let at = { x: centre.x - width / 2, y: centre.y - height / 2 };
  for (let i = 0; i < MAX_STEPS && taken.some((b) => sameSpot(b, { x: at.x, y: at.y, width, height })); i++) at = { x: at.x + step, y: at.y + step };
  const [dx, dy] = [at.x - x, at.y - y];
  const ops = change.ops.map((op): PlanOp => {
    if (op.before || !op.after) return op;
    const moved = kindOf(op.resource).moved(op.after as never, dx, dy, context) as PlanRecords[typeof op.resource] | null;
    return moved ? ({ ...op, after: moved } as PlanOp) : op;
  });
  return { ...change, ops };
}
