/** A labelled input with its error message, announced and tied to the input for assistive tech. */
import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  /** Extra class of the wrapping field, for layout. */
  fieldClassName?: string;
  /** The input itself (React 19 passes it as a prop), e.g. to give focus back to it. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, fieldClassName, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input {...inputProps} id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
