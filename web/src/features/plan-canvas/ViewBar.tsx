/**
 * Above the canvas: Prev / Next with the view's title (the first index is 0), and for a custom viewport
 * its QTY input (the quantity rules: below 1 or not a number is 1), its Notes popup and its rank typed
 * as a position (clamped to 1..n, the viewports re-ranked 1..n).
 */
import { useState } from 'react';
import { normaliseQuantity, rankViewport, updateRecord, type CommandEnv, type PlanDocument, type PlanView } from '@configurator/core';
import { usePlanStore } from './plan-store.ts';
import { NotesPopup } from './NotesPopup.tsx';

/** readOnly: a locked order's plan: the viewport's fields read as text; its notes open to be read. */
export function ViewBar({
  views,
  current,
  doc,
  readOnly = false,
}: {
  views: PlanView[];
  current: number;
  doc: PlanDocument;
  env: CommandEnv;
  readOnly?: boolean;
}) {
  const view = views[current];
  const viewport = view?.isViewport && view.customViewId !== null ? doc.archCustomView.get(view.customViewId) : undefined;
  const [notesOpen, setNotesOpen] = useState(false);
  const store = usePlanStore.getState;
  const position = viewport ? [...doc.archCustomView.values()].sort((a, b) => a.rank - b.rank || a.id - b.id).findIndex((v) => v.id === viewport.id) + 1 : 0;
  return (
    <div className="plan-view-bar">
      <button type="button" className="btn" disabled={current <= 0} onClick={() => store().setView(current - 1)} aria-keyshortcuts="PageUp">
        Prev
      </button>
      <h2 className="plan-view-title" data-testid="plan-view-title">
        {view?.title}
      </h2>
      <button type="button" className="btn" disabled={current >= views.length - 1} onClick={() => store().setView(current + 1)} aria-keyshortcuts="PageDown">
        Next
      </button>
      {viewport && (
        <div className="plan-viewport-fields">
          <label className="plan-field">
            <span className="field-label">Title</span>
            <input
              key={`t${viewport.id}:${viewport.title}`}
              className="input"
              defaultValue={viewport.title}
              maxLength={255}
              readOnly={readOnly}
              onBlur={(e) =>
                !readOnly &&
                store().run(updateRecord(store().doc, 'archCustomView', viewport.id, { title: e.target.value.trim() || viewport.title }, 'Rename viewport'), {
                  select: false,
                })
              }
            />
          </label>
          <label className="plan-field plan-field-narrow">
            <span className="field-label">QTY</span>
            <input
              key={`q${viewport.id}:${viewport.quantity}`}
              className="input"
              inputMode="numeric"
              defaultValue={viewport.quantity}
              readOnly={readOnly}
              onBlur={(e) =>
                !readOnly &&
                store().run(updateRecord(store().doc, 'archCustomView', viewport.id, { quantity: normaliseQuantity(e.target.value) }, 'Set quantity'), {
                  select: false,
                })
              }
              onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
            />
          </label>
          <label className="plan-field plan-field-narrow">
            <span className="field-label">Rank</span>
            <input
              key={`r${viewport.id}:${position}`}
              className="input"
              inputMode="numeric"
              defaultValue={position}
              readOnly={readOnly}
              onBlur={(e) => {
                if (readOnly) return;
                const result = rankViewport(store().doc, viewport.id, e.target.value);
                if (result) store().run(result, { select: false });
                else e.target.value = String(position);
              }}
              onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
            />
          </label>
          <button type="button" className="btn" onClick={() => setNotesOpen(true)}>
            Notes
          </button>
        </div>
      )}
      {notesOpen && viewport && (
        <NotesPopup
          viewport={viewport}
          readOnly={readOnly}
          onClose={() => setNotesOpen(false)}
          onSubmit={(notes) => {
            setNotesOpen(false);
            store().run(updateRecord(store().doc, 'archCustomView', viewport.id, notes, 'Edit notes'), { select: false });
          }}
        />
      )}
    </div>
  );
}
