/**
 * Keyboard movement in the option list (spec catalogue §2): left/right one step, up/down by a row
 * of the list's chunk size (options per row), Home/End to the ends. The highlight stays in range.
 */
export type ListKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const steps: Record<ListKey, (index: number, chunk: number, count: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowUp: (i, chunk) => i - chunk,
  ArrowDown: (i, chunk) => i + chunk,
  Home: () => 0,
  End: (_i, _chunk, count) => count - 1,
};

export const isListKey = (key: string): key is ListKey => key in steps;

/** The next highlighted index; a move that would leave the list keeps the current one. */
export function moveHighlight(index: number, key: ListKey, chunk: number, count: number): number {
  if (count === 0) return -1;
  if (index < 0) return key === 'ArrowUp' || key === 'ArrowLeft' || key === 'End' ? count - 1 : 0;
  const next = steps[key](index, chunk, count);
  return next < 0 || next >= count ? index : next;
}

/** Options per row: thumbnail cards sit three to a row, text-only cards two. */
export const chunkSizeFor = (withThumbnails: boolean): number => (withThumbnails ? 3 : 2);

/** The spec's option search: a case-insensitive substring of the title. */
export const matchesSearch = (title: string, term: string): boolean => title.toLowerCase().includes(term.trim().toLowerCase());
