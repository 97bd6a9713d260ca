/**
 * The inspector beside the canvas (issue 33 item 3): the selected record's fields, generated from its
 * entity type's field list and schema (core inspectorFields), grouped, in the organisation's units.
 * Each committed field is one change of the plan (one undo step, one save) through the store's run,
 * the canvas's one commit path; a refused value stays at its field with the reason.
 */
import { inspectorFields, kindOf, parseRecordKey, type InspectorField, type PlanContext, type PlanDocument, type PlanOp } from '@configurator/core';
import { CommitField, type CommitOutcome } from '../../ui/CommitField.tsx';
import { usePlanStore } from './plan-store.ts';
import { OptionPicker } from './OptionPicker.tsx';

function commitField(field: InspectorField, key: string, input: string): CommitOutcome {
  const s = usePlanStore.getState();
  const applied = field.apply(input);
  if (!applied.ok) return applied;
  const { resource, id } = parseRecordKey(key as never);
  const before = s.doc[resource].get(id);
  if (!before) return { ok: false, message: 'This entity was removed' };
  if (JSON.stringify(before) === JSON.stringify(applied.record)) return { ok: true };
  const op = { resource, id, before, after: applied.record } as PlanOp;
  s.run({ ok: true, change: { label: `Set ${field.label.toLowerCase()}`, ops: [op] } }, { select: false });
  return { ok: true };
}

/** Fields by their group, in the order they come. */
function grouped(fields: InspectorField[]): [string, InspectorField[]][] {
  const groups = new Map<string, InspectorField[]>();
  for (const f of fields) groups.set(f.group ?? '', [...(groups.get(f.group ?? '') ?? []), f]);
  return [...groups];
}

/** What a selection of several can be used for: moved together, or on a read-only plan only looked at one by one. */
const MULTI_SELECTION_HINT = {
  editable: 'Drag them, or use the arrow keys, to move them together (one undo step). Select one to edit its fields.',
  readOnly: 'This plan is read-only. Select one of them to read its fields.',
};

const NUMERIC = new Set(['length', 'number', 'integer', 'angle']);

export function Inspector({ doc, context }: { doc: PlanDocument; context: PlanContext }) {
  const selection = usePlanStore((s) => s.selection);
  const readOnly = usePlanStore((s) => s.readOnly);
  if (selection.length === 0) {
    return (
      <section className="plan-inspector" aria-label="Inspector">
        <h2 className="plan-panel-title">Inspector</h2>
        <p className="muted plan-inspector-empty">
          Select something on the canvas, or in the list of entities, to {readOnly ? 'read' : 'edit'} its size, position and details here.
        </p>
      </section>
    );
  }
  if (selection.length > 1) {
    return (
      <section className="plan-inspector" aria-label="Inspector">
        <h2 className="plan-panel-title">{selection.length} selected</h2>
        <p className="muted plan-inspector-empty">{readOnly ? MULTI_SELECTION_HINT.readOnly : MULTI_SELECTION_HINT.editable}</p>
      </section>
    );
  }
  const key = selection[0]!;
  const { resource, id } = parseRecordKey(key);
  const record = doc[resource].get(id);
  if (!record) return null;
  const fields = inspectorFields(doc, key, context);
  const title = resource === 'entity' ? (context.entityTypes.get((record as { type: string }).type)?.title ?? 'Entity') : kindOf(resource).title;
  return (
    <section className="plan-inspector" aria-label="Inspector" data-testid="plan-inspector">
      <h2 className="plan-panel-title">{title}</h2>
      {fields.length === 0 && <p className="muted plan-inspector-empty">{kindOf(resource).describe(record as never, context)}</p>}
      {grouped(fields).map(([group, members]) => (
        <fieldset key={group || 'main'} className="plan-inspector-group">
          {group && <legend className="plan-inspector-legend">{group}</legend>}
          {members.map((field) =>
            field.kind === 'option' ? (
              <OptionPicker
                key={`${key}:${field.id}`}
                label={field.label}
                options={field.options ?? []}
                shown={field.shown}
                onCommit={(value) => commitField(field, key, value)}
              />
            ) : (
              <CommitField
                key={`${key}:${field.id}`}
                label={field.label}
                shown={field.shown}
                kind={field.kind === 'boolean' || field.kind === 'choice' || field.kind === 'longText' ? field.kind : 'text'}
                choices={field.choices}
                note={field.note}
                inputMode={NUMERIC.has(field.kind) ? 'decimal' : 'text'}
                wide={!NUMERIC.has(field.kind)}
                onCommit={(value) => commitField(field, key, value)}
              />
            ),
          )}
        </fieldset>
      ))}
    </section>
  );
}
