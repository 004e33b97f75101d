import fc from 'fast-check';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { describe, expect, it } from 'vitest';
import {
  absenceCost,
  absenceDays,
  absenceHours,
  brokenAbsenceField,
  dayLoad,
  isAbsenceDay,
  overloadedDays,
  takesAway,
  type AbsenceLoadRequest,
} from './index.js';

/** Periods of 1-40 days from 1950 to 2200, many of them over a New Year or Easter. */
const period = fc
  .record({
    start: fc.date({ min: new Date(1950, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
    length: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ start, length }) => {
    const from = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    return { startDate: toIsoDate(from), endDate: toIsoDate(addDays(from, length)) };
  });

const counts = (date: string) => isAbsenceDay(parseIsoDate(date)!);

describe('absenceCost: the sum of the loads over the days absenceDays counts', () => {
  it('is absenceDays for a whole-day request', () => {
    fc.assert(
      fc.property(period, (p) => {
        expect(absenceCost(p, 7.5)).toBe(absenceDays(p));
      }),
    );
  });
  it('takes half a day off for each half-day end that counts', () => {
    fc.assert(
      fc.property(period, fc.boolean(), fc.boolean(), (p, halfDayStart, halfDayEnd) => {
        const halves = new Set<string>();
        if (halfDayStart) halves.add(p.startDate);
        if (halfDayEnd) halves.add(p.endDate);
        const off = [...halves].filter(counts).length * 0.5;
        expect(absenceCost({ ...p, halfDayStart, halfDayEnd }, 7.5)).toBe(absenceDays(p) - off);
      }),
    );
  });
  it('weighs each day by the percentage', () => {
    fc.assert(
      fc.property(period, fc.integer({ min: 1, max: 100 }), (p, percentage) => {
        expect(absenceCost({ ...p, percentage }, 7.5)).toBeCloseTo((absenceDays(p) * percentage) / 100, 9);
      }),
    );
  });
  it('weighs each day by hours over the normal day, and draws hours on each counted day', () => {
    fc.assert(
      fc.property(period, fc.integer({ min: 1, max: 30 }), (p, quarters) => {
        const hours = quarters / 4;
        expect(absenceCost({ ...p, hours }, 7.5)).toBeCloseTo(
          (absenceDays(p) * Math.min(hours, 7.5)) / 7.5,
          9,
        );
        expect(absenceHours({ ...p, hours }, 7.5)).toBeCloseTo(absenceDays(p) * hours, 9);
      }),
    );
  });
  it('splits over a year end into the two years without losing or adding anything', () => {
    fc.assert(
      fc.property(
        period,
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 100 }),
        (p, halfDayStart, halfDayEnd, percentage) => {
          const request: AbsenceLoadRequest =
            halfDayStart || halfDayEnd ? { ...p, halfDayStart, halfDayEnd } : { ...p, percentage };
          const year = Number(p.startDate.slice(0, 4));
          const inYear = (y: number) => absenceCost(request, 7.5, { from: `${y}-01-01`, to: `${y}-12-31` });
          expect(inYear(year) + inYear(year + 1)).toBeCloseTo(absenceCost(request, 7.5), 9);
        },
      ),
    );
  });
  it('counts the worked example: half-day ferie Friday 12 June 2026, 60 % Foreldrepermisjon in March 2026', () => {
    expect(absenceCost({ startDate: '2026-06-08', endDate: '2026-06-12', halfDayEnd: true }, 7.5)).toBe(4.5);
    // March 2026: 22 weekdays, no holiday inside (Easter starts 2 April).
    expect(absenceCost({ startDate: '2026-03-01', endDate: '2026-03-31', percentage: 60 }, 7.5)).toBeCloseTo(
      13.2,
      9,
    );
    // 15 hours of Avspasering: two days of 7,5 hours.
    expect(absenceHours({ startDate: '2026-06-15', endDate: '2026-06-16', hours: 7.5 }, 7.5)).toBe(15);
    expect(absenceHours({ startDate: '2026-06-15', endDate: '2026-06-16' }, 7.5)).toBe(15);
  });
  it('costs nothing extra for a half day on a weekend or holiday', () => {
    // Sat 13 June 2026.
    expect(absenceCost({ startDate: '2026-06-12', endDate: '2026-06-13', halfDayEnd: true }, 7.5)).toBe(1);
  });
});

describe('overloadedDays: two absences may share a day only while together they weigh at most one day', () => {
  const day = { startDate: '2026-06-12', endDate: '2026-06-12' };
  it('refuses two whole days, also over a weekend (the spec overlap)', () => {
    expect(overloadedDays(day, [day], 7.5)).toEqual(['2026-06-12']);
    const weekend = { startDate: '2026-06-13', endDate: '2026-06-14' };
    expect(overloadedDays(weekend, [{ startDate: '2026-06-12', endDate: '2026-06-15' }], 7.5)).toHaveLength(
      2,
    );
  });
  it('lets a half day of ferie share a day with a half day of velferdspermisjon or 3,75 hours', () => {
    expect(
      overloadedDays(
        { ...day, halfDayStart: true },
        [{ ...day, halfDayEnd: true, kind: 'Velferdspermisjon' }],
        7.5,
      ),
    ).toEqual([]);
    expect(overloadedDays({ ...day, halfDayStart: true }, [{ ...day, hours: 3.75 }], 7.5)).toEqual([]);
    expect(overloadedDays({ ...day, halfDayStart: true }, [{ ...day, hours: 4 }], 7.5)).toEqual([
      '2026-06-12',
    ]);
  });
  it('adds percentages: 50 % + 50 % fits, 60 % + 50 % does not', () => {
    const month = { startDate: '2026-03-01', endDate: '2026-03-31' };
    expect(overloadedDays({ ...month, percentage: 50 }, [{ ...month, percentage: 50 }], 7.5)).toEqual([]);
    expect(
      overloadedDays(
        { ...day, startDate: '2026-03-10', endDate: '2026-03-10', percentage: 50 },
        [{ ...month, percentage: 60 }],
        7.5,
      ),
    ).toEqual(['2026-03-10']);
  });
  it('is the days where the loads sum above one (property)', () => {
    fc.assert(
      fc.property(
        period,
        period,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (a, b, pa, pb) => {
          const first = { ...a, percentage: pa };
          const second = { ...b, percentage: pb };
          const days = overloadedDays(first, [second], 7.5);
          for (const date of days)
            expect(dayLoad(first, date, 7.5) + dayLoad(second, date, 7.5)).toBeGreaterThan(1);
          if (pa + pb <= 100) expect(days).toEqual([]);
        },
      ),
    );
  });
});

describe('brokenAbsenceField: the kind table decides what a request may carry', () => {
  it('accepts a spec request (no kind: Ferie) and each kind with its own fields', () => {
    expect(brokenAbsenceField({})).toBeNull();
    expect(brokenAbsenceField({ kind: 'Ferie', halfDayStart: true, halfDayEnd: true })).toBeNull();
    expect(brokenAbsenceField({ kind: 'Avspasering', hours: 3.5 })).toBeNull();
    expect(brokenAbsenceField({ kind: 'Velferdspermisjon', hours: 2 })).toBeNull();
    expect(brokenAbsenceField({ kind: 'Foreldrepermisjon', percentage: 60 })).toBeNull();
    expect(brokenAbsenceField({ kind: 'Annet', description: 'Flytting' })).toBeNull();
  });
  // Each broken request with the field and the rule it breaks.
  const broken: [request: Record<string, unknown>, field: string, problem: string][] = [
    [{ kind: 'Sommer' }, 'kind', 'kindUnknown'],
    [{ kind: 'Ferie', hours: 2 }, 'hours', 'hoursNotAllowed'],
    [{ kind: 'Avspasering', hours: 0 }, 'hours', 'hoursOutOfRange'],
    [{ kind: 'PermisjonUtenLonn', percentage: 101 }, 'percentage', 'percentageOutOfRange'],
    [{ kind: 'PermisjonUtenLonn', percentage: 0 }, 'percentage', 'percentageOutOfRange'],
    [{ kind: 'Ferie', percentage: 50 }, 'percentage', 'percentageNotAllowed'],
    [{ kind: 'Foreldrepermisjon', halfDayEnd: true }, 'halfDayEnd', 'halfDayNotAllowed'],
    [{ kind: 'Velferdspermisjon', hours: 2, halfDayStart: true }, 'halfDayStart', 'halfDayWithHours'],
    [{ kind: 'Annet', description: '  ' }, 'description', 'descriptionRequired'],
  ];
  it.each(broken)('names the field of each broken rule: %o', (request, field, problem) => {
    expect(brokenAbsenceField(request)).toEqual({ field, problem });
  });
});

describe('takesAway: away with at least half a day', () => {
  const day = { startDate: '2026-06-12', endDate: '2026-06-12' };
  it('counts whole and half days, 50 % and 3,75 of 7,5 hours, not 40 % or 2 hours', () => {
    expect(takesAway(day, 7.5)).toBe(true);
    expect(takesAway({ ...day, halfDayStart: true }, 7.5)).toBe(true);
    expect(takesAway({ ...day, percentage: 50 }, 7.5)).toBe(true);
    expect(takesAway({ ...day, hours: 3.75 }, 7.5)).toBe(true);
    expect(takesAway({ ...day, percentage: 40 }, 7.5)).toBe(false);
    expect(takesAway({ ...day, hours: 2 }, 7.5)).toBe(false);
  });
});
