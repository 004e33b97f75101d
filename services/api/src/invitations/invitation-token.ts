import { randomBytes } from 'node:crypto';
import { INVITATION_VALIDITY_DAYS } from '@ferieplan/contracts';
import { sha256Hex } from '../common/sha256.js';

/** 24 random bytes in base64url: exactly 32 characters of A-Z, a-z, 0-9, '-' and '_'. */
export const newInvitationToken = (): string => randomBytes(24).toString('base64url');

export const invitationExpiry = (now = new Date()): Date =>
  new Date(now.getTime() + INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000);

/** Only this is stored: a leaked database holds no working invitation links. */
export const hashInvitationToken = (token: string): string => sha256Hex(token);
