import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageDaysPerWeek,
  daysPerWeek,
  employmentYearDays,
  entitlement,
  memberEntitlement,
  patternOn,
  patternScale,
  weekdaysOfMask,
  type WorkPattern,
} from './index.js';

// The employee list asks for every member's entitlement in three years per page: daysPerWeek counts
// bits, averageDaysPerWeek skips the weighing for one pattern, memberEntitlement reads the employed
// part once. Each must answer exactly as the plain formulas below (the rules as first written).

const utcDay = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const calendarDays = (from: string, to: string) =>
  Math.max(0, Math.round((utcDay(to) - utcDay(from)) / 86_400_000) + 1);

/** averageDaysPerWeek as first written: every segment weighed by its calendar days. */
function weighedAverage(
  patterns: readonly WorkPattern[],
  period: { startDate: string; endDate: string },
): number {
  const total = calendarDays(period.startDate, period.endDate);
  if (total <= 0) return 0;
  const changes = patterns
    .filter((p) => p.validFrom > period.startDate && p.validFrom <= period.endDate)
    .map((p) => p.validFrom)
    .sort();
  const starts = [period.startDate, ...new Set(changes)];
  let weighted = 0;
  starts.forEach((start, i) => {
    const next = starts[i + 1];
    const days = next ? calendarDays(start, next) - 1 : calendarDays(start, period.endDate);
    weighted += days * weekdaysOfMask(patternOn(patterns, start)).length;
  });
  return weighted / total;
}

const day = fc
  .integer({ min: 0, max: 4 * 366 })
  .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const patterns = fc.array(fc.record({ validFrom: day, weekdays: fc.integer({ min: 0, max: 127 }) }), {
  maxLength: 4,
});

describe('the employee list’s shortcuts answer as the plain formulas', () => {
  it('daysPerWeek counts the weekdays of any mask', () => {
    for (let mask = -130; mask <= 300; mask++) expect(daysPerWeek(mask)).toBe(weekdaysOfMask(mask).length);
  });

  it('averageDaysPerWeek equals the weighed average, with one pattern or several', () => {
    fc.assert(
      fc.property(patterns, day, day, (given, a, b) => {
        expect(averageDaysPerWeek(given, { startDate: a, endDate: b })).toBe(
          weighedAverage(given, { startDate: a, endDate: b }),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('memberEntitlement equals entitlement of employmentYearDays and patternScale', () => {
    fc.assert(
      fc.property(
        patterns,
        day,
        fc.option(day),
        fc.integer({ min: 2023, max: 2029 }),
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 1930, max: 2010 })),
        fc.boolean(),
        (given, start, end, year, yearlyDays, birthYear, fullFirstYear) => {
          const input = { yearlyDays, year, employment: { start, end }, patterns: given, fullFirstYear };
          expect(memberEntitlement({ ...input, birthYear, transferredDays: 2 })).toEqual(
            entitlement({
              yearlyDays: employmentYearDays(input),
              birthYear,
              year,
              transferredDays: 2,
              weekScale: patternScale(input),
            }),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
