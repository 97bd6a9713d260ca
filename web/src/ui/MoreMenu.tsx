/** A '⋯' button with a small menu of actions (orders list rows). Arrow keys move, Escape closes. */
import { useDropdownMenu } from './use-dropdown-menu.ts';
import './menu.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

export function MoreMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const { open, toggle, close, rootRef, buttonRef, listId: menuId, onListKeyDown } = useDropdownMenu('[role="menuitem"]');

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
        onClick={toggle}
      >
        ⋯
      </button>
      {open && (
        <div
          id={menuId}
          className="menu card"
          role="menu"
          onKeyDown={onListKeyDown}
        >
          {actions.map((action, i) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              className="menu-item"
              autoFocus={i === 0}
              onClick={() => {
                close();
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
