// Where to go after signing in: the protected location a visitor was sent away from, else /organizations.
// Kept in router state (spec) and in session storage, so it survives a detour via the navbar's 'Logg inn'.
const KEY = 'ferieplan.returnTo';
const DEFAULT_AFTER_SIGN_IN = '/organizations';

export interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Only same-app paths are accepted (never '//host' or 'https://...'). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.startsWith('/login') || value.startsWith('/opprett-konto')) return null;
  return value;
}

function pathOf(from: FromLocation): string {
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function rememberReturnTo(from: FromLocation): void {
  try {
    sessionStorage.setItem(KEY, pathOf(from));
  } catch {
    // optional
  }
}

/** Drops a remembered location (on sign-out, so the next sign-in does not open the last user's page). */
export function forgetReturnTo(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // optional
  }
}

/** The target after a successful sign-in; consumes the remembered location. */
export function takeReturnTo(state: unknown): string {
  const fromState = (state as { from?: FromLocation } | null)?.from;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(KEY);
  } catch {
    // optional
  }
  forgetReturnTo();
  return (
    safeReturnPath(fromState ? pathOf(fromState) : null) ?? safeReturnPath(stored) ?? DEFAULT_AFTER_SIGN_IN
  );
}
