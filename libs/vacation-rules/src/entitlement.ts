import { SENIOR_AGE, SENIOR_EXTRA_DAYS } from './law.js';

/** Birth years an admin may record: nobody over 100, nobody under 13 (arbeidsmiljøloven § 11-1). */
export const MIN_BIRTH_YEAR_AGE = 13;
export const MAX_BIRTH_YEAR_AGE = 100;

export function isPlausibleBirthYear(birthYear: number, currentYear: number): boolean {
  return (
    Number.isInteger(birthYear) &&
    birthYear >= currentYear - MAX_BIRTH_YEAR_AGE &&
    birthYear <= currentYear - MIN_BIRTH_YEAR_AGE
  );
}

/**
 * Ferieloven § 5 (2): the extra week belongs to whoever "fyller 60 år i løpet av ferieåret", and the
 * holiday year is the calendar year (§ 4). So it applies from 1 January of the year the member turns
 * 60, and every year after. Without a recorded birth year there is no extra week.
 */
export function seniorExtraDays(birthYear: number | null | undefined, year: number): number {
  if (birthYear === null || birthYear === undefined) return 0;
  return year - birthYear >= SENIOR_AGE ? SENIOR_EXTRA_DAYS : 0;
}

export interface EntitlementInput {
  /** The member's yearly days (the organisation's agreement; default 25 weekdays = five weeks). */
  yearlyDays: number;
  birthYear: number | null;
  year: number;
  /** Days transferred into this year from the previous one (§ 7 (3)). */
  transferredDays: number;
  /**
   * The person's working days a week / 5 (patternScale in employment.ts; default 1, a five-day week):
   * the 60+ week is a week of their own days.
   */
  weekScale?: number;
}

export interface Entitlement {
  yearlyDays: number;
  seniorDays: number;
  transferredDays: number;
  /** yearlyDays + seniorDays + transferredDays. */
  totalDays: number;
}

/** What a member may take in a year: yearly days + the 60+ week + days transferred from last year. */
export function entitlement(input: EntitlementInput): Entitlement {
  // Rounded to the half day, like the year's days (employmentYearDays).
  const seniorDays =
    Math.round(seniorExtraDays(input.birthYear, input.year) * (input.weekScale ?? 1) * 2) / 2;
  return {
    yearlyDays: input.yearlyDays,
    seniorDays,
    transferredDays: input.transferredDays,
    totalDays: input.yearlyDays + seniorDays + input.transferredDays,
  };
}
