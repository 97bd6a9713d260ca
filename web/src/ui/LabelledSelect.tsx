/**
 * A labelled native select whose choices carry typed values (strings or numbers): the filter bars
 * (orders list, admin lists) and the admin editors' pickers. The value travels as text in the DOM;
 * the chosen entry's own value is handed back, so numeric ids stay numbers.
 */
import { useId } from 'react';

export interface SelectChoice<V extends string | number> {
  value: V;
  label: string;
}

interface LabelledSelectProps<V extends string | number> {
  label: string;
  value: V;
  choices: readonly SelectChoice<V>[];
  onChange: (value: V) => void;
  /** Extra class of the wrapping field, for layout. */
  fieldClassName?: string;
}

export function LabelledSelect<V extends string | number>({ label, value, choices, onChange, fieldClassName }: LabelledSelectProps<V>) {
  const id = useId();
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={String(value)}
        onChange={(event) => {
          const choice = choices.find((c) => String(c.value) === event.target.value);
          if (choice) onChange(choice.value);
        }}
      >
        {choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
