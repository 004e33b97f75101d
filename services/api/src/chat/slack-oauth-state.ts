import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an install started in Ferieplan may take in Slack before its state expires. */
const STATE_TTL_MS = 15 * 60 * 1000;

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`slack-oauth-state:${payload}`).digest('base64url');

/**
 * OAuth's `state`: which organisation the admin (membership id) is connecting, until when, signed with
 * SECRETS_KEY. The callback comes without the admin's bearer token: this proves who started it.
 */
export function signState(
  key: Buffer,
  organizationId: string,
  membershipId: string,
  now = Date.now(),
): string {
  const payload = `${organizationId}.${membershipId}.${now + STATE_TTL_MS}`;
  return `${payload}.${mac(key, payload)}`;
}

export function readState(
  key: Buffer,
  state: string,
  now = Date.now(),
): { organizationId: string; membershipId: string } | null {
  const parts = state.split('.');
  if (parts.length !== 4) return null;
  const [organizationId, membershipId, expires, signature] = parts;
  const expected = Buffer.from(mac(key, `${organizationId}.${membershipId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) > now ? { organizationId, membershipId } : null;
}
