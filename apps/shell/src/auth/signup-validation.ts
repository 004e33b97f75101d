import { auth } from '@ferieplan/texts';
import { MIN_PASSWORD_LENGTH } from '@ferieplan/contracts';

export interface SignupInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Spec section 5: required fields, then 'Passordene samsvarer ikke', then 'Passordet må være minst 6 tegn'
 * (in this order). Returns the first message, or null when the input may be sent.
 */
export function validateSignup({ email, password, confirmPassword }: SignupInput): string | null {
  if (!email.trim()) return auth.emailRequired;
  if (!password) return auth.passwordRequired;
  if (password !== confirmPassword) return auth.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return auth.passwordTooShort;
  return null;
}

/** Invitation mode adds the name, checked first ('Vennligst skriv inn ditt navn'). */
export function validateInvitationSignup(input: SignupInput & { name: string }): string | null {
  if (!input.name.trim()) return auth.nameRequired;
  return validateSignup(input);
}
