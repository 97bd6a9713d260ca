/**
 * calicoMismatchLine: marks where the pattern does not match across a corner or a seam. It is in
 * add mode until it has two points; after that, edits move the whole line or one end.
 */
import { distanceToSegment, type CanvasEntityType, type CanvasPoint } from '@configurator/core';
import { ENTITY, LAYER } from '../constants.ts';
import { boxOfPoints, round } from '../geometry.ts';
import { mismatchLineData, type MismatchLineData } from '../schemas.ts';
import { inViewport, isPanelLayout } from './shared.ts';

export const MISMATCH_STROKE = '#db2777';
const HIT_TOLERANCE = 3;
/** Length of a line added from the add menu. */
const ADD_MENU_LENGTH = 60;

/** Add mode: the line still waits for a point (spec: 'until it has two points'). */
export const isInAddMode = (data: MismatchLineData): boolean => data.from === null || data.to === null;

/** The next data of a line in add mode after a click at a point: first the start, then the end. */
export function addPoint(data: MismatchLineData, at: CanvasPoint): MismatchLineData {
  const point = { x: at.x, y: at.y, z: 0 };
  if (data.from === null) return { ...data, from: point };
  if (data.to === null) return { ...data, to: point };
  return data;
}

const ends = (data: MismatchLineData): CanvasPoint[] => [data.from, data.to].flatMap((p) => (p ? [{ x: p.x, y: p.y }] : []));

export const mismatchLineType: CanvasEntityType<MismatchLineData> = {
  type: ENTITY.mismatchLine,
  title: 'Mismatch Line',
  layer: LAYER.panelsAndSeams,
  dataSchema: mismatchLineData,
  // A new line starts with its first point where the click was, in add mode until the second.
  defaultData: (at, context) => mismatchLineData.parse({ from: { x: at.x, y: at.y, z: 0 }, to: null, archCustomViewId: context.view.customViewId }),
  // From the add menu (no pointer to place the second point) the line gets both points at once.
  addMenuData: (at, context) =>
    mismatchLineData.parse({ from: { x: at.x, y: at.y, z: 0 }, to: { x: at.x + ADD_MENU_LENGTH, y: at.y, z: 0 }, archCustomViewId: context.view.customViewId }),
  // Click-to-place: the first click starts the line, the second ends it (add mode until two points).
  placement: {
    addPoint: (pending, at, context) =>
      pending === null
        ? mismatchLineData.parse({ from: { x: at.x, y: at.y, z: 0 }, to: null, archCustomViewId: context.view.customViewId })
        : addPoint(pending, at),
    isComplete: (data) => !isInAddMode(data),
  },
  appearsIn: (entity, view) => inViewport(entity.data.archCustomViewId, view) && !isPanelLayout(view),
  bounds: (entity) => {
    const points = ends(entity.data);
    return points.length ? boxOfPoints(points) : { x: 0, y: 0, width: 0, height: 0 };
  },
  draw: (entity) => {
    const points = ends(entity.data);
    if (points.length < 2) return points.map((p) => ({ kind: 'circle' as const, x: p.x, y: p.y, radius: 2, fill: MISMATCH_STROKE }));
    return [{ kind: 'line', id: `mismatch-${entity.id}`, points: points.flatMap((p) => [p.x, p.y]), stroke: MISMATCH_STROKE, strokeWidth: 1.5, dash: [4, 2] }];
  },
  hitTest: (entity, point) => {
    const [a, b] = ends(entity.data);
    if (!a) return false;
    return distanceToSegment(point, a, b ?? a) <= HIT_TOLERANCE;
  },
  capabilities: { selectable: true, draggable: true, resizable: false, rotatable: false },
  moved: (entity, dx, dy) => {
    const shift = (p: MismatchLineData['from']) => p && { x: round(p.x + dx, 6), y: round(p.y + dy, 6), z: p.z };
    return { ...entity.data, from: shift(entity.data.from), to: shift(entity.data.to) };
  },
};
