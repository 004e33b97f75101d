import { createHmac, randomBytes } from 'node:crypto';

/** The header every delivery carries (Stripe's scheme, under our name). */
export const SIGNATURE_HEADER = 'Ferieplan-Signature';

/** A new signing secret: `whsec_` and 32 random bytes (base64url). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the whole secret>`. The
 * timestamp is signed with the body, so a receiver that rejects old timestamps stops replays.
 */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
