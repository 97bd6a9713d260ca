/**
 * Superseded by DropdownMenu.tsx (react-aria menu: one Tab stop, roving focus, typeahead); new code
 * uses that. Kept only so code written against this hook on other branches still builds.
 *
 * A button that opens a list of choices (home tile products, row menus): open state, dismissal on
 * Escape or a press outside, arrow keys moving between the items (wrapping), Escape returning focus
 * to the button.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from './use-dismiss.ts';

export function useDropdownMenu(itemSelector: string) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const focusItem = (delta: number) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>(itemSelector) ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(index + delta + items.length) % items.length]?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') focusItem(1);
    else if (event.key === 'ArrowUp') focusItem(-1);
    else if (event.key === 'Escape') {
      close();
      buttonRef.current?.focus();
    } else return;
    event.preventDefault();
  };

  return { open, toggle: () => setOpen((o) => !o), close, rootRef, buttonRef, listId, onListKeyDown };
}
