import { describe, expect, it } from 'vitest';
import { validateInvitationSignup, validateSignup } from './signup-validation.js';

const valid = { email: 'kari@example.no', password: 'hemmelig', confirmPassword: 'hemmelig' };

describe('validateSignup', () => {
  it('accepts matching passwords of at least 6 characters', () => {
    expect(validateSignup(valid)).toBeNull();
    expect(validateSignup({ ...valid, password: '123456', confirmPassword: '123456' })).toBeNull();
  });

  it('checks that the passwords match before checking the length', () => {
    // Both rules broken: the mismatch is reported first.
    expect(validateSignup({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe(
      'Passordene samsvarer ikke',
    );
  });

  it('reports a short password once the passwords match', () => {
    expect(validateSignup({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Passordet må være minst 6 tegn',
    );
  });

  it('requires e-mail and password', () => {
    expect(validateSignup({ ...valid, email: '  ' })).toBe('E-post må fylles ut');
    expect(validateSignup({ ...valid, password: '', confirmPassword: '' })).toBe('Passord må fylles ut');
  });
});

describe('validateInvitationSignup', () => {
  it('requires the name first, then applies the sign-up rules', () => {
    expect(validateInvitationSignup({ ...valid, name: ' ', password: 'a', confirmPassword: 'b' })).toBe(
      'Vennligst skriv inn ditt navn',
    );
    expect(validateInvitationSignup({ ...valid, name: 'Kari', password: 'a', confirmPassword: 'b' })).toBe(
      'Passordene samsvarer ikke',
    );
    expect(validateInvitationSignup({ ...valid, name: 'Kari' })).toBeNull();
  });
});
