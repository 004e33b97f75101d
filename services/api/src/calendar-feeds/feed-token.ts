import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the secret part of a calendar URL. */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked database does not reveal working calendar URLs. */
export const hashFeedToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The token from the last path segment, with or without the '.ics' some calendar apps want. */
export function tokenFromPath(segment: string): string | null {
  const token = segment.endsWith('.ics') ? segment.slice(0, -4) : segment;
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
