import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sickChildDaysPerYear, sickChildDaysUsed, sickChildOverrun } from './sick-child.js';

describe('sykt barn (folketrygdloven § 9-6)', () => {
  it('gives 10 days with one or two children, 15 with three or more, doubled alone in the care', () => {
    expect(sickChildDaysPerYear({ childrenUnder12: 0, soleCare: false })).toBe(0);
    expect(sickChildDaysPerYear({ childrenUnder12: 0, soleCare: true })).toBe(0);
    expect(sickChildDaysPerYear({ childrenUnder12: 1, soleCare: false })).toBe(10);
    expect(sickChildDaysPerYear({ childrenUnder12: 2, soleCare: false })).toBe(10);
    expect(sickChildDaysPerYear({ childrenUnder12: 3, soleCare: false })).toBe(15);
    expect(sickChildDaysPerYear({ childrenUnder12: 7, soleCare: false })).toBe(15);
    expect(sickChildDaysPerYear({ childrenUnder12: 2, soleCare: true })).toBe(20);
    expect(sickChildDaysPerYear({ childrenUnder12: 3, soleCare: true })).toBe(30);
  });

  it('counts working days only: a week with Ascension Day (14 May 2026) is 4 days', () => {
    expect(sickChildDaysUsed([{ startDate: '2026-05-11', endDate: '2026-05-17' }], 2026)).toBe(4);
  });

  it('splits a period over New Year into its two years', () => {
    // Mon 29 Dec 2025 .. Fri 2 Jan 2026: 29, 30, 31 Dec in 2025; 1 Jan is a holiday, 2 Jan counts in 2026.
    const period = { startDate: '2025-12-29', endDate: '2026-01-02' };
    expect(sickChildDaysUsed([period], 2025)).toBe(3);
    expect(sickChildDaysUsed([period], 2026)).toBe(1);
  });

  it('refuses the day past the limit and names the year and what is left', () => {
    const two = { childrenUnder12: 2, soleCare: false };
    // Nine days used in January 2026 (Mon 5 .. Thu 15).
    const taken = [{ startDate: '2026-01-05', endDate: '2026-01-15' }];
    expect(sickChildOverrun(two, taken, { startDate: '2026-02-02', endDate: '2026-02-02' })).toBeNull();
    expect(sickChildOverrun(two, taken, { startDate: '2026-02-02', endDate: '2026-02-03' })).toEqual({
      year: 2026,
      allowed: 10,
      left: 1,
    });
    // A new year starts afresh.
    expect(sickChildOverrun(two, taken, { startDate: '2027-01-04', endDate: '2027-01-15' })).toBeNull();
  });

  it('never lets the days used in a year exceed the allowance (property)', () => {
    const day = fc.integer({ min: 0, max: 729 }).map((offset) => {
      const date = new Date(Date.UTC(2026, 0, 1 + offset));
      return date.toISOString().slice(0, 10);
    });
    const period = fc.tuple(day, fc.integer({ min: 0, max: 9 })).map(([start, length]) => {
      const end = new Date(Date.parse(start) + length * 86_400_000).toISOString().slice(0, 10);
      return { startDate: start, endDate: end };
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        fc.array(period, { maxLength: 30 }),
        (childrenUnder12, soleCare, wanted) => {
          const declaration = { childrenUnder12, soleCare };
          const taken: { startDate: string; endDate: string }[] = [];
          for (const candidate of wanted)
            if (!sickChildOverrun(declaration, taken, candidate)) taken.push(candidate);
          for (const year of [2026, 2027])
            expect(sickChildDaysUsed(taken, year)).toBeLessThanOrEqual(sickChildDaysPerYear(declaration));
        },
      ),
      { seed: 20261126, numRuns: 300 },
    );
  });
});
