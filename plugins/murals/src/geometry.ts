/** Plane geometry the mural entity types share: rotated boxes, hit tests, rounding. */
import type { Box, CanvasPoint } from '@configurator/core';

export const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** The corners of a box rotated by degrees about its centre, clockwise from the top-left. */
export function rotatedCorners(box: Box, degrees: number): CanvasPoint[] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x + box.width, box.y + box.height],
    [box.x, box.y + box.height],
  ].map(([x, y]) => ({ x: cx + (x! - cx) * cos - (y! - cy) * sin, y: cy + (x! - cx) * sin + (y! - cy) * cos }));
}

export function boxOfPoints(points: readonly CanvasPoint[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The axis-aligned box a rotated box occupies. */
export const rotatedBounds = (box: Box, degrees: number): Box => (degrees % 360 === 0 ? { ...box } : boxOfPoints(rotatedCorners(box, degrees)));

export const boxContains = (box: Box, p: CanvasPoint, tolerance = 0): boolean =>
  p.x >= box.x - tolerance && p.x <= box.x + box.width + tolerance && p.y >= box.y - tolerance && p.y <= box.y + box.height + tolerance;

/** Whether a point lies in a box rotated about its centre: the point is turned back, then tested. */
export function rotatedBoxContains(box: Box, degrees: number, p: CanvasPoint): boolean {
  if (degrees % 360 === 0) return boxContains(box, p);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const a = (-degrees * Math.PI) / 180;
  const x = cx + (p.x - cx) * Math.cos(a) - (p.y - cy) * Math.sin(a);
  const y = cy + (p.x - cx) * Math.sin(a) + (p.y - cy) * Math.cos(a);
  return boxContains(box, { x, y }, 1e-9);
}

/** Distance from a point to the segment a–b. */
export function distanceToSegment(p: CanvasPoint, a: CanvasPoint, b: CanvasPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const normaliseDegrees = (degrees: number): number => round(((degrees % 360) + 360) % 360, 6);
