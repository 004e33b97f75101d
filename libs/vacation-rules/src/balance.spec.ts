import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absenceDays, balanceOfDays, entitlement, yearBalance, type Period } from './index.js';

const base = entitlement({ yearlyDays: 25, birthYear: null, year: 2026, transferredDays: 0 });

describe('yearBalance: entitlement, used (approved), planned (pending), remaining', () => {
  it('counts vacation days: weekends and public holidays inside a request are not spent', () => {
    // Mon 30 Mar - Tue 7 Apr 2026 holds Easter (Thu, Fri, Mon) and a weekend: 4 vacation days.
    // Mon 6 Jul - Fri 10 Jul 2026 pending: 5 days.
    const balance = yearBalance(
      base,
      {
        approved: [{ startDate: '2026-03-30', endDate: '2026-04-07' }],
        pending: [{ startDate: '2026-07-06', endDate: '2026-07-10' }],
      },
      2026,
    );
    expect(balance).toMatchObject({
      totalDays: 25,
      usedDays: 4,
      plannedDays: 5,
      remainingDays: 21, // 'Gjenværende dager' is total minus used (spec); planned days are shown beside it
      transferredOutDays: 0,
    });
  });
  it('splits a request over New Year between the two years (the holiday year is the calendar year, § 4)', () => {
    // Mon 29 Dec 2025 - Fri 2 Jan 2026: 29, 30, 31 Dec in 2025; 1 Jan is a holiday; 2 Jan in 2026.
    const approved = [{ startDate: '2025-12-29', endDate: '2026-01-02' }];
    expect(yearBalance(base, { approved, pending: [] }, 2025).usedDays).toBe(3);
    expect(yearBalance(base, { approved, pending: [] }, 2026).usedDays).toBe(1);
  });
  it('takes days transferred on to next year off the remaining days', () => {
    const balance = yearBalance(base, { approved: [], pending: [] }, 2026, 10);
    expect(balance.remainingDays).toBe(15);
  });
  it('goes negative when more is booked than the entitlement, rather than hide it', () => {
    const small = entitlement({ yearlyDays: 2, birthYear: null, year: 2026, transferredDays: 0 });
    expect(
      yearBalance(
        small,
        { approved: [{ startDate: '2026-06-01', endDate: '2026-06-05' }], pending: [] },
        2026,
      ).remainingDays,
    ).toBe(-3);
  });

  const day = fc.integer({ min: 0, max: 800 }).map((n) => {
    const d = new Date(2025, 0, 1 + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const period = fc
    .tuple(day, day)
    .map(([a, b]): Period => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }));

  it('always has used + transferred out + remaining = entitlement, whatever is planned', () => {
    fc.assert(
      fc.property(
        fc.array(period, { maxLength: 6 }),
        fc.array(period, { maxLength: 6 }),
        fc.nat(10),
        (approved, pending, out) => {
          const b = yearBalance(base, { approved, pending }, 2026, out);
          expect(b.usedDays + b.transferredOutDays + b.remainingDays).toBe(b.totalDays);
        },
      ),
    );
  });
  it('counts each year only its own days: the years of a request add up to the whole request', () => {
    fc.assert(
      fc.property(period, (p) => {
        const years = [2025, 2026, 2027].map(
          (y) => yearBalance(base, { approved: [p], pending: [] }, y).usedDays,
        );
        expect(years.reduce((a, b) => a + b, 0)).toBe(absenceDays(p));
      }),
    );
  });
});

describe('balanceOfDays: the entitlement with the counted days', () => {
  it('carries every entitlement field, in order, and the four counted ones (the Employee JSON shape)', () => {
    const rights = entitlement({ yearlyDays: 25, birthYear: 1960, year: 2026, transferredDays: 3 });
    const balance = balanceOfDays(rights, { usedDays: 7, plannedDays: 2 }, 4);
    expect(Object.entries(balance)).toEqual([
      ['yearlyDays', 25],
      ['seniorDays', 5],
      ['transferredDays', 3],
      ['totalDays', 33],
      ['usedDays', 7],
      ['plannedDays', 2],
      ['transferredOutDays', 4],
      ['remainingDays', 22],
    ]);
    expect(balanceOfDays(rights, { usedDays: 0, plannedDays: 0 }).transferredOutDays).toBe(0);
  });
});
