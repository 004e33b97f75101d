import { MAX_NAME_LENGTH } from '@ferieplan/contracts';
import { Field } from '@ferieplan/ui';

interface NameFieldProps {
  label: string;
  error: string | null;
  value: string;
  onValue: (value: string) => void;
  disabled: boolean;
  /** The server's limit for this name: a person's or organisation's unless told (a team's is shorter). */
  maxLength?: number;
}

/** The required name input of the admin's forms (employee, organisation, team), cut at the server's limit. */
export function NameField({ maxLength = MAX_NAME_LENGTH, ...field }: NameFieldProps) {
  return <Field required maxLength={maxLength} {...field} />;
}
