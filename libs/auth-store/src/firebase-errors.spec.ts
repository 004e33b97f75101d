import { describe, expect, it } from 'vitest';
import { authErrors } from '@ferieplan/texts';
import { authErrorMessage, firebaseErrorCode } from './firebase-errors.js';

const fallback = 'Kunne ikke logge inn med e-post';
const firebaseError = (code: string) => ({
  code: `auth/${code}`,
  message: `Firebase: Error (auth/${code}).`,
});

// Every code of spec section 8 (multi-factor and reCAPTCHA represented by their listed members).
const specCodes = [
  'invalid-email',
  'wrong-password',
  'missing-password',
  'invalid-credential',
  'email-already-in-use',
  'operation-not-allowed',
  'credential-already-in-use',
  'user-not-found',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'invalid-user-token',
  'user-token-expired',
  'user-disabled',
  'password-does-not-meet-requirements',
  'invalid-verification-code',
  'invalid-verification-id',
  'code-expired',
  'unauthorized-continue-uri',
  'admin-restricted-operation',
  'multi-factor-auth-required',
  'missing-recaptcha-token',
  'invalid-recaptcha-token',
  'invalid-recaptcha-action',
  'missing-client-type',
  'invalid-client-type',
  'missing-recaptcha-version',
  'invalid-recaptcha-version',
  'network-request-failed',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'account-exists-with-different-credential',
  'login-blocked',
  'user-mismatch',
  'tenant-id-mismatch',
  'invalid-api-key',
  'auth-domain-config-required',
];

describe('authErrorMessage', () => {
  it.each(specCodes)('maps auth/%s to a Norwegian message, not the fallback', (code) => {
    const message = authErrorMessage(firebaseError(code), fallback);
    expect(message).not.toBe(fallback);
    expect(message).toBe(authErrors[code]);
    expect(message).not.toMatch(/Firebase|auth\//);
  });

  it('gives one login message whether e-mail enumeration protection is on or off', () => {
    const messages = ['invalid-credential', 'wrong-password', 'user-not-found'].map((code) =>
      authErrorMessage(firebaseError(code), fallback),
    );
    expect(new Set(messages).size).toBe(1);
  });

  it('reads the code out of the message when the code field is missing', () => {
    expect(authErrorMessage({ message: 'Firebase: Error (auth/user-disabled).' }, fallback)).toBe(
      authErrors['user-disabled'],
    );
  });

  it('maps unknown multi-factor and reCAPTCHA codes to their family message', () => {
    expect(authErrorMessage(firebaseError('multi-factor-something-new'), fallback)).toBe(
      authErrors['multi-factor-auth-required'],
    );
    expect(authErrorMessage(firebaseError('recaptcha-something-new'), fallback)).toBe(
      authErrors['invalid-recaptcha-token'],
    );
  });

  it('falls back for unknown codes and non-Firebase errors', () => {
    expect(authErrorMessage(firebaseError('brand-new-code'), fallback)).toBe(fallback);
    expect(authErrorMessage(new Error('boom'), fallback)).toBe(fallback);
    expect(authErrorMessage(undefined, fallback)).toBe(fallback);
    expect(authErrorMessage({ code: 'auth/constructor' }, fallback)).toBe(fallback);
  });
});

describe('firebaseErrorCode', () => {
  it('strips the auth/ prefix', () => {
    expect(firebaseErrorCode({ code: 'auth/popup-blocked' })).toBe('popup-blocked');
    expect(firebaseErrorCode({ code: 'storage/other' })).toBeNull();
  });
});
