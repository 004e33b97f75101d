import fc from 'fast-check';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { describe, expect, it } from 'vitest';
import {
  absenceDays,
  FIVE_DAY_WEEK,
  isAbsenceDay,
  vacationDaysInYear,
  weekdayMask,
  type IsoWeekday,
} from './index.js';

const days = (startDate: string, endDate: string, weekdays?: readonly IsoWeekday[]) =>
  absenceDays({ startDate, endDate }, weekdays ? { weekdays } : undefined);

describe('absenceDays: the five-day week (the default)', () => {
  it('counts weekdays inclusive of both ends', () => {
    expect(days('2026-06-01', '2026-06-05')).toBe(5);
    expect(days('2026-06-01', '2026-06-01')).toBe(1);
  });
  it('skips weekends and public holidays', () => {
    // Mon 30 Mar – Tue 7 Apr 2026: Easter Thu/Fri/Mon and a weekend fall inside.
    expect(days('2026-03-30', '2026-04-07')).toBe(4);
    // Thu 30 Apr – Mon 4 May 2026: 1 May is a holiday, 2-3 May a weekend.
    expect(days('2026-04-30', '2026-05-04')).toBe(2);
  });
  it('returns 0 for a reversed or invalid range', () => {
    expect(days('2026-06-05', '2026-06-01')).toBe(0);
    expect(days('2026-02-30', '2026-03-02')).toBe(0);
  });
  it('counts a period over New Year in each year for its own days (with vacationDaysInYear)', () => {
    const period = { startDate: '2025-12-29', endDate: '2026-01-02' };
    expect(vacationDaysInYear([period], 2026)).toBe(1);
    expect(vacationDaysInYear([period], 2025)).toBe(3);
  });
  it('counts days before 2000 like any others', () => {
    // Tue 3 - Mon 9 January 1950; December 1999 has 23 weekdays and its Christmas days fell on the weekend.
    expect(days('1950-01-03', '1950-01-09')).toBe(5);
    expect(days('1999-12-01', '1999-12-31')).toBe(23);
  });
  it('is the default FIVE_DAY_WEEK, which absence_days knows as the mask 31', () => {
    expect(days('2026-03-30', '2026-04-07', FIVE_DAY_WEEK)).toBe(days('2026-03-30', '2026-04-07'));
    expect(weekdayMask(FIVE_DAY_WEEK)).toBe(31);
    expect(weekdayMask([1, 7])).toBe(0b1000001);
  });
});

describe('absenceDays: a work pattern (the weekdays a person works)', () => {
  it('counts only the working weekdays', () => {
    // Mon 1 - Sun 14 June 2026, no holiday: a Monday-Wednesday week has six days in it.
    expect(days('2026-06-01', '2026-06-14', [1, 2, 3])).toBe(6);
    expect(days('2026-06-01', '2026-06-14', [6, 7])).toBe(4);
    expect(days('2026-06-01', '2026-06-14', [])).toBe(0);
  });
  it('skips a public holiday on a working weekend day too', () => {
    // Easter Sunday 5 April 2026 and Whit Sunday 24 May 2026 are holidays; Sat 4 April is not.
    expect(days('2026-04-04', '2026-04-05', [6, 7])).toBe(1);
    expect(days('2026-05-23', '2026-05-24', [6, 7])).toBe(1);
  });
  it('marks the same days isAbsenceDay marks', () => {
    const easterMonday = parseIsoDate('2026-04-06')!;
    const saturday = parseIsoDate('2026-04-04')!;
    expect(isAbsenceDay(easterMonday)).toBe(false);
    expect(isAbsenceDay(saturday)).toBe(false);
    expect(isAbsenceDay(saturday, { weekdays: [6] })).toBe(true);
    expect(isAbsenceDay(parseIsoDate('2026-04-07')!)).toBe(true);
  });

  const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => toIsoDate(addDays(new Date(2025, 0, 1), n)));
  const pattern = fc.subarray<IsoWeekday>([1, 2, 3, 4, 5, 6, 7]);

  it('adds up: two adjoining periods count what the whole does', () => {
    fc.assert(
      fc.property(day, day, day, pattern, (a, b, c, weekdays) => {
        const [start, middle, end] = [a, b, c].sort();
        const next = toIsoDate(addDays(parseIsoDate(middle)!, 1));
        expect(days(start, middle, weekdays) + days(next, end, weekdays)).toBe(days(start, end, weekdays));
      }),
    );
  });
  it('is the sum of its weekdays: a pattern counts what its days count one by one', () => {
    fc.assert(
      fc.property(day, day, pattern, (a, b, weekdays) => {
        const [start, end] = [a, b].sort();
        const oneByOne = weekdays.reduce((sum, weekday) => sum + days(start, end, [weekday]), 0);
        expect(days(start, end, weekdays)).toBe(oneByOne);
      }),
    );
  });
});
