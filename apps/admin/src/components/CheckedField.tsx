import { useId, type InputHTMLAttributes } from 'react';

interface CheckedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation message to show under the input, or null when the value is fine. */
  error: string | null;
}

/** A labelled input whose validation message is announced and tied to it (aria-invalid/-describedby). */
export function CheckedField({ label, error, ...input }: CheckedFieldProps) {
  const id = useId();
  return (
    <div className="fp-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="fp-error">
          {error}
        </p>
      )}
    </div>
  );
}
