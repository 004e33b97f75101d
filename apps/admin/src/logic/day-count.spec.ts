import { describe, expect, it } from 'vitest';
import { dayCountLabel } from './day-count.js';

describe('dayCountLabel', () => {
  it('says "1 dag" for a single weekday', () => {
    expect(dayCountLabel('2026-03-02', '2026-03-02')).toBe('1 dag');
  });
  it('counts weekdays only, both ends inclusive', () => {
    // Mon 2 Mar .. Sun 8 Mar 2026: five weekdays
    expect(dayCountLabel('2026-03-02', '2026-03-08')).toBe('5 dager');
  });
  it('leaves out public holidays (Easter 2026: 2, 3 and 6 April)', () => {
    // Mon 30 Mar .. Mon 6 Apr 2026: weekdays 30, 31, 1, 2, 3, 6; holidays 2, 3, 6 -> 3 days
    expect(dayCountLabel('2026-03-30', '2026-04-06')).toBe('3 dager');
  });
  it('says "0 dager" for a weekend-only request', () => {
    expect(dayCountLabel('2026-03-07', '2026-03-08')).toBe('0 dager');
  });
});
