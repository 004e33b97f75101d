import { describe, expect, it } from 'vitest';
import { dayCountLabel } from './day-count.js';

describe('dayCountLabel', () => {
  it('says "1 dag" for a single weekday', () => {
    expect(dayCountLabel({ startDate: '2026-03-02', endDate: '2026-03-02' })).toBe('1 dag');
  });
  it('counts weekdays only, both ends inclusive', () => {
    // Mon 2 Mar .. Sun 8 Mar 2026: five weekdays
    expect(dayCountLabel({ startDate: '2026-03-02', endDate: '2026-03-08' })).toBe('5 dager');
  });
  it('leaves out public holidays (Easter 2026: 2, 3 and 6 April)', () => {
    // Mon 30 Mar .. Mon 6 Apr 2026: weekdays 30, 31, 1, 2, 3, 6; holidays 2, 3, 6 -> 3 days
    expect(dayCountLabel({ startDate: '2026-03-30', endDate: '2026-04-06' })).toBe('3 dager');
  });
  it('says "0 dager" for a weekend-only request', () => {
    expect(dayCountLabel({ startDate: '2026-03-07', endDate: '2026-03-08' })).toBe('0 dager');
  });

  it('halves with a decimal comma, hours for Avspasering, the percentage of a leave', () => {
    const week = { startDate: '2026-03-02', endDate: '2026-03-06' };
    expect(dayCountLabel({ ...week, halfDayEnd: true })).toBe('4,5 dager · halv siste dag');
    expect(dayCountLabel({ ...week, kind: 'Avspasering', hours: 3 })).toBe('15 timer · 3 timer per dag');
    expect(dayCountLabel({ ...week, kind: 'Foreldrepermisjon', percentage: 60 })).toBe('3 dager · 60 %');
  });
});
