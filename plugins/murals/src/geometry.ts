/** Plane geometry the mural entity types share: rotated boxes, hit tests, rounding. */
import { rotatePoint, type Box, type CanvasPoint } from '@configurator/core';

export const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** The corners of a box rotated by degrees about its centre, clockwise from the top-left. */
export function rotatedCorners(box: Box, degrees: number): CanvasPoint[] {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  return corners.map((corner) => rotatePoint(corner, centre, degrees));
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

export const boxesOverlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const normaliseDegrees = (degrees: number): number => round(((degrees % 360) + 360) % 360, 6);
