import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absenceCost,
  absenceDays,
  averageDaysPerWeek,
  employmentProblem,
  employmentYearDays,
  memberEntitlement,
  patternOn,
  weekdayMask,
  weekdaysOfMask,
  type Employment,
  type IsoWeekday,
} from './index.js';

const MON_WED = weekdayMask([1, 2, 3]);
const employed = (start: string, end: string | null = null): Employment => ({ start, end });
const yearDays = (start: string, year: number, options: { fullFirstYear?: boolean; mask?: number } = {}) =>
  employmentYearDays({
    yearlyDays: 25,
    year,
    employment: employed(start),
    patterns: options.mask ? [{ validFrom: '2000-01-01', weekdays: options.mask }] : [],
    fullFirstYear: options.fullFirstYear ?? false,
  });

describe('ferieloven § 5 (1): the first year', () => {
  it('gives the full year to a start on or before 30 September, one week after it', () => {
    expect(yearDays('2026-09-30', 2026)).toBe(25);
    expect(yearDays('2026-10-01', 2026)).toBe(5);
    expect(yearDays('2026-11-16', 2026)).toBe(5);
    expect(yearDays('2026-01-01', 2026)).toBe(25);
  });
  it("gives the full year after 30 September when the organisation chooses 'Full ferie i tiltredelsesåret'", () => {
    expect(yearDays('2026-11-16', 2026, { fullFirstYear: true })).toBe(25);
  });
  it('gives nothing in a year before the start (no transfer from a year never worked) and the full year after', () => {
    expect(yearDays('2026-11-16', 2025)).toBe(0);
    expect(yearDays('2026-11-16', 2027)).toBe(25);
  });
  it('counts the one week in the pattern: a Mon–Wed person starting in November gets 3 days', () => {
    expect(yearDays('2026-11-16', 2026, { mask: MON_WED })).toBe(3);
  });
  it('holds around 30 September in every year, leap years included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2200 }),
        fc.integer({ min: 1, max: 366 }),
        (year, dayOfYear) => {
          const date = new Date(Date.UTC(year, 0, dayOfYear));
          if (date.getUTCFullYear() !== year) return;
          const start = date.toISOString().slice(0, 10);
          const late = start.slice(5) > '09-30';
          expect(yearDays(start, year)).toBe(late ? 5 : 25);
          expect(yearDays(start, year, { fullFirstYear: true })).toBe(25);
        },
      ),
    );
  });
});

describe('a leaver', () => {
  it('keeps the last year and has nothing after it', () => {
    const input = {
      yearlyDays: 25,
      patterns: [],
      fullFirstYear: false,
      employment: employed('2020-01-01', '2026-03-31'),
    };
    expect(employmentYearDays({ ...input, year: 2026 })).toBe(25);
    expect(employmentYearDays({ ...input, year: 2027 })).toBe(0);
  });
  it('has absences refused outside the employment', () => {
    const job = employed('2026-11-16', '2027-06-30');
    expect(employmentProblem(job, { startDate: '2026-11-13', endDate: '2026-11-17' })).toBe('beforeStart');
    expect(employmentProblem(job, { startDate: '2027-06-29', endDate: '2027-07-01' })).toBe('afterEnd');
    expect(employmentProblem(job, { startDate: '2026-11-16', endDate: '2027-06-30' })).toBeNull();
  });
});

describe('part time: vacation is granted in weeks of the person’s own days', () => {
  const pattern = (days: IsoWeekday[]) => [{ validFrom: '2000-01-01', weekdays: weekdayMask(days) }];
  it('5 weeks on a three-day pattern are 15 days, on four days 20', () => {
    expect(yearDays('2020-01-01', 2026, { mask: MON_WED })).toBe(15);
    expect(yearDays('2020-01-01', 2026, { mask: weekdayMask([1, 2, 3, 4]) })).toBe(20);
  });
  it('a Mon–Fri request of a Mon–Wed person costs 3 days', () => {
    const week = { startDate: '2026-11-16', endDate: '2026-11-20' };
    expect(absenceCost(week, 7.5, undefined, { weekdays: [1, 2, 3] })).toBe(3);
    expect(absenceDays(week, { weekdays: weekdaysOfMask(MON_WED) })).toBe(3);
  });
  it('a pattern changing mid-year weighs each pattern by the calendar days it holds', () => {
    const changes = [{ validFrom: '2026-07-01', weekdays: MON_WED }];
    expect(patternOn(changes, '2026-06-30')).toBe(31);
    expect(patternOn(changes, '2026-07-01')).toBe(MON_WED);
    // 181 days of five, 184 of three.
    const perWeek = averageDaysPerWeek(changes, { startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(perWeek).toBeCloseTo((181 * 5 + 184 * 3) / 365, 10);
    const input = {
      yearlyDays: 25,
      year: 2026,
      patterns: changes,
      fullFirstYear: false,
      employment: employed('2020-01-01'),
    };
    expect(employmentYearDays(input)).toBe(Math.round(5 * perWeek * 2) / 2);
  });
  it('the 60+ week is a week of the person’s days', () => {
    const rights = memberEntitlement({
      yearlyDays: 25,
      year: 2026,
      birthYear: 1960,
      transferredDays: 0,
      employment: employed('2020-01-01'),
      patterns: pattern([1, 2, 3]),
      fullFirstYear: false,
    });
    expect(rights).toMatchObject({ yearlyDays: 15, seniorDays: 3, totalDays: 18 });
  });
  it('any pattern: yearly days = weeks × days a week, and a week of requests costs the pattern’s days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 127 }), fc.integer({ min: 0, max: 10 }), (mask, weeks) => {
        const perWeek = weekdaysOfMask(mask).length;
        expect(weekdayMask(weekdaysOfMask(mask))).toBe(mask);
        const days = employmentYearDays({
          yearlyDays: weeks * 5,
          year: 2026,
          employment: employed('2020-01-01'),
          patterns: [{ validFrom: '2020-01-01', weekdays: mask }],
          fullFirstYear: false,
        });
        expect(days).toBe(weeks * perWeek);
        // A week without public holidays (2026-03-02..08).
        expect(
          absenceDays({ startDate: '2026-03-02', endDate: '2026-03-08' }, { weekdays: weekdaysOfMask(mask) }),
        ).toBe(perWeek);
      }),
    );
  });
});
