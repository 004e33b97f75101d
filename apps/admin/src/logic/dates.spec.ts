import { describe, expect, it } from 'vitest';
import { formatDateRange, formatExpiry } from './dates.js';

describe('the dates of the admin lists', () => {
  it("shows a request's period in Norwegian words, one date for one day", () => {
    expect(formatDateRange('2026-03-03', '2026-03-07')).toBe('3. mars 2026 – 7. mars 2026');
    expect(formatDateRange('2026-12-31', '2027-01-01')).toBe('31. desember 2026 – 1. januar 2027');
    expect(formatDateRange('2026-05-18', '2026-05-18')).toBe('18. mai 2026');
  });

  it("shows an invitation's expiry as dd.mm.åååå on the browser's calendar", () => {
    const local = new Date(2026, 0, 5, 23, 30).toISOString();
    expect(formatExpiry(local)).toBe('05.01.2026');
    expect(formatExpiry('not a date')).toBe('not a date');
  });
});
