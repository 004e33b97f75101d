// The fields of the sign-in and sign-up forms, as AuthForm renders them.
import { auth } from '@ferieplan/texts';
import type { AuthField } from './AuthForm.js';

type Bound = Pick<AuthField, 'value' | 'onValue'>;

/** 'E-post' of the login and sign-up forms. */
export const emailField = (bound: Bound): AuthField => ({
  label: auth.email,
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  ...bound,
});

/** 'Passord' of the login form. */
export const currentPasswordField = (bound: Bound): AuthField => ({
  label: auth.password,
  type: 'password',
  name: 'password',
  autoComplete: 'current-password',
  ...bound,
});

/** 'Passord' and 'Bekreft passord' of both sign-up forms (normal and invitation mode). */
export const newPasswordFields = (password: Bound, confirmPassword: Bound): AuthField[] => [
  { label: auth.password, type: 'password', name: 'password', autoComplete: 'new-password', ...password },
  {
    label: auth.confirmPassword,
    type: 'password',
    name: 'confirmPassword',
    autoComplete: 'new-password',
    ...confirmPassword,
  },
];
