import { describe, expect, it } from 'vitest';
import { givesUp, retryLimitFor } from './webhook-retry.js';

describe('webhook retries', () => {
  it('retries often enough to span 24 hours at the default first delay of 30 s', () => {
    const limit = retryLimitFor(30);
    // 30 s doubled 12 times adds up to 34 hours; two more as a margin.
    expect(limit).toBe(14);
    expect(30 * (2 ** (limit - 2) - 1)).toBeGreaterThanOrEqual(24 * 3600);
  });

  it('gives a delivery up once it is 24 hours old, not before', () => {
    const created = new Date('2026-11-26T12:00:00Z');
    expect(givesUp(created, new Date('2026-11-27T11:59:59Z'))).toBe(false);
    expect(givesUp(created, new Date('2026-11-27T12:00:00Z'))).toBe(true);
  });
});
