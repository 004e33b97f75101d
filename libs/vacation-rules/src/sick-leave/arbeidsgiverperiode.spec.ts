import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentEmployerPeriod,
  EMPLOYER_PERIOD_DAYS,
  employerPeriods,
  employerPeriodsUsedUpWithin,
  monthPeriod,
} from './arbeidsgiverperiode.js';
import { addCalendarDays, dayNumber } from './calendar-days.js';

const p = (startDate: string, endDate = startDate) => ({ startDate, endDate });
const SEED = { seed: 20261126, numRuns: 500 };

describe('arbeidsgiverperioden (folketrygdloven § 8-19)', () => {
  it('is used up on the 16th calendar day of one sykmelding; NAV refunds from day 17', () => {
    // 27 Feb - 20 Mar 2026: day 16 is 14 March (February 2026 has 28 days).
    expect(employerPeriods([p('2026-02-27', '2026-03-20')])).toEqual([
      {
        startDate: '2026-02-27',
        lastSickDate: '2026-03-20',
        sickDays: 22,
        daysUsed: 16,
        usedUpOn: '2026-03-14',
        navFrom: '2026-03-15',
      },
    ]);
  });

  it('counts absences fewer than 16 days apart together, and starts anew after 16 days back', () => {
    // 3 days of egenmelding, back 15 days (6-20 Jan), then a sykmelding: one chain.
    const joined = employerPeriods([p('2026-01-02', '2026-01-04'), p('2026-01-20', '2026-02-10')]);
    expect(joined).toHaveLength(1);
    // 3 + 13 = 16: day 16 is 1 February.
    expect(joined[0]).toMatchObject({ usedUpOn: '2026-02-01', navFrom: '2026-02-02', sickDays: 25 });
    // Back 16 days (5-20 Jan): a new arbeidsgiverperiode from 21 January.
    const apart = employerPeriods([p('2026-01-02', '2026-01-04'), p('2026-01-21', '2026-01-25')]);
    expect(apart.map((chain) => chain.startDate)).toEqual(['2026-01-02', '2026-01-21']);
  });

  it('gives no new period to a relapse within 16 days of a used-up one: NAV from its first day', () => {
    const [chain] = employerPeriods([p('2026-03-01', '2026-03-20'), p('2026-03-30', '2026-04-02')]);
    expect(chain).toMatchObject({ usedUpOn: '2026-03-16', navFrom: '2026-03-17', sickDays: 24 });
    // Used up on the last day of the first absence: day 17 is the relapse's first day.
    const [exact] = employerPeriods([p('2026-03-01', '2026-03-16'), p('2026-03-30', '2026-04-02')]);
    expect(exact).toMatchObject({ usedUpOn: '2026-03-16', navFrom: '2026-03-30' });
  });

  it('crosses New Year and a leap day in calendar days', () => {
    expect(employerPeriods([p('2027-12-25', '2028-01-20')])[0]!.usedUpOn).toBe('2028-01-09');
    expect(employerPeriods([p('2028-02-20', '2028-03-10')])[0]!.usedUpOn).toBe('2028-03-06');
  });

  it('says where the current period stands and whether a new absence would join it', () => {
    const absences = [p('2026-05-04', '2026-05-06')];
    expect(currentEmployerPeriod(absences, '2026-05-21')).toMatchObject({ daysUsed: 3, open: true });
    expect(currentEmployerPeriod(absences, '2026-05-22')).toMatchObject({ open: false });
    expect(currentEmployerPeriod(absences, '2026-05-03')).toBeNull();
  });

  it('lists the chains whose day 16 falls in a month', () => {
    const absences = [p('2026-02-27', '2026-03-20'), p('2026-06-01', '2026-06-05')];
    const march = monthPeriod(2026, 3);
    expect(employerPeriodsUsedUpWithin(absences, march.startDate, march.endDate)).toHaveLength(1);
    const february = monthPeriod(2026, 2);
    expect(february.endDate).toBe('2026-02-28');
    expect(employerPeriodsUsedUpWithin(absences, february.startDate, february.endDate)).toHaveLength(0);
  });
});

// Random absences in 2025-2029 (New Years and the leap day 2028-02-29 inside).
const absence = fc
  .tuple(fc.integer({ min: 0, max: 4 * 365 }), fc.integer({ min: 0, max: 40 }))
  .map(([offset, length]) => ({
    startDate: addCalendarDays('2025-06-01', offset),
    endDate: addCalendarDays('2025-06-01', offset + length),
  }));
const absences = fc.array(absence, { minLength: 1, maxLength: 8 });
const sickDayNumbers = (list: readonly { startDate: string; endDate: string }[]) => {
  const days = new Set<number>();
  for (const item of list)
    for (let d = dayNumber(item.startDate); d <= dayNumber(item.endDate); d++) days.add(d);
  return [...days].sort((a, b) => a - b);
};

describe('arbeidsgiverperioden: properties', () => {
  it('chains are the 16-day merge: gaps inside a chain < 16, between chains >= 16; every sick day in one', () => {
    fc.assert(
      fc.property(absences, (list) => {
        const days = sickDayNumbers(list);
        const chains = employerPeriods(list);
        expect(chains.reduce((sum, chain) => sum + chain.sickDays, 0)).toBe(days.length);
        // Two consecutive sick days are in different chains exactly when 16 or more days lie between them.
        const breaks = days.slice(1).filter((day, i) => day - days[i]! - 1 >= 16).length;
        expect(chains).toHaveLength(breaks + 1);
        for (const [i, chain] of chains.entries()) {
          if (i > 0)
            expect(
              dayNumber(chain.startDate) - dayNumber(chains[i - 1]!.lastSickDate) - 1,
            ).toBeGreaterThanOrEqual(16);
          expect(chain.daysUsed).toBe(Math.min(EMPLOYER_PERIOD_DAYS, chain.sickDays));
        }
      }),
      SEED,
    );
  });

  it('day 16 is the 16th sick day of its chain and day 17 the next sick day', () => {
    fc.assert(
      fc.property(absences, (list) => {
        const days = sickDayNumbers(list);
        for (const chain of employerPeriods(list)) {
          const own = days.filter(
            (d) => d >= dayNumber(chain.startDate) && d <= dayNumber(chain.lastSickDate),
          );
          expect(chain.usedUpOn === null ? null : dayNumber(chain.usedUpOn)).toBe(own[15] ?? null);
          expect(chain.navFrom === null ? null : dayNumber(chain.navFrom)).toBe(own[16] ?? null);
        }
      }),
      SEED,
    );
  });

  it('does not depend on how the days were registered (order, split into pieces)', () => {
    fc.assert(
      fc.property(absences, fc.integer({ min: 0, max: 40 }), (list, cut) => {
        const first = list[0]!;
        const cutAt =
          Math.min(dayNumber(first.endDate), dayNumber(first.startDate) + cut) - dayNumber(first.startDate);
        const split = [
          { startDate: first.startDate, endDate: addCalendarDays(first.startDate, cutAt) },
          ...(first.endDate > addCalendarDays(first.startDate, cutAt)
            ? [{ startDate: addCalendarDays(first.startDate, cutAt + 1), endDate: first.endDate }]
            : []),
          ...list.slice(1),
        ];
        expect(employerPeriods([...split].reverse())).toEqual(employerPeriods(list));
      }),
      SEED,
    );
  });

  it('moves with its absences across year ends and leap days (shifting every date by n days)', () => {
    fc.assert(
      fc.property(absences, fc.integer({ min: -400, max: 400 }), (list, shift) => {
        const moved = (date: string | null) => (date === null ? null : addCalendarDays(date, shift));
        const shifted = list.map((a) => ({ startDate: moved(a.startDate)!, endDate: moved(a.endDate)! }));
        expect(employerPeriods(shifted)).toEqual(
          employerPeriods(list).map((chain) => ({
            ...chain,
            startDate: moved(chain.startDate),
            lastSickDate: moved(chain.lastSickDate),
            usedUpOn: moved(chain.usedUpOn),
            navFrom: moved(chain.navFrom),
          })),
        );
      }),
      SEED,
    );
  });
});
