/** A '⋯' button with a small menu of actions (orders list rows): the shared DropdownMenu. */
import { DropdownMenu, type MenuAction } from './DropdownMenu.tsx';

export type { MenuAction };

export function MoreMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  return <DropdownMenu trigger={<span aria-hidden="true">⋯</span>} triggerLabel={label} triggerClassName="icon-btn" menuLabel={label} actions={actions} />;
}
