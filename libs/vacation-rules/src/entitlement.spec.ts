import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entitlement, isPlausibleBirthYear, seniorExtraDays } from './index.js';

describe('§ 5 (2): the extra week from the year the member turns 60', () => {
  // "Arbeidstaker som fyller 60 år i løpet av ferieåret" and the holiday year is the calendar year (§ 4):
  // born 31 December 1966 still gets the week from 1 January 2026.
  it('starts in the year of the 60th birthday, not the year after and not before', () => {
    expect(seniorExtraDays(1966, 2025)).toBe(0);
    expect(seniorExtraDays(1966, 2026)).toBe(5);
    expect(seniorExtraDays(1966, 2027)).toBe(5);
  });
  it('gives nothing without a recorded birth year', () => {
    expect(seniorExtraDays(null, 2026)).toBe(0);
    expect(seniorExtraDays(undefined, 2026)).toBe(0);
  });
  it('is 5 exactly when year - birthYear >= 60, and once given it stays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1900, max: 2200 }),
        (born, year) => {
          expect(seniorExtraDays(born, year)).toBe(year - born >= 60 ? 5 : 0);
          expect(seniorExtraDays(born, year + 1)).toBeGreaterThanOrEqual(seniorExtraDays(born, year));
        },
      ),
    );
  });
});

describe('entitlement = yearly days + 60+ week + transferred days', () => {
  it('adds the three parts', () => {
    expect(entitlement({ yearlyDays: 25, birthYear: 1960, year: 2026, transferredDays: 7 })).toEqual({
      yearlyDays: 25,
      seniorDays: 5,
      transferredDays: 7,
      totalDays: 37,
    });
    expect(entitlement({ yearlyDays: 21, birthYear: 1990, year: 2026, transferredDays: 0 }).totalDays).toBe(
      21,
    );
  });
  it('is always the sum of its parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 1920, max: 2013 })),
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 0, max: 25 }),
        (yearlyDays, birthYear, year, transferredDays) => {
          const e = entitlement({ yearlyDays, birthYear, year, transferredDays });
          expect(e.totalDays).toBe(e.yearlyDays + e.seniorDays + e.transferredDays);
          expect(e.totalDays).toBeGreaterThanOrEqual(yearlyDays + transferredDays);
        },
      ),
    );
  });
});

describe('birth years an admin may record', () => {
  it('accepts ages 13 to 100 in the current year', () => {
    expect(isPlausibleBirthYear(2013, 2026)).toBe(true);
    expect(isPlausibleBirthYear(2014, 2026)).toBe(false);
    expect(isPlausibleBirthYear(1926, 2026)).toBe(true);
    expect(isPlausibleBirthYear(1925, 2026)).toBe(false);
    expect(isPlausibleBirthYear(1980.5, 2026)).toBe(false);
  });
});
