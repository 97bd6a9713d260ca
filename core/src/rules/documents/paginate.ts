/**
 * Splits blocks (table rows, then the totals and terms) over pages without cutting one: a block goes
 * on the current page if it fits what is left, else it starts the next page. A block taller than a
 * whole page gets a page of its own (it is clipped rather than looping forever).
 */
export function paginate(heights: readonly number[], capacityOfPage: (pageIndex: number) => number): number[][] {
  const pages: number[][] = [[]];
  let left = capacityOfPage(0);
  heights.forEach((height, index) => {
    const current = pages[pages.length - 1]!;
    if (height > left && current.length > 0) {
      pages.push([index]);
      left = capacityOfPage(pages.length - 1) - height;
      return;
    }
    current.push(index);
    left -= height;
  });
  return pages;
}

/** How many lines a text takes in a box of this many px at this glyph width, words wrapped greedily. */
export function wrappedLineCount(text: string, widthPx: number, charWidth: number): number {
  const perLine = Math.max(1, Math.floor(widthPx / charWidth));
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = 0;
    let count = 1;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let length = word.length;
      const needed = used === 0 ? length : used + 1 + length;
      if (needed <= perLine) {
        used = needed;
        continue;
      }
      // The word starts a new line, and a word longer than a line breaks anywhere.
      if (used > 0) count += 1;
      while (length > perLine) {
        length -= perLine;
        count += 1;
      }
      used = length;
    }
    lines += count;
  }
  return lines;
}
