import { createHash } from 'node:crypto';

/** SHA-256 as hex: what is stored of a secret that travels in a link (a leaked database opens nothing). */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
