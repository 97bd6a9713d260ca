/**
 * A button that opens a menu of actions (row '⋯' menus, home tiles' product lists): the WAI-ARIA
 * menu button pattern on react-aria-components. The menu is one Tab stop; arrow keys, Home/End and
 * typing a letter move between its items (roving focus); Enter or Space chooses; Escape or a press
 * outside closes it and focus returns to the button.
 */
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Placement } from 'react-aria-components';
import './menu.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface DropdownMenuProps {
  /** What the button shows. */
  trigger: ReactNode;
  /** The button's accessible name when what it shows is not words (e.g. '⋯'). */
  triggerLabel?: string;
  triggerClassName: string;
  /** The menu's accessible name. */
  menuLabel: string;
  actions: MenuAction[];
  /** Shown in the open menu when it has no actions. */
  emptyText?: string;
  isDisabled?: boolean;
  placement?: Placement;
}

export function DropdownMenu({ trigger, triggerLabel, triggerClassName, menuLabel, actions, emptyText, isDisabled, placement = 'bottom end' }: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Button className={triggerClassName} aria-label={triggerLabel} isDisabled={isDisabled}>
        {trigger}
      </Button>
      <Popover className="menu card" placement={placement} offset={4}>
        <Menu
          className="menu-list"
          aria-label={menuLabel}
          items={actions.map((action, index) => ({ ...action, id: index }))}
          renderEmptyState={() => <p className="menu-empty">{emptyText}</p>}
          onAction={(key) => actions[Number(key)]?.onSelect()}
        >
          {(action) => (
            <MenuItem className="menu-item" textValue={action.label}>
              {action.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
