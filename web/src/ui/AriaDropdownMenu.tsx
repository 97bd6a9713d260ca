/**
 * The menu behind DropdownMenu, on react-aria-components: the WAI-ARIA menu button pattern. The menu
 * is one Tab stop; arrow keys, Home/End and typing a letter move between its items (roving focus);
 * Enter or Space chooses; Escape or a press outside closes it and focus returns to the button. Its own
 * chunk (with react-aria's menu, popover and focus code), loaded by the first press on any menu button.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, setInteractionModality } from 'react-aria-components';
import type { DropdownMenuProps, OpenFocus } from './DropdownMenu.tsx';

interface AriaDropdownMenuProps extends DropdownMenuProps {
  /** Set when the press that loaded this chunk should open the menu at once, and where focus starts in it. */
  openOnMount: OpenFocus | null;
}

export function AriaDropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  menuLabel,
  actions,
  emptyText,
  isDisabled,
  placement = 'bottom end',
  openOnMount,
}: AriaDropdownMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Only the opening that loaded the chunk names its focus; later openings are react-aria's own.
  const [firstFocus, setFirstFocus] = useState<OpenFocus | null>(null);
  // Mount only: the press that loaded the chunk opens the menu once.
  const pressThatLoaded = useEffectEvent(() => openOnMount);
  useEffect(() => {
    const press = pressThatLoaded();
    if (!press) return;
    // The button first, so closing the menu returns focus to it as after any other opening; the menu
    // in the next frame, once that focus (and the rest of the press that loaded the chunk) is handled.
    buttonRef.current?.focus();
    const frame = requestAnimationFrame(() => {
      // The focus() above counts as 'virtual' to react-aria (no key or pointer event just before it), and
      // a virtual modality defers focusing the first item until after transitions and then skips it,
      // because focus has moved to the menu meanwhile: the item looked focused but was not. Name how the
      // press that loaded the chunk came (a keyboard press asks for an item, a pointer for the menu).
      setInteractionModality(press === true ? 'pointer' : 'keyboard');
      setFirstFocus(press);
      setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) setFirstFocus(null);
      }}
    >
      <Button ref={buttonRef} className={triggerClassName} aria-label={triggerLabel} isDisabled={isDisabled}>
        {trigger}
      </Button>
      <Popover className="menu card" placement={placement} offset={4}>
        <Menu
          className="menu-list"
          aria-label={menuLabel}
          {...(firstFocus ? { autoFocus: firstFocus } : {})}
          items={actions.map((action, index) => ({ ...action, id: index }))}
          renderEmptyState={() => <p className="menu-empty">{emptyText}</p>}
          onAction={(key) => actions[Number(key)]?.onSelect()}
        >
          {(action) => (
            <MenuItem className={action.isDanger ? 'menu-item is-danger' : 'menu-item'} textValue={action.label}>
              {action.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
