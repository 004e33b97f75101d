import { describe, expect, it } from 'vitest';
import { balanceYears, yearlyBalance } from './yearly-balance.js';

describe('yearlyBalance', () => {
  it('counts approved weekdays that are not public holidays, split by year', () => {
    const periods = [
      // Mon 29 Dec 2025 - Fri 2 Jan 2026: 29, 30, 31 Dec (2025), 1 Jan is a holiday, 2 Jan (2026)
      { membershipId: 'm', startDate: '2025-12-29', endDate: '2026-01-02' },
      // Easter week 2026: Mon 30 Mar - Mon 6 Apr; Thu 2, Fri 3 and Mon 6 Apr are holidays -> 3 days
      { membershipId: 'm', startDate: '2026-03-30', endDate: '2026-04-06' },
    ];
    expect(yearlyBalance(25, periods, [2025, 2026, 2027])).toEqual({
      '2025': { totalDays: 25, usedDays: 3 },
      '2026': { totalDays: 25, usedDays: 4 },
      '2027': { totalDays: 25, usedDays: 0 },
    });
  });

  it('covers last, this and next year', () => {
    expect(balanceYears(new Date(2026, 5, 1))).toEqual([2025, 2026, 2027]);
  });
});
