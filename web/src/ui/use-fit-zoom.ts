/**
 * The zoom that fits pages laid out at print size (a document's Letter pages, 1056 px; a drawing
 * sheet, its paper's width) into the width their container has: 1 on a wide screen, about 0.35 on a
 * 390 px phone, so the whole page is seen without sideways scrolling (the person pinches to read
 * closer). CSS zoom, not a transform: it changes the layout size too, so no blank space is left below
 * the pages. Print ignores it (documents.css, drawings.css).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** gutter: px of the container the pages may not use; onlyBelow: a container this wide or wider shows the pages at size (scrolling sideways). */
export function useFitZoom(
  containerRef: RefObject<HTMLElement | null>,
  pageWidth: number,
  { gutter = 0, onlyBelow = Infinity }: { gutter?: number; onlyBelow?: number } = {},
): number {
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const container = containerRef.current;
    // No container or no page yet (still loading): the effect runs again when the page's width comes.
    if (!container || pageWidth <= 0) return;
    const fit = () => setZoom(container.clientWidth >= onlyBelow ? 1 : Math.min(1, (container.clientWidth - gutter) / pageWidth));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, pageWidth, gutter, onlyBelow]);
  return zoom;
}
