/**
 * The canvas toolbar (issue 33 item 1): one row of icon buttons — the registered tools, then the edit
 * and zoom commands — each with its name as its accessible name, a tooltip naming its shortcut
 * (aria-keyshortcuts too), and a pressed state. Plugins' controls (the add list, their actions, the
 * layers popover) follow in `children`.
 */
import type { ReactNode } from 'react';
import { planActions } from './plan-actions.ts';
import { usePlanStore, type ToolId } from './plan-store.ts';
import type { PlanTool } from './tools/index.ts';
import { PlanIcon } from './plan-icons.tsx';

function IconButton({
  label,
  shortcut,
  icon,
  pressed,
  onClick,
}: {
  label: string;
  shortcut: string;
  icon: string;
  pressed?: boolean;
  onClick: (e: { shiftKey: boolean }) => void;
}) {
  const tip = shortcut ? `${label} (${shortcut.replace('Control+', 'Ctrl+')})` : label;
  return (
    <button
      type="button"
      className={pressed ? 'plan-icon-button is-active' : 'plan-icon-button'}
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut || undefined}
      data-tooltip={tip}
      onClick={(e) => onClick(e)}
    >
      <PlanIcon name={icon} />
    </button>
  );
}

export function PlanToolbar({
  tools,
  tool,
  onTool,
  onAction,
  readOnly = false,
  children,
}: {
  tools: readonly PlanTool[];
  tool: ToolId;
  /** A read-only plan: only the commands that look (zoom, fit, context mode) are offered. */
  readOnly?: boolean;
  onTool: (id: string) => void;
  onAction: (id: string, event?: { shiftKey: boolean }) => void;
  children?: ReactNode;
}) {
  // The switches that are on, as one string: the toolbar re-renders when one flips, not on every drag frame.
  const on = usePlanStore((s) =>
    planActions
      .filter((a) => a.pressed?.(s))
      .map((a) => a.id)
      .join(' '),
  ).split(' ');
  const commands = (group: 'edit' | 'view') =>
    planActions
      .filter((a) => a.toolbar === group)
      .map((a) => (
        <IconButton
          key={a.id}
          label={a.label}
          shortcut={a.shortcut}
          icon={a.icon ?? 'add'}
          pressed={a.pressed ? on.includes(a.id) : undefined}
          onClick={(e) => onAction(a.id, e)}
        />
      ));
  return (
    <div className="plan-toolbar" role="toolbar" aria-label="Plan tools">
      {!readOnly && (
        <>
          <div className="plan-toolbar-group" role="group" aria-label="Tools">
            {tools.map((t) => (
              <IconButton key={t.id} label={t.label} shortcut={t.shortcut} icon={t.icon} pressed={t.id === tool} onClick={() => onTool(t.id)} />
            ))}
          </div>
          <div className="plan-toolbar-group" role="group" aria-label="Edit">
            {commands('edit')}
          </div>
        </>
      )}
      <div className="plan-toolbar-group" role="group" aria-label="Zoom">
        {commands('view')}
      </div>
      {children}
    </div>
  );
}
