/**
 * The add (+) menu of the order page (spec orders §2, §4) on the shared DropdownMenu: opens and closes
 * on click; Escape, a press outside or choosing an entry closes it; arrow keys move between entries.
 * With a single entry (a guest's new item) there is no menu: the button does it directly.
 */
import { DropdownMenu } from '../../ui/DropdownMenu.tsx';
import type { AddEntry, AddEntryKey } from './add-menu-entries.ts';
import './add-menu.css';

interface AddItemMenuProps {
  entries: AddEntry[];
  disabled?: boolean;
  onChoose: (key: AddEntryKey) => void;
}

export function AddItemMenu({ entries, disabled, onChoose }: AddItemMenuProps) {
  const only = entries.length === 1 ? entries[0] : undefined;
  return (
    <div className="add-menu" data-tour="add-menu">
      {only ? (
        <button type="button" className="btn add-menu-button" disabled={disabled} onClick={() => onChoose(only.key)}>
          + Add item
        </button>
      ) : (
        <DropdownMenu
          trigger="+ Add item"
          triggerClassName="btn add-menu-button"
          menuLabel="Add"
          placement="bottom start"
          isDisabled={disabled}
          actions={entries.map((entry) => ({ label: entry.label, onSelect: () => onChoose(entry.key) }))}
        />
      )}
    </div>
  );
}
