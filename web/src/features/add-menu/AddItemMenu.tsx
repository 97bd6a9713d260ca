/**
 * The add (+) menu of the order page (spec orders §2, §4): opens and closes on click; Escape, a press
 * outside or choosing an entry closes it; arrow keys move between entries. With a single entry (a
 * guest's new item) there is no menu: the button does it directly.
 */
import { useDropdownMenu } from '../../ui/use-dropdown-menu.ts';
import type { AddEntry, AddEntryKey } from './add-menu-entries.ts';
import '../../ui/menu.css';
import './add-menu.css';

interface AddItemMenuProps {
  entries: AddEntry[];
  disabled?: boolean;
  onChoose: (key: AddEntryKey) => void;
}

export function AddItemMenu({ entries, disabled, onChoose }: AddItemMenuProps) {
  const { open, toggle, close, rootRef, buttonRef, listId, onListKeyDown } = useDropdownMenu('[role="menuitem"]');
  const only = entries.length === 1 ? entries[0] : undefined;

  if (only) {
    return (
      <button type="button" className="btn add-menu-button" disabled={disabled} data-tour="add-menu" onClick={() => onChoose(only.key)}>
        + Add item
      </button>
    );
  }

  return (
    <div className="menu-root add-menu" ref={rootRef} data-tour="add-menu">
      <button
        ref={buttonRef}
        type="button"
        className="btn add-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={toggle}
      >
        + Add item
      </button>
      {open && (
        <div id={listId} className="menu card add-menu-list" role="menu" aria-label="Add" onKeyDown={onListKeyDown}>
          {entries.map((entry, i) => (
            <button
              key={entry.key}
              type="button"
              role="menuitem"
              className="menu-item"
              autoFocus={i === 0}
              onClick={() => {
                close();
                onChoose(entry.key);
              }}
            >
              {entry.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
