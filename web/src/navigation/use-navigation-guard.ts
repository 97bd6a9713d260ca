/**
 * A page's hold on leaving it (app-history.ts), as react-router's useBlocker offered it: while
 * `shouldHold` answers true for where a navigation goes, the navigation waits, `held` is true, and
 * the page asks; proceed() goes on, reset() stays. `shouldHold` is read at navigation time.
 */
import { useEffect, useRef, useState } from 'react';
import type { Path } from 'react-router-dom';
import { setNavigationGuard, type HeldNavigation } from './app-history.ts';

export interface NavigationHold {
  held: boolean;
  proceed(): void;
  reset(): void;
}

export function useNavigationGuard(shouldHold: (next: Path) => boolean): NavigationHold {
  const [navigation, setNavigation] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldHold);
  useEffect(() => {
    latest.current = shouldHold;
  });
  useEffect(
    () =>
      setNavigationGuard({
        shouldHold: (next) => latest.current(next),
        held: setNavigation,
      }),
    [],
  );
  return {
    held: navigation !== null,
    proceed: () => {
      setNavigation(null);
      navigation?.proceed();
    },
    // Staying: the held navigation is dropped (a back step was already undone when it was held).
    reset: () => setNavigation(null),
  };
}
