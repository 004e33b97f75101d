import { auth } from '@ferieplan/texts';
import { Field } from '@ferieplan/ui';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  disabled: boolean;
}

/** 'Passord' and 'Bekreft passord' of both sign-up forms (normal and invitation mode). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={auth.password}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={props.password}
        onChange={(e) => props.onPasswordChange(e.target.value)}
        disabled={props.disabled}
      />
      <Field
        label={auth.confirmPassword}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={props.confirmPassword}
        onChange={(e) => props.onConfirmPasswordChange(e.target.value)}
        disabled={props.disabled}
      />
    </>
  );
}
