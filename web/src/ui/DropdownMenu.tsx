/**
 * A button that opens a menu of actions (row '⋯' menus, home tiles' product lists, the add menu). The
 * menu itself (AriaDropdownMenu.tsx, react-aria's menu button pattern) is a lazy chunk: until the first
 * press on any menu button a plain button stands in, so screens that only show menu buttons (home,
 * orders list) do not download react-aria's menu, popover and focus code. Hovering or focusing the
 * button starts the download; the press that finds it missing opens the menu once it has arrived, with
 * focus where a keyboard or pointer opening puts it.
 */
import { useState, type MouseEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Placement } from 'react-aria-components';
import './menu.css';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** A destructive action (e.g. Delete): drawn in the danger colour. */
  isDanger?: boolean;
}

export interface DropdownMenuProps {
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

/** Where focus starts in a menu opened by the press that loaded it: react-aria's focus strategies (true: the menu itself). */
export type OpenFocus = 'first' | 'last' | true;

type AriaMenu = (typeof import('./AriaDropdownMenu.tsx'))['AriaDropdownMenu'];
let AriaMenuLoaded: AriaMenu | null = null;
let pending: Promise<AriaMenu> | null = null;

function loadMenu(): Promise<AriaMenu> {
  pending ??= import('./AriaDropdownMenu.tsx').then(({ AriaDropdownMenu }) => (AriaMenuLoaded = AriaDropdownMenu));
  // A failed download may be retried by the next press.
  pending.catch(() => (pending = null));
  return pending;
}

export function DropdownMenu(props: DropdownMenuProps) {
  // The real menu from the start when its chunk is already here; otherwise only after this button's
  // press, never on a re-render in between (a swap between a press's pointer down and up would lose it).
  const [real, setReal] = useState<{ openOnMount: OpenFocus | null } | null>(() => (AriaMenuLoaded ? { openOnMount: null } : null));
  const [loading, setLoading] = useState(false);
  if (real && AriaMenuLoaded) return <AriaMenuLoaded {...props} openOnMount={real.openOnMount} />;

  const open = (focus: OpenFocus) => {
    if (loading) return;
    setLoading(true);
    loadMenu().then(
      () => setReal({ openOnMount: focus }),
      () => setLoading(false),
    );
  };
  // As react-aria's menu button: a keyboard press (click with no pointer detail) or ArrowDown focuses the first item, ArrowUp the last.
  const onClick = (event: MouseEvent) => open(event.detail === 0 ? 'first' : true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const prefetch = () => void loadMenu().catch(() => undefined);
  return (
    <button
      type="button"
      className={props.triggerClassName}
      aria-label={props.triggerLabel}
      aria-haspopup="true"
      aria-expanded="false"
      disabled={props.isDisabled}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      {props.trigger}
    </button>
  );
}
