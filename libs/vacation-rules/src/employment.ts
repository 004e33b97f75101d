import { FIVE_DAY_WEEK, weekdayMask } from './absence-days.js';
import { LATE_START_WEEKS, LATE_START_DEADLINE } from './law.js';
import { entitlement, type Entitlement } from './entitlement.js';
import { isoDate, type IsoDate, type Period } from './period.js';

// Employment (issue 26): when a member started and left, and which weekdays they work. Counting a
// period in the person's days is absenceDays with { weekdays } (the one day count); this file decides
// WHICH weekdays apply and how many days a year gives.
//
// The stored yearlyDays are days on a five-day week (weeks × 5: 25 = five weeks). Vacation is granted
// in weeks, so a year gives yearlyDays / 5 weeks of the person's own working days: 25 on Mon–Wed = 15.

/** The weekday mask of the full-time week (Monday–Friday): the organisation default and absence_days' default. */
export const FIVE_DAY_MASK = weekdayMask(FIVE_DAY_WEEK);

/** A member's employment: its first day (employment_start in SQL) and, for a leaver, its last. */
export interface Employment {
  start: IsoDate;
  end: IsoDate | null;
}

/**
 * The employment the rules count with: from 'Ansatt fra' to 'Ansatt til' as an admin (or the import)
 * set them. Without 'Ansatt fra' the member counts as employed all along: the day they joined Ferieplan
 * is not when they started work (an organisation that starts using Ferieplan in November would
 * otherwise give every long-serving member one week), so it never shortens a balance or refuses an
 * absence. (employment_start(m) in SQL falls back to that day for questions of seniority.)
 */
export const EMPLOYED_ALL_ALONG = '0001-01-01';

export const employmentOf = (member: {
  employedFrom?: IsoDate | null;
  employedUntil?: IsoDate | null;
}): Employment => ({ start: member.employedFrom ?? EMPLOYED_ALL_ALONG, end: member.employedUntil ?? null });

/** A work pattern and the day it applies from; it holds until the next pattern's validFrom. */
export interface WorkPattern {
  validFrom: IsoDate;
  /** Working weekdays as a bit mask (bit 0 = Monday ... bit 6 = Sunday), as absence_days takes it. */
  weekdays: number;
}

/** Working days a week of the mask (its bits among the seven weekdays; counted without an array: the employee list asks per member and year). */
export function daysPerWeek(mask: number): number {
  let days = 0;
  for (let bits = mask & 0x7f; bits !== 0; bits &= bits - 1) days++;
  return days;
}

/** The pattern mask on a day: the latest pattern valid from then or before, else Monday–Friday. */
export function patternOn(patterns: readonly WorkPattern[], date: IsoDate): number {
  let mask = FIVE_DAY_MASK;
  let from = '';
  for (const pattern of patterns)
    if (pattern.validFrom <= date && pattern.validFrom >= from) {
      mask = pattern.weekdays;
      from = pattern.validFrom;
    }
  return mask;
}

/** The part of a year (calendar year = ferieåret, ferieloven § 4) inside the employment, or null. */
export function employedPartOfYear(employment: Employment, year: number): Period | null {
  const startDate = employment.start > isoDate(year, 1, 1) ? employment.start : isoDate(year, 1, 1);
  const last = isoDate(year, 12, 31);
  const endDate = employment.end !== null && employment.end < last ? employment.end : last;
  return startDate <= endDate ? { startDate, endDate } : null;
}

/**
 * The person's working days a week over a period, weighted by the calendar days each pattern holds
 * (a change from 1 July from five to three days gives 4 for the year).
 */
export function averageDaysPerWeek(patterns: readonly WorkPattern[], period: Period): number {
  if (period.endDate < period.startDate) return 0;
  // One pattern over the whole period (no change inside it, the usual case): its days, no weighing.
  if (!patterns.some((p) => p.validFrom > period.startDate && p.validFrom <= period.endDate))
    return daysPerWeek(patternOn(patterns, period.startDate));
  const total = calendarDays(period.startDate, period.endDate);
  // Segments between pattern changes inside the period, each weighed by its calendar days.
  const changes = patterns
    .filter((p) => p.validFrom > period.startDate && p.validFrom <= period.endDate)
    .map((p) => p.validFrom)
    .sort();
  const starts = [period.startDate, ...new Set(changes)];
  let weighted = 0;
  starts.forEach((start, i) => {
    const next = starts[i + 1];
    const days = next ? calendarDays(start, next) - 1 : calendarDays(start, period.endDate);
    weighted += days * daysPerWeek(patternOn(patterns, start));
  });
  return weighted / total;
}

const MS_PER_DAY = 86_400_000;
const utcDay = (date: IsoDate): number =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/** Calendar days from `from` to `to`, both inclusive (0 when reversed). */
const calendarDays = (from: IsoDate, to: IsoDate): number =>
  Math.max(0, Math.round((utcDay(to) - utcDay(from)) / MS_PER_DAY) + 1);

/** Days rounded to the nearest half day (the unit balances show). */
const toHalfDays = (days: number): number => Math.round(days * 2) / 2;

export interface YearDaysInput {
  /** The stored yearly days: days on a five-day week. */
  yearlyDays: number;
  year: number;
  employment: Employment;
  patterns: readonly WorkPattern[];
  /** The organisation's 'Full ferie i tiltredelsesåret': the whole year also after 30 September. */
  fullFirstYear: boolean;
}

/** Whether ferieloven § 5 (1) limits the year to one week: it is the start year and the start is after 30 September. */
export const isLateStartYear = (employment: Employment, year: number, fullFirstYear: boolean): boolean =>
  !fullFirstYear &&
  Number(employment.start.slice(0, 4)) === year &&
  employment.start.slice(5) > LATE_START_DEADLINE;

/**
 * The year's vacation days in the person's own working days (ferieloven § 5 (1)): 0 outside the
 * employment (no year before the start, none after the end); in the start year, a start after
 * 30 September gives one week (6 virkedager = 5 days on a five-day week) unless the organisation
 * gives the full year; otherwise yearlyDays / 5 weeks of the pattern's days. A leaver keeps the
 * whole last year (what is left is settled with feriepenger).
 */
export function employmentYearDays(input: YearDaysInput): number {
  const employed = employedPartOfYear(input.employment, input.year);
  return employed ? yearDaysAt(input, averageDaysPerWeek(input.patterns, employed)) : 0;
}

/** employmentYearDays with the employed part's average days a week already known. */
function yearDaysAt(input: YearDaysInput, perWeek: number): number {
  const full = (input.yearlyDays / FIVE_DAY_WEEK.length) * perWeek;
  const days = isLateStartYear(input.employment, input.year, input.fullFirstYear)
    ? Math.min(full, LATE_START_WEEKS * perWeek)
    : full;
  return toHalfDays(days);
}

/** How a year's days scale from a five-day week to the person's pattern (the 60+ week scales the same). */
export function patternScale(input: Pick<YearDaysInput, 'employment' | 'patterns' | 'year'>): number {
  const employed = employedPartOfYear(input.employment, input.year);
  return employed ? averageDaysPerWeek(input.patterns, employed) / FIVE_DAY_WEEK.length : 0;
}

export type EmploymentProblem = 'beforeStart' | 'afterEnd';

/** Why a period lies (partly) outside the employment, or null when it lies inside. */
export function employmentProblem(employment: Employment, period: Period): EmploymentProblem | null {
  if (period.startDate < employment.start) return 'beforeStart';
  if (employment.end !== null && period.endDate > employment.end) return 'afterEnd';
  return null;
}

/**
 * A member's entitlement in a year with their employment and pattern: the year's days
 * (employmentYearDays), the 60+ week in their own days, and the days transferred in.
 */
export function memberEntitlement(
  input: YearDaysInput & { birthYear: number | null; transferredDays: number },
): Entitlement {
  // The employed part and its days a week once, for both the year's days and the 60+ week's scale.
  const employed = employedPartOfYear(input.employment, input.year);
  const perWeek = employed ? averageDaysPerWeek(input.patterns, employed) : 0;
  return entitlement({
    yearlyDays: employed ? yearDaysAt(input, perWeek) : 0,
    birthYear: input.birthYear,
    year: input.year,
    transferredDays: input.transferredDays,
    weekScale: perWeek / FIVE_DAY_WEEK.length,
  });
}
