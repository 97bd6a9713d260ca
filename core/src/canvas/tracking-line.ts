/**
 * The tracking line (issue 19 item 26): a thin generic entity drawn in a view, moved, copied and undone
 * like every other entity. Built in (every architectural organisation has the tool), expressed through
 * the same canvas entity type contract the murals plugin uses.
 */
import { z } from 'zod';
import type { CanvasEntityType } from './entity-type.ts';
import { PLAN } from './plan-constants.ts';
import { distanceToSegment, rotatePoint, roundTo, segmentBox } from './plan-geometry.ts';

const point = z.object({ x: z.number().finite(), y: z.number().finite() });
export const trackingLineData = z.object({
  from: point,
  to: point,
  strokeWidth: z.number().positive().max(1000).default(PLAN.trackingLine.strokeWidth),
  archCustomViewId: z.number().int().nullable().default(null),
});
export type TrackingLineData = z.infer<typeof trackingLineData>;

/** Within a few screen px of the line counts as a hit, however thin it is. */
const HIT_PX = 4;

export const trackingLineEntityType: CanvasEntityType<TrackingLineData> = {
  type: 'trackingLine',
  title: 'Tracking line',
  dataSchema: trackingLineData,
  defaultData: (at, context) => ({
    from: { x: at.x, y: at.y },
    to: { x: at.x + PLAN.line.to.x, y: at.y },
    strokeWidth: PLAN.trackingLine.strokeWidth,
    archCustomViewId: context.view.customViewId,
  }),
  appearsIn: (entity, view) => (entity.data.archCustomViewId ?? null) === view.customViewId && (view.kind === 'custom' || view.kind === 'top'),
  bounds: (entity) => segmentBox(entity.data.from, entity.data.to, entity.data.strokeWidth / 2),
  draw: (entity) => [
    {
      kind: 'line',
      points: [entity.data.from.x, entity.data.from.y, entity.data.to.x, entity.data.to.y],
      stroke: '#2563eb',
      strokeWidth: entity.data.strokeWidth,
      dash: [4, 2],
    },
  ],
  hitTest: (entity, p, context) => distanceToSegment(p, entity.data.from, entity.data.to) <= Math.max(entity.data.strokeWidth, HIT_PX / context.scale),
  capabilities: { selectable: true, draggable: true, resizable: false, rotatable: true },
  moved: (entity, dx, dy, context) => ({
    ...entity.data,
    from: { x: roundTo(entity.data.from.x + dx, context.precision), y: roundTo(entity.data.from.y + dy, context.precision) },
    to: { x: roundTo(entity.data.to.x + dx, context.precision), y: roundTo(entity.data.to.y + dy, context.precision) },
  }),
  handles: (entity) => [
    { handle: 'from', at: entity.data.from },
    { handle: 'to', at: entity.data.to },
  ],
  handleMoved: (entity, handle, to, context) => {
    const p = { x: roundTo(to.x, context.precision), y: roundTo(to.y, context.precision) };
    return handle === 'from' ? { ...entity.data, from: p } : handle === 'to' ? { ...entity.data, to: p } : entity.data;
  },
  rotated: (entity, degrees) => {
    const centre = { x: (entity.data.from.x + entity.data.to.x) / 2, y: (entity.data.from.y + entity.data.to.y) / 2 };
    return { ...entity.data, from: rotatePoint(entity.data.from, centre, degrees), to: rotatePoint(entity.data.to, centre, degrees) };
  },
};

/** Entity types every plan canvas has, whatever plugins the organisation enables. */
export const builtInCanvasEntityTypes: readonly CanvasEntityType[] = [trackingLineEntityType as unknown as CanvasEntityType];
