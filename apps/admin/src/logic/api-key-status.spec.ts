import { describe, expect, it } from 'vitest';
import { apiKeyStatus } from './api-key-status.js';

describe('apiKeyStatus', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  it('a revoked key is revoked, whatever its expiry', () => {
    expect(
      apiKeyStatus({ revokedAt: '2027-02-01T00:00:00.000Z', expiresAt: '2026-01-01T00:00:00.000Z' }, now),
    ).toBe('revoked');
  });
  it('a key past its expiry is expired; before it, or without one, active', () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2027-03-01T11:59:59.000Z' }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2027-03-01T12:00:01.000Z' }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
  });
});
