/**
 * The zoom that fits a document's Letter pages (documentPage.width, 1056 px) into the width the page
 * has: 1 on a wide screen, about 0.35 on a 390 px phone, so the whole page is seen without sideways
 * scrolling (the person pinches to read closer). CSS zoom, not a transform: it changes the layout
 * size too, so no blank space is left below the pages. Print ignores it (documents.css).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { documentPage } from '@configurator/core';

export function useFitZoom(containerRef: RefObject<HTMLElement | null>): number {
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const fit = () => setZoom(Math.min(1, container.clientWidth / documentPage.width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef]);
  return zoom;
}
