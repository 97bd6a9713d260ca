/**
 * An item's engraving arrays (spec catalogue §3 productInstance.engravingArrays; issue 19 item 17):
 * one list of engraving entries (a line of text or a symbol id) per entry of the product's array
 * property. The owner edits them as JSON; the text is checked as it is typed against the same schema
 * the server applies (core's engravingArraysInput: at most 100 entries of 20 lines, lines of 200
 * characters), the problems are named at the field, and Save stays off until the text is valid.
 * Saved through the item's update call.
 */
import { useId, useMemo, useState } from 'react';
import { engravingArraysInput } from '@configurator/core';
import { useOrderStore } from '../../order-state/order-store.ts';
import type { ItemView } from '../../order-state/order-types.ts';

type Checked = { ok: true; value: NonNullable<ItemView['engravingArrays']> } | { ok: false; problems: string[] };

export const ENGRAVING_ARRAYS_EXAMPLE = '[[{ "text": "Line 1" }, { "symbolId": 3 }]]';

/** The typed text checked: JSON first, then the server's schema (each problem with where it is). */
export function checkEngravingArrays(text: string): Checked {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() || '[]');
  } catch {
    return { ok: false, problems: [`Not valid JSON. Example: ${ENGRAVING_ARRAYS_EXAMPLE}`] };
  }
  const result = engravingArraysInput.safeParse(parsed);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.slice(0, 5).map((issue) => `${issue.path.length ? `At ${issue.path.join('.')}: ` : ''}${issue.message}`) };
}

export function EngravingArraysEditor({ item }: { item: ItemView }) {
  const id = useId();
  const stored = JSON.stringify(item.engravingArrays ?? [], null, 2);
  const [text, setText] = useState(stored);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const checked = useMemo(() => checkEngravingArrays(text), [text]);

  const save = async () => {
    if (!checked.ok) return;
    setSaving(true);
    setSaved(await useOrderStore.getState().updateItem(item.id, { engravingArrays: checked.value }));
    setSaving(false);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="engraving-arrays">
      <h3 className="item-notes-heading" id={`${id}-heading`}>
        Engraving arrays
      </h3>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Engraving arrays (JSON)
        </label>
        <textarea
          id={id}
          className="input admin-json"
          rows={5}
          spellCheck={false}
          value={text}
          aria-invalid={!checked.ok || undefined}
          aria-describedby={checked.ok ? undefined : `${id}-problems`}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
        />
        {!checked.ok && (
          <div className="field-error" id={`${id}-problems`} role="alert">
            {checked.problems.map((problem) => (
              <p key={problem} className="engraving-arrays-problem">
                {problem}
              </p>
            ))}
          </div>
        )}
      </div>
      <div className="admin-actions">
        <button type="button" className="btn" disabled={!checked.ok || saving || text === stored} onClick={() => void save()}>
          Save engraving arrays
        </button>
        {saved && <span role="status">Saved.</span>}
      </div>
    </section>
  );
}
