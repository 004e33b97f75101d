import { INVITATION_TOKEN_PATTERN } from '@ferieplan/contracts';
import { describe, expect, it } from 'vitest';
import { invitationExpiry, newInvitationToken } from './invitation-token.js';

describe('invitation tokens', () => {
  it('are 32 URL-safe characters and unique', () => {
    const tokens = new Set(Array.from({ length: 200 }, newInvitationToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(INVITATION_TOKEN_PATTERN);
  });

  it('expire 7 days after sending', () => {
    expect(invitationExpiry(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-08T10:00:00.000Z');
  });
});
