import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, FOCUS_ROWS, OVERSCAN_ROWS, rowsToMount, sameRanges, visibleRows } from './row-window.ts';

describe('visible rows', () => {
  it('are the rows meeting the visible part, with the overscan, within the list', () => {
    expect(visibleRows(0, 680, 68, 200)).toEqual({ start: 0, end: 10 + OVERSCAN_ROWS });
    expect(visibleRows(68 * 100 + 10, 68 * 110, 68, 200)).toEqual({ start: 100 - OVERSCAN_ROWS, end: 110 + OVERSCAN_ROWS });
    expect(visibleRows(68 * 195, 68 * 260, 68, 200)).toEqual({ start: 195 - OVERSCAN_ROWS, end: 200 });
  });

  it('are none when the list is off the screen or not measured', () => {
    expect(visibleRows(500, 300, 68, 200)).toEqual({ start: 0, end: 0 });
    expect(visibleRows(0, 300, 0, 200)).toEqual({ start: 0, end: 0 });
    expect(visibleRows(68 * 300, 68 * 310, 68, 200)).toEqual({ start: 0, end: 0 });
  });
});

describe('rows to mount', () => {
  it('are the first screen, the first and the last row before the list was measured', () => {
    expect(rowsToMount(200, null, -1, -1)).toEqual([
      { start: 0, end: FIRST_ROWS },
      { start: 199, end: 200 },
    ]);
    expect(rowsToMount(5, null, -1, -1)).toEqual([{ start: 0, end: 5 }]);
    expect(rowsToMount(0, null, -1, -1)).toEqual([]);
  });

  it('add the focused row with its neighbours and the active row, merged and sorted', () => {
    expect(rowsToMount(200, { start: 40, end: 60 }, 100, 150)).toEqual([
      { start: 0, end: 1 },
      { start: 40, end: 60 },
      { start: 100 - FOCUS_ROWS, end: 100 + FOCUS_ROWS + 1 },
      { start: 150, end: 151 },
      { start: 199, end: 200 },
    ]);
    // Focus moving past the visible rows' end: its neighbours join the visible rows' range.
    expect(rowsToMount(200, { start: 0, end: 20 }, 20, 0)).toEqual([
      { start: 0, end: 20 + FOCUS_ROWS + 1 },
      { start: 199, end: 200 },
    ]);
    // Shift+Tab into the list from below lands on the last row; its neighbours mount.
    expect(rowsToMount(200, { start: 0, end: 20 }, 199, -1)).toEqual([
      { start: 0, end: 20 },
      { start: 199 - FOCUS_ROWS, end: 200 },
    ]);
  });

  it('are compared by the rows they mount', () => {
    expect(sameRanges([{ start: 0, end: 3 }], [{ start: 0, end: 3 }])).toBe(true);
    expect(sameRanges([{ start: 0, end: 3 }], [{ start: 0, end: 4 }])).toBe(false);
    expect(sameRanges([], [{ start: 0, end: 1 }])).toBe(false);
  });
});
