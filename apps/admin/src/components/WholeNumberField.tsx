import { Field, type FieldProps } from '@ferieplan/ui';

/** The input props of a whole number (the server validates the range). */
export const wholeNumberInput = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/** A labelled field for a whole number of days or people: never below 0 unless told. */
export function WholeNumberField({ min = 0, ...field }: Omit<FieldProps, keyof typeof wholeNumberInput>) {
  return <Field {...wholeNumberInput} min={min} {...field} />;
}
