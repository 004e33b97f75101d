import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../common/sha256.js';

const KEY_PREFIX = 'fp_';
/** `fp_` + 32 random bytes as base64url (43 characters). */
const API_KEY = /^fp_[A-Za-z0-9_-]{43}$/;
/** What the list shows of a key: `fp_` and its first 8 random characters (48 bits: recognisable, not usable). */
const VISIBLE_CHARACTERS = KEY_PREFIX.length + 8;

/** A new key: 256 random bits, so it cannot be guessed (and its hash cannot be reversed by search). */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, VISIBLE_CHARACTERS), hash: hashApiKey(key) };
}

/**
 * Only this is stored. SHA-256 rather than a slow password hash (bcrypt, argon2): a slow hash protects
 * low-entropy passwords against guessing, but a 256-bit random key cannot be guessed at any speed, and a
 * slow hash would cost tens of milliseconds of CPU on every API request. An unsalted hash also lets the
 * lookup be one unique-index probe. A leaked database still opens nothing.
 */
export const hashApiKey = (key: string): string => sha256Hex(key);

/** Whether a bearer token is meant as an API key (then only the key strategy judges it). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith(KEY_PREFIX);

/** Whether it has the shape of a key at all (a malformed one is refused without a database query). */
export const isWellFormedApiKey = (token: string): boolean => API_KEY.test(token);
