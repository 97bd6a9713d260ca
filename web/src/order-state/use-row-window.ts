/**
 * Windowing of a long list (issue 20): mounts only the rows near the list's visible part (row-window.ts
 * decides which), measured again at each scroll (the list's own on a wide screen, the page's on a
 * narrow one) and resize, at most once a frame. A 200-item order so has about 30 rows in the page,
 * not 200, at its load and after. Focus moving to a row mounts its neighbours, so Tab and Shift+Tab
 * walk through every row.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { rowsToMount, sameRanges, visibleRows, type RowRange } from './row-window.ts';

/** A row's height (66px: a thumbnail and the padding) and the list's gap, until one is measured. */
const DEFAULT_PITCH = 68;

export interface RowWindow {
  /** The rows to mount, sorted, apart (spacers keep the room of the rows between two ranges). */
  ranges: RowRange[];
  /** A row's height and the gap after it, in px: a spacer for k rows is k × pitch − gap high. */
  pitch: number;
  gap: number;
  listRef: RefObject<HTMLOListElement | null>;
  onFocus: (event: FocusEvent<HTMLOListElement>) => void;
  onBlur: (event: FocusEvent<HTMLOListElement>) => void;
}

/** The row index a mounted row carries (data-row), or -1. */
const rowOf = (element: Element | null): number => {
  const row = element?.closest<HTMLElement>('[data-row]')?.dataset.row;
  return row === undefined ? -1 : Number(row);
};

interface Measure {
  visible: RowRange;
  pitch: number;
  gap: number;
}

/**
 * Where the list is on the screen, from its first row (always mounted) and the last row of the range
 * that starts with it (nothing of a spacer's estimate in between, so the pitch is the real rows').
 */
function measure(list: HTMLOListElement, total: number): Measure | null {
  const rows = list.querySelectorAll<HTMLElement>(':scope > [data-row]');
  const first = rows[0];
  if (!first || first.dataset.row !== '0') return null;
  let last = first;
  for (const row of rows) {
    if (Number(row.dataset.row) !== Number(last.dataset.row) + 1 && row !== first) break;
    last = row;
  }
  const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
  const firstBox = first.getBoundingClientRect();
  const span = Number(last.dataset.row);
  const pitch = span > 0 ? (last.getBoundingClientRect().top - firstBox.top) / span : firstBox.height + gap;
  const box = list.getBoundingClientRect();
  // The list's visible part (its own box: it scrolls its rows on a wide screen) within the window and
  // half a window beyond it, so rows scrolled towards are there before they show.
  const margin = window.innerHeight / 2;
  const top = Math.max(box.top, -margin) - firstBox.top;
  const bottom = Math.min(box.bottom, window.innerHeight + margin) - firstBox.top;
  return { visible: visibleRows(top, bottom, pitch, total), pitch, gap };
}

export function useRowWindow(total: number, activeAt: number): RowWindow {
  const listRef = useRef<HTMLOListElement | null>(null);
  const [measured, setMeasured] = useState<Measure | null>(null);
  const [focusedAt, setFocusedAt] = useState(-1);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const list = listRef.current;
      const next = list ? measure(list, total) : null;
      if (!next) return;
      setMeasured((before) =>
        before && before.pitch === next.pitch && before.gap === next.gap && sameRanges([before.visible], [next.visible]) ? before : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    // Capture: the list's own scroll does not bubble to the window.
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [total]);

  const onFocus = useCallback((event: FocusEvent<HTMLOListElement>) => setFocusedAt(rowOf(event.target)), []);
  const onBlur = useCallback((event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedAt(-1);
  }, []);

  const ranges = rowsToMount(total, measured?.visible ?? null, focusedAt, activeAt);
  return { ranges, pitch: measured?.pitch ?? DEFAULT_PITCH, gap: measured?.gap ?? 2, listRef, onFocus, onBlur };
}
