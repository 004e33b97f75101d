import { describe, expect, it } from 'vitest';
import { balanceYears, MemberBalances } from './yearly-balances.js';

describe('MemberBalances (Employee.yearlyBalance)', () => {
  const member = { id: 'm', yearlyDays: 25, birthYear: 1966 };
  const balances = new MemberBalances({
    requests: [
      // Mon 29 Dec 2025 - Fri 2 Jan 2026: 3 days in 2025, 1 Jan is a holiday, 1 day in 2026.
      { membershipId: 'm', startDate: '2025-12-29', endDate: '2026-01-02', status: 'Approved' },
      // Easter week 2026: Mon 30 Mar - Mon 6 Apr; Thu 2, Fri 3 and Mon 6 Apr are holidays -> 3 days.
      { membershipId: 'm', startDate: '2026-03-30', endDate: '2026-04-06', status: 'Approved' },
      { membershipId: 'm', startDate: '2026-07-06', endDate: '2026-07-10', status: 'Pending' },
      { membershipId: 'other', startDate: '2026-08-03', endDate: '2026-08-07', status: 'Approved' },
    ],
    transfers: [{ membershipId: 'm', fromYear: 2025, days: 6 }],
  });

  it('splits requests by year, adds the 60+ week and moves transferred days between the years', () => {
    expect(balances.years(member, [2025, 2026, 2027])).toEqual({
      '2025': {
        yearlyDays: 25,
        seniorDays: 0,
        transferredDays: 0,
        totalDays: 25,
        usedDays: 3,
        plannedDays: 0,
        transferredOutDays: 6,
        remainingDays: 16,
      },
      // Born 1966: turns 60 in 2026 (ferieloven § 5 (2)).
      '2026': {
        yearlyDays: 25,
        seniorDays: 5,
        transferredDays: 6,
        totalDays: 36,
        usedDays: 4,
        plannedDays: 5,
        transferredOutDays: 0,
        remainingDays: 32,
      },
      '2027': {
        yearlyDays: 25,
        seniorDays: 5,
        transferredDays: 0,
        totalDays: 30,
        usedDays: 0,
        plannedDays: 0,
        transferredOutDays: 0,
        remainingDays: 30,
      },
    });
  });

  it('covers last, this and next year', () => {
    expect(balanceYears(new Date(2026, 5, 1))).toEqual([2025, 2026, 2027]);
  });
});
