import { randomBytes } from 'node:crypto';

/** Stripe-looking ids: prefix + 24 random alphanumerics (e.g. cs_test_a1B2...). */
export function stripeId(prefix) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(24);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${prefix}_${out}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
