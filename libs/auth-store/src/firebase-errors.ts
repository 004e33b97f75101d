import { authErrors } from '@ferieplan/texts';

/** 'auth/wrong-password' -> 'wrong-password'; also reads codes out of "Firebase: Error (auth/x)." messages. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('auth/')) return code.slice(5);
  if (typeof message === 'string') {
    const match = /\(auth\/([a-z0-9-]+)\)/.exec(message);
    if (match) return match[1]!;
  }
  return null;
}

/** The Norwegian message of a Firebase Auth error, else the caller's fallback (never English text). */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = firebaseErrorCode(error);
  if (code && Object.hasOwn(authErrors, code)) return authErrors[code]!;
  if (code?.startsWith('multi-factor')) return authErrors['multi-factor-auth-required']!;
  if (code?.includes('recaptcha')) return authErrors['invalid-recaptcha-token']!;
  return fallback;
}
