/** The order statuses of the settings page: add, rename, reorder (up/down), type, guest visibility, milestone, stocked titles. */
import type { EditableOrgSettings } from '@configurator/core';

type Status = EditableOrgSettings['productOrderStatuses'][number];

interface StatusesEditorProps {
  statuses: Status[];
  inUse: string[];
  types: readonly Status['type'][];
  error?: string;
  onChange: (statuses: Status[]) => void;
}

const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function StatusesEditor({ statuses, inUse, types, error, onChange }: StatusesEditorProps) {
  const set = (index: number, patch: Partial<Status>) => onChange(statuses.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: number) => {
    const next = [...statuses];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const add = () => {
    let n = statuses.length + 1;
    while (statuses.some((s) => s.key === `status${n}`)) n++;
    onChange([...statuses, { key: `status${n}`, type: 'static', title: 'New status', description: '', isVisibleToGuest: true, isMilestone: false }]);
  };
  return (
    <fieldset className="org-settings-group">
      <legend>Order statuses</legend>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ol className="org-statuses">
        {statuses.map((status, index) => {
          const id = `status-${index}`;
          const used = inUse.includes(status.key);
          return (
            <li key={index} className="org-status">
              <div className="org-settings-row">
                <div className="field">
                  <label className="field-label" htmlFor={`${id}-title`}>
                    Title
                  </label>
                  <input id={`${id}-title`} className="input" value={status.title} onChange={(e) => set(index, { title: e.target.value })} />
                </div>
                <div className="field">
                  <label className="field-label" htmlFor={`${id}-key`}>
                    Key
                  </label>
                  <input id={`${id}-key`} className="input" value={status.key} readOnly={used} onChange={(e) => set(index, { key: e.target.value })} />
                </div>
                <div className="field">
                  <label className="field-label" htmlFor={`${id}-type`}>
                    Type
                  </label>
                  <select id={`${id}-type`} className="input" value={status.type} onChange={(e) => set(index, { type: e.target.value as Status['type'] })}>
                    {types.map((t) => (
                      <option key={t} value={t}>
                        {words(t)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label className="field-label" htmlFor={`${id}-stocked`}>
                    Title for stocked orders
                  </label>
                  <input
                    id={`${id}-stocked`}
                    className="input"
                    value={status.stockedOrderTitle ?? ''}
                    onChange={(e) => set(index, { stockedOrderTitle: e.target.value || undefined })}
                  />
                </div>
              </div>
              <div className="org-settings-row">
                <label className="org-settings-check">
                  <input type="checkbox" checked={status.isVisibleToGuest} onChange={(e) => set(index, { isVisibleToGuest: e.target.checked })} /> Guests see it
                </label>
                <label className="org-settings-check">
                  <input type="checkbox" checked={status.isMilestone} onChange={(e) => set(index, { isMilestone: e.target.checked })} /> Milestone
                </label>
                <span className="org-status-actions">
                  <button type="button" className="btn btn-small" disabled={index === 0} onClick={() => move(index, -1)}>
                    Up<span className="visually-hidden">: {status.title}</span>
                  </button>
                  <button type="button" className="btn btn-small" disabled={index === statuses.length - 1} onClick={() => move(index, 1)}>
                    Down<span className="visually-hidden">: {status.title}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={used}
                    title={used ? 'Orders are at this status' : undefined}
                    onClick={() => onChange(statuses.filter((_, i) => i !== index))}
                  >
                    Remove<span className="visually-hidden">: {status.title}</span>
                  </button>
                </span>
              </div>
              {used && <p className="org-settings-hint">In use by orders: it cannot be removed.</p>}
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" className="btn" onClick={add}>
          Add a status
        </button>
      </div>
    </fieldset>
  );
}
