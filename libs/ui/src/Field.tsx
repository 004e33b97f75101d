import { useId, type InputHTMLAttributes } from 'react';
import './styles.js';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A lasting hint under the input, read as part of its description. */
  hint?: string;
  /** The validation message to show and announce, or null/undefined when the value is fine. */
  error?: string | null;
  /** The typed text, for the common case of binding the input to a state setter. */
  onValue?: (value: string) => void;
}

/**
 * The product's one labelled input: the label is tied by id, the hint and the validation message are
 * read as its description, and a message marks it invalid and is announced (role="alert").
 */
export function Field({ label, hint, error, onValue, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="fp-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onValue ? (event) => onValue(event.target.value) : undefined}
        {...input}
      />
      {hint ? (
        <span id={hintId} className="fp-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="fp-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
