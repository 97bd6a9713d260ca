/** The toolbar: every registered action marked for it, with its shortcut (aria-keyshortcuts and the title). */
import { planActions } from './plan-actions.ts';
import type { ToolId } from './plan-store.ts';

export function PlanToolbar({ onAction, tool }: { onAction: (id: string, event?: { shiftKey: boolean }) => void; tool: ToolId }) {
  const groups = [
    { key: 'tool', label: 'Tools' },
    { key: 'edit', label: 'Edit' },
    { key: 'view', label: 'Zoom' },
  ] as const;
  return (
    <div className="plan-toolbar" role="toolbar" aria-label="Plan tools">
      {groups.map((g) => (
        <div key={g.key} className="plan-toolbar-group" role="group" aria-label={g.label}>
          {planActions
            .filter((a) => a.toolbar === g.key)
            .map((a) => (
              <button
                key={a.id}
                type="button"
                className={a.tool && a.tool === tool ? 'btn plan-tool is-active' : 'btn plan-tool'}
                aria-pressed={a.tool ? a.tool === tool : undefined}
                aria-keyshortcuts={a.shortcut}
                title={`${a.label} (${a.shortcut})`}
                onClick={(e) => onAction(a.id, e)}
              >
                {a.label}
              </button>
            ))}
        </div>
      ))}
    </div>
  );
}
