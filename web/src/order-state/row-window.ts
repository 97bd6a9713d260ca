/**
 * Which rows of a long list to mount (issue 20): those near the visible part of the list, a few
 * around the focused row (so Tab always has a mounted next and previous row to move to), the active
 * row, and the first and last rows (so Tab into the list from above or Shift+Tab from below enters
 * it where the whole list would). The rest are left out and their room kept by spacers, so the
 * scroll height is the whole list's. Pure: the hook (use-row-window.ts) measures, this decides.
 */

/** A half-open range of row indexes: [start, end). */
export interface RowRange {
  start: number;
  end: number;
}

/** Rows mounted beyond each edge of the part measured (already half a window beyond the visible part). */
export const OVERSCAN_ROWS = 2;
/** Rows mounted on each side of the focused row. */
export const FOCUS_ROWS = 3;
/** Before the list was measured: about a tall screen's rows (66px each, under the order header). */
export const FIRST_ROWS = 12;

/** The rows whose box meets [top, bottom) (px from the first row's top), `pitch` px apart, plus the overscan. */
export function visibleRows(top: number, bottom: number, pitch: number, total: number): RowRange {
  if (!(pitch > 0) || bottom <= top) return { start: 0, end: 0 };
  const start = Math.max(0, Math.floor(top / pitch) - OVERSCAN_ROWS);
  const end = Math.min(total, Math.ceil(bottom / pitch) + OVERSCAN_ROWS);
  return start < end ? { start, end } : { start: 0, end: 0 };
}

/**
 * The ranges to mount, sorted and merged: the visible rows (null before the list was measured: the
 * first FIRST_ROWS), the focused row's neighbours, the active row, the first and the last row.
 */
export function rowsToMount(total: number, visible: RowRange | null, focusedAt: number, activeAt: number): RowRange[] {
  if (total <= 0) return [];
  const ranges: RowRange[] = [visible ?? { start: 0, end: FIRST_ROWS }, { start: 0, end: 1 }, { start: total - 1, end: total }];
  if (focusedAt >= 0) ranges.push({ start: focusedAt - FOCUS_ROWS, end: focusedAt + FOCUS_ROWS + 1 });
  if (activeAt >= 0) ranges.push({ start: activeAt, end: activeAt + 1 });
  const clamped = ranges
    .map((r) => ({ start: Math.max(0, r.start), end: Math.min(total, r.end) }))
    .filter((r) => r.start < r.end)
    .sort((a, b) => a.start - b.start);
  const merged: RowRange[] = [];
  for (const range of clamped) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Whether two lists of ranges mount the same rows. */
export const sameRanges = (a: readonly RowRange[], b: readonly RowRange[]): boolean =>
  a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end);
