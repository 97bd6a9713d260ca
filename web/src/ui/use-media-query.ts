/**
 * Whether a CSS media query matches now, following changes: for layouts that change structure, not
 * only style, on small screens (e.g. the orders list as cards). Read synchronously on the first
 * render, so a phone never paints the wide layout first.
 */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}
