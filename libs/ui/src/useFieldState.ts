import { useState } from 'react';

/**
 * A form field's typed text and its validation message. `bind` ties both to a <Field> (value, error,
 * onValue); the form's submit checks `value` and sets `error`.
 */
export function useFieldState(initial: string) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return { value, setValue, error, setError, bind: { value, error, onValue: setValue } };
}
