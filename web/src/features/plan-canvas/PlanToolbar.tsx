/** The toolbar: every registered action marked for it, with its shortcut (aria-keyshortcuts and the title). */
import { planActions } from './plan-actions.ts';
import { usePlanStore, type ToolId } from './plan-store.ts';

export function PlanToolbar({ onAction, tool }: { onAction: (id: string, event?: { shiftKey: boolean }) => void; tool: ToolId }) {
  const groups = [
    { key: 'tool', label: 'Tools' },
    { key: 'edit', label: 'Edit' },
    { key: 'view', label: 'Zoom' },
  ] as const;
  // The switches that are on, as one string: the toolbar re-renders when one flips, not on every drag frame.
  const on = usePlanStore((s) => planActions.filter((a) => a.pressed?.(s)).map((a) => a.id).join(' ')).split(' ');
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
                className={(a.tool && a.tool === tool) || on.includes(a.id) ? 'btn plan-tool is-active' : 'btn plan-tool'}
                aria-pressed={a.tool ? a.tool === tool : a.pressed ? on.includes(a.id) : undefined}
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
