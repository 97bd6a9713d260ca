/**
 * A JSON text editor that reports on blur (§5): onValid with the parsed value, onInvalid with the
 * text. What an invalid text means is the caller's (option data keeps it as text; data fields save
 * nothing and log 'value is not json.').
 */
import { useEffect, useId, useState } from 'react';

interface Props {
  label: string;
  value: unknown;
  onValid: (value: unknown, text: string) => void;
  onInvalid: (text: string) => void;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

export function JsonEditor({ label, value, onValid, onInvalid }: Props) {
  const id = useId();
  const shown = show(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    if (text === shown) return;
    try {
      onValid(JSON.parse(text), text);
    } catch {
      onInvalid(text);
    }
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="input admin-json" value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} onBlur={commit} />
    </div>
  );
}
