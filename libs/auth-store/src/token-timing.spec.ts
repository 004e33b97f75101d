import { describe, expect, it } from 'vitest';
import { expiryCheckDelay, refreshIsDue } from './token-timing.js';

const minute = 60_000;

describe('refreshIsDue', () => {
  it('keeps a token with more than 5 minutes left', () => {
    expect(refreshIsDue(10 * minute + 1, 0)).toBe(false);
    expect(refreshIsDue(5 * minute + 1, 0)).toBe(false);
  });
  it('refreshes a token within 5 minutes of expiry, expired or unreadable', () => {
    expect(refreshIsDue(5 * minute, 0)).toBe(true);
    expect(refreshIsDue(minute, 0)).toBe(true);
    expect(refreshIsDue(0, minute)).toBe(true);
    expect(refreshIsDue(Number.NaN, 0)).toBe(true);
  });
});

describe('expiryCheckDelay', () => {
  it('checks one minute before expiry, never in the past', () => {
    expect(expiryCheckDelay(60 * minute, 0)).toBe(59 * minute);
    expect(expiryCheckDelay(30_000, 0)).toBe(0);
    expect(expiryCheckDelay(Number.NaN, 0)).toBe(0);
  });
});
