/**
 * The canvas's text alternative and its list of entities: the entities of the view, each described; a
 * row selects its entity and brings it into view (issue 33 item 4), and the rows of the selection are
 * marked. Open from the start on a small view; on a large one its rows are built only when opened (a
 * plan can hold thousands of entities). A row re-renders only when its record or its selection changed:
 * a typed inspector value redraws one row, not the list (issue 33 item 8).
 */
import { memo, useCallback, useRef, useState } from 'react';
import { kindOf, parseRecordKey, type PlanContext, type PlanDocument, type RecordKey } from '@configurator/core';
import { usePlanStore } from './plan-store.ts';

/** Rows listed at most; the rest are counted. */
const LIST_MAX = 500;
/** Views with at most this many entities open the list from the start. */
const OPEN_UP_TO = 200;

export function EntityList({
  doc,
  keys,
  context,
  onReveal,
}: {
  doc: PlanDocument;
  /** The view's records in drawing order (plan-visible.ts), computed once by the editor for each change. */
  keys: readonly RecordKey[];
  context: PlanContext;
  onReveal: (key: RecordKey) => void;
}) {
  // Unset until the user opens or closes it: the view's size decides (the plan may load after the list is made).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? keys.length <= OPEN_UP_TO;
  const selection = usePlanStore((s) => s.selection);
  // The rows keep one callback that calls the latest onReveal (made anew on each render of the editor).
  const latestReveal = useRef(onReveal);
  latestReveal.current = onReveal;
  const reveal = useCallback((key: RecordKey) => latestReveal.current(key), []);
  return (
    <details className="plan-entity-list" open={open} onToggle={(e) => setChosen((e.target as HTMLDetailsElement).open)}>
      <summary>Entities in this view ({keys.length})</summary>
      {open && (
        <ul>
          {keys.slice(0, LIST_MAX).map((key) => {
            const { resource, id } = parseRecordKey(key);
            return (
              <EntityRow key={key} recordKey={key} record={doc[resource].get(id)} context={context} selected={selection.includes(key)} onReveal={reveal} />
            );
          })}
          {keys.length > LIST_MAX && <li>and {keys.length - LIST_MAX} more</li>}
        </ul>
      )}
    </details>
  );
}

const EntityRow = memo(function EntityRow({
  recordKey,
  record,
  context,
  selected,
  onReveal,
}: {
  recordKey: RecordKey;
  record: unknown;
  context: PlanContext;
  selected: boolean;
  onReveal: (key: RecordKey) => void;
}) {
  const text = kindOf(parseRecordKey(recordKey).resource).describe(record as never, context);
  return (
    <li>
      <button
        type="button"
        className="plan-entity-row"
        aria-pressed={selected}
        onClick={(e) => {
          const s = usePlanStore.getState();
          const next = e.shiftKey ? (s.selection.includes(recordKey) ? s.selection.filter((k) => k !== recordKey) : [...s.selection, recordKey]) : [recordKey];
          s.select(next, `Selected: ${text}`);
          onReveal(recordKey);
        }}
      >
        {text}
      </button>
    </li>
  );
});
