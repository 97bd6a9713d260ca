/** Small geometry of the plan: rounding to the precision, snapping, segments and boxes. */
import type { Box } from '../domain/shapes.ts';
import { PLAN } from './plan-constants.ts';
import type { CanvasPoint } from './entity-type.ts';

/** Rounds to the precision step, never finer than the spec's minimum of 1/16. */
export const roundTo = (value: number, precision: number): number => {
  const step = Math.max(precision, PLAN.precisionMin);
  return Math.round(value / step) * step;
};
export const roundPoint = (p: CanvasPoint, precision: number): CanvasPoint => ({ x: roundTo(p.x, precision), y: roundTo(p.y, precision) });

/** Snap threshold in model units: 5 screen px divided by the zoom scale. */
export const snapThreshold = (pxPerUnit: number): number => PLAN.snapThresholdPx / pxPerUnit;

/** The nearest candidate within the threshold, else the value itself (one axis). */
export function snapValue(value: number, candidates: readonly number[], threshold: number): number {
  let best = value;
  let bestDistance = threshold;
  for (const c of candidates) {
    const d = Math.abs(c - value);
    if (d <= bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** A dimension typed or dragged: snapped to 1/64 unit. */
export const snapDimension = (value: number): number => Math.round(value / PLAN.dimensionSnap) * PLAN.dimensionSnap;

export const distance = (a: CanvasPoint, b: CanvasPoint): number => Math.hypot(b.x - a.x, b.y - a.y);

/** Distance from p to the segment a-b. */
export function distanceToSegment(p: CanvasPoint, a: CanvasPoint, b: CanvasPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

export const segmentBox = (a: CanvasPoint, b: CanvasPoint, pad: number): Box => ({
  x: Math.min(a.x, b.x) - pad,
  y: Math.min(a.y, b.y) - pad,
  width: Math.abs(b.x - a.x) + 2 * pad,
  height: Math.abs(b.y - a.y) + 2 * pad,
});

export const boxContainsPoint = (box: Box, p: CanvasPoint): boolean => p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
export const boxesIntersect = (a: Box, b: Box): boolean => a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
export const boxContainsBox = (outer: Box, inner: Box): boolean =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

export function unionBox(boxes: readonly Box[]): Box | null {
  if (!boxes.length) return null;
  let [x1, y1, x2, y2] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    x1 = Math.min(x1, b.x);
    y1 = Math.min(y1, b.y);
    x2 = Math.max(x2, b.x + b.width);
    y2 = Math.max(y2, b.y + b.height);
  }
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** A point rotated by degrees around a centre. */
export function rotatePoint(p: CanvasPoint, centre: CanvasPoint, degrees: number): CanvasPoint {
  const r = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  const [dx, dy] = [p.x - centre.x, p.y - centre.y];
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

/** A box's corners, as resize handles name them. */
export type Corner = 'nw' | 'ne' | 'sw' | 'se';
export const corners: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];
export const isCorner = (handle: string): handle is Corner => (corners as readonly string[]).includes(handle);
export const cornerOf = (box: Box, corner: Corner): CanvasPoint => ({
  x: corner.endsWith('w') ? box.x : box.x + box.width,
  y: corner.startsWith('n') ? box.y : box.y + box.height,
});

/**
 * The box with one corner dragged to a point while the opposite corner stays, rounded to the precision
 * and never smaller than `min` (a corner dragged past its opposite stops there rather than flipping).
 */
export function boxWithCorner(box: Box, corner: Corner, to: CanvasPoint, precision: number, min: number): Box {
  const west = corner.endsWith('w');
  const north = corner.startsWith('n');
  const [right, bottom] = [box.x + box.width, box.y + box.height];
  const width = Math.max(roundTo(west ? right - to.x : to.x - box.x, precision), min);
  const height = Math.max(roundTo(north ? bottom - to.y : to.y - box.y, precision), min);
  return { x: west ? right - width : box.x, y: north ? bottom - height : box.y, width, height };
}
