import { auth } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';

/** 'E-post' of the login and sign-up forms. */
export function EmailField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled: boolean }) {
  return (
    <Field
      label={auth.email}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
    />
  );
}
