// Token timing of spec section 9: refresh 5 minutes before expiry; check shortly before it expires.
export const REFRESH_AHEAD_MS = 5 * 60 * 1000;
const EXPIRY_CHECK_MARGIN_MS = 60 * 1000;

/** True when a token expiring at `expiresAt` should be refreshed before use. */
export function refreshIsDue(expiresAt: number, now: number): boolean {
  return !Number.isFinite(expiresAt) || expiresAt - now <= REFRESH_AHEAD_MS;
}

/** Milliseconds until the "could the session be refreshed?" check, one minute before expiry. */
export function expiryCheckDelay(expiresAt: number, now: number): number {
  if (!Number.isFinite(expiresAt)) return 0;
  return Math.max(0, expiresAt - now - EXPIRY_CHECK_MARGIN_MS);
}
