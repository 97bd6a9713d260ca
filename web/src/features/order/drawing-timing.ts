/**
 * Every drawing the order page makes is a User Timing measure: 'item-drawing' for the active item's
 * drawing, 'scale-drawing' for an item drawn only to find the order's one scale. The bench
 * (tests/bench/redraw.ts) counts them and their time after an option click; in the browser's
 * performance panel they show beside React's own marks. A measure costs about a microsecond.
 */
export const DRAWING_MEASURE = { active: 'item-drawing', scale: 'scale-drawing' } as const;

/** Buffered User Timing entries grow without bound: the oldest are dropped beyond this many. */
const MAX_KEPT = 2000;

export function timedDrawing<T>(name: (typeof DRAWING_MEASURE)[keyof typeof DRAWING_MEASURE], draw: () => T): T {
  const start = performance.now();
  try {
    return draw();
  } finally {
    if (performance.getEntriesByType('measure').length > MAX_KEPT) performance.clearMeasures();
    performance.measure(name, { start, end: performance.now() });
  }
}
