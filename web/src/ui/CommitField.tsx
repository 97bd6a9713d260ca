/**
 * A typed field that commits like a design tool's inspector (DESIGN.md rule 8): Enter or leaving the
 * field commits, Escape puts the shown value back; a value the caller refuses stays in the field,
 * marked (aria-invalid) with the reason under it, and nothing is committed. Switches and lists commit
 * on change. The shown value follows the record when it changes elsewhere (undo, a drag).
 */
import { useEffect, useId, useState } from 'react';

export type CommitOutcome = { ok: true } | { ok: false; message: string };

interface CommitFieldProps {
  label: string;
  /** The value as the record holds it, as text ('true'/'false' for a switch). */
  shown: string;
  kind: 'text' | 'longText' | 'boolean' | 'choice';
  choices?: readonly { value: string; label: string }[];
  note?: string;
  /** Applies the typed value: ok, or why it is refused. */
  onCommit(value: string): CommitOutcome;
  inputMode?: 'decimal' | 'text';
  testId?: string;
  /** Takes the whole row of a two-column form (texts, lists, switches). */
  wide?: boolean;
}

export function CommitField({ label, shown, kind, choices, note, onCommit, inputMode, testId, wide }: CommitFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // After a commit the record shows the value in its own words (312 → 26' 0"), even when it did not change.
  const [committed, setCommitted] = useState(0);
  useEffect(() => {
    setDraft(shown);
    setError(null);
  }, [shown, committed]);

  const commit = (value: string) => {
    if (value === shown) return setError(null);
    const outcome = onCommit(value);
    setError(outcome.ok ? null : outcome.message);
    if (outcome.ok) setCommitted((n) => n + 1);
  };
  const described = [error ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;

  if (kind === 'boolean') {
    return (
      <div className="commit-field commit-field-switch commit-field-wide">
        <input
          id={id}
          type="checkbox"
          checked={shown === 'true'}
          onChange={(e) => commit(String(e.target.checked))}
          aria-describedby={described}
          data-testid={testId}
        />
        <label htmlFor={id}>{label}</label>
        {error && (
          <span id={`${id}-error`} className="commit-field-error">
            {error}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className={wide ? 'commit-field commit-field-wide' : 'commit-field'}>
      <label htmlFor={id} className="commit-field-label">
        {label}
      </label>
      {kind === 'choice' ? (
        <select id={id} className="input" value={shown} onChange={(e) => commit(e.target.value)} aria-describedby={described} data-testid={testId}>
          {choices?.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ) : kind === 'longText' ? (
        <textarea
          id={id}
          className="input"
          rows={2}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          data-testid={testId}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(e) => {
            // Enter commits; Shift+Enter is a new line.
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              commit(draft);
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              setDraft(shown);
              setError(null);
            }
          }}
        />
      ) : (
        <input
          id={id}
          className="input"
          value={draft}
          inputMode={inputMode}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          data-testid={testId}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(draft);
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              setDraft(shown);
              setError(null);
            }
          }}
        />
      )}
      {note && (
        <span id={`${id}-note`} className="commit-field-note">
          {note}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="commit-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
