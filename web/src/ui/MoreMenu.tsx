/** A '⋯' button with a small menu of actions (orders list rows). Arrow keys move, Escape closes. */
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';
import './menu.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

export function MoreMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const focusItem = (delta: number) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(index + delta + items.length) % items.length]?.focus();
  };

  return (
    <div className="menu-root" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open && (
        <div
          id={menuId}
          className="menu card"
          role="menu"
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') focusItem(1);
            else if (event.key === 'ArrowUp') focusItem(-1);
            else if (event.key === 'Escape') buttonRef.current?.focus();
            else return;
            event.preventDefault();
          }}
        >
          {actions.map((action, i) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              className="menu-item"
              autoFocus={i === 0}
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
