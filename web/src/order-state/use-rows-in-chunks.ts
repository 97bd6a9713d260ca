/**
 * How many of a long list's rows to mount: the first screen's worth (and up to the active row) at
 * once, then ROWS_PER_CHUNK more per idle period until all are mounted. A 200-item order's first
 * paint so mounts 12 rows, not 200 (issue 20); the growth is a transition, which React renders
 * in slices, so no chunk makes a long task.
 */
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../ui/idle-work.ts';

/** A tall desktop screen shows about ten rows (66px each, under the order header). */
export const FIRST_ROWS = 12;
export const ROWS_PER_CHUNK = 20;

/** The number of rows to mount now (for `total` rows, the active one at `activeAt`, -1 for none). */
export function rowsToMount(mounted: number, total: number, activeAt: number): number {
  return Math.min(total, Math.max(mounted, activeAt + 1));
}

export function useRowsInChunks(total: number, activeAt: number): number {
  const [mounted, setMounted] = useState(FIRST_ROWS);
  useEffect(() => {
    if (mounted >= total) return;
    return whenIdle(() => startTransition(() => setMounted((count) => count + ROWS_PER_CHUNK)));
  }, [mounted, total]);
  return rowsToMount(mounted, total, activeAt);
}
