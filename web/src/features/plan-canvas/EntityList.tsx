/**
 * The canvas's text alternative: the entities of the view, each described and selectable. Collapsed
 * by default; its rows are built only when opened (a plan can hold thousands of entities).
 */
import { useState } from 'react';
import { kindOf, parseRecordKey, type PlanContext, type PlanDocument } from '@configurator/core';
import { usePlanStore } from './plan-store.ts';
import { visibleKeys } from './plan-visible.ts';

/** Rows listed at most; the rest are counted. */
const LIST_MAX = 500;

export function EntityList({ doc, context }: { doc: PlanDocument; context: PlanContext }) {
  const [open, setOpen] = useState(false);
  const selection = usePlanStore((s) => s.selection);
  const keys = visibleKeys(doc, context);
  return (
    <details className="plan-entity-list" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>Entities in this view ({keys.length})</summary>
      {open && (
        <ul>
          {keys.slice(0, LIST_MAX).map((key) => {
            const { resource, id } = parseRecordKey(key);
            const text = kindOf(resource).describe(doc[resource].get(id) as never, context);
            return (
              <li key={key}>
                <button type="button" className="plan-entity-row" aria-pressed={selection.includes(key)} onClick={() => usePlanStore.getState().select([key], `Selected: ${text}`)}>
                  {text}
                </button>
              </li>
            );
          })}
          {keys.length > LIST_MAX && <li>and {keys.length - LIST_MAX} more</li>}
        </ul>
      )}
    </details>
  );
}
