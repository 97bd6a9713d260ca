/**
 * Whether the order page's heavy parts (the item list, the drawing, the options, the cart) may mount
 * (issue 20): not in the render that first shows an order, so the browser paints its header and the
 * project-info form (the largest text on a phone) first, without waiting on them; a frame later they
 * mount in a transition, which React renders in slices. They sit below what is painted first, so
 * nothing painted moves (no layout shift).
 */
import { startTransition, useEffect, useState } from 'react';

/** `shown`: the order now shown (null while none is). True once that order had a frame painted without its heavy parts. */
export function useAfterFirstPaint(shown: number | null): boolean {
  const [painted, setPainted] = useState<number | null>(null);
  const ready = shown !== null && painted === shown;
  useEffect(() => {
    if (shown === null || ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame being painted, then a task after it: the paint is not held up by the heavy parts' render.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(shown)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, ready]);
  return ready;
}
