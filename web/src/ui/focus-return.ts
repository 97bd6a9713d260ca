/**
 * Where focus goes when a dialog closes (WAI-ARIA dialog pattern): back to the element that opened
 * it, or, when that element is gone, disabled or hidden (e.g. a button disabled while it was busy
 * opening the dialog), to the next sensible place: the element last focused before the opener lost
 * focus, else the main landmark. react-aria restores to the opener when it can; this covers the
 * cases where it cannot, so focus never ends on the page body.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The element most recently focused anywhere: the opener when a button lost focus by being disabled. */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

const inDialog = (element: Element) => element.closest('[role="dialog"], [role="alertdialog"]') !== null;

function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  if (!element || !element.isConnected || element === document.body) return false;
  if (element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0;
}

/** The main landmark, made focusable from script only: the fallback when nothing better remains. */
function mainLandmark(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return main;
}

/** The element to return to when a dialog asked for now closes: the focused one, else the last focused. */
export function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  // An entry of a menu is gone once the menu closes: the menu's button is where focus goes back to.
  const menu = active instanceof HTMLElement ? active.closest<HTMLElement>('[role="menu"]') : null;
  const trigger = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  if (trigger) return trigger;
  return active instanceof HTMLElement && active !== document.body ? active : lastFocused;
}

/**
 * openedFrom: the opener as recorded when the dialog was asked for, for a dialog whose code arrives
 * later (a lazy chunk), when focus may have moved meanwhile.
 */
export function useFocusReturn(containerRef: RefObject<HTMLElement | null>, openedFrom?: HTMLElement | null): void {
  // Read while rendering the first time, before anything inside the dialog takes focus.
  const [opener] = useState<HTMLElement | null>(() => openedFrom ?? currentOpener());

  // Focus that lands outside while the dialog is open (a closing pop-up handing focus back to its
  // button) is pulled back in by the dialog; that outside element is where focus returns afterwards.
  const wandered = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !containerRef.current?.contains(target) && !inDialog(target)) wandered.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [containerRef]);

  useLayoutEffect(
    () => () => {
      // After the dialog has left the page (and after react-aria's own attempt, in the same frame),
      // only when focus was left on the body: a deliberate move elsewhere is kept.
      const returnTo = wandered.current;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected && !(returnTo && active === opener)) return;
        for (const candidate of [returnTo, opener, lastFocused, mainLandmark()]) {
          if (!canTakeFocus(candidate)) continue;
          candidate.focus();
          if (document.activeElement === candidate) return;
        }
      });
    },
    [opener],
  );
}
