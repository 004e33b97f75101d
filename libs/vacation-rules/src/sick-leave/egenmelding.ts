import type { EgenmeldingScheme } from '@ferieplan/contracts';
import type { IsoDate, Period } from '../period.js';
import {
  addCalendarDays,
  addMonths,
  calendarDaysOf,
  calendarDaysWithin,
  dayNumber,
} from './calendar-days.js';

// Egenmelding (self-certified sick leave), folketrygdloven § 8-24: after two months' employment, at most
// three calendar days at a time and four times in any twelve months. An organisation on the extended
// scheme (IA-avtale) allows up to 8 days at a time and 24 days in twelve months instead. The API refuses
// what breaks these rules; the request form shows what is left. Counted in calendar days.

export interface EgenmeldingLimits {
  scheme: EgenmeldingScheme;
  /** Calendar days of one occurrence (adjacent egenmeldinger are one occurrence). */
  maxDaysPerOccurrence: number;
  /** Occurrences in any twelve months (law); null on the extended scheme. */
  maxOccurrences: number | null;
  /** Calendar days in any twelve months (extended scheme); null under the law's scheme. */
  maxDaysIn12Months: number | null;
}

/** § 8-24 fourth paragraph and the usual reading of "four times in twelve months" (nav.no). */
export const LAW_EGENMELDING: EgenmeldingLimits = {
  scheme: 'law',
  maxDaysPerOccurrence: 3,
  maxOccurrences: 4,
  maxDaysIn12Months: null,
};

/** The extended scheme's ceilings (IA-avtale): an organisation may set up to these. */
export const EXTENDED_EGENMELDING_MAX = { daysPerOccurrence: 8, daysIn12Months: 24 } as const;

/** The limits of a scheme; the extended scheme's numbers are the organisation's (clamped to 1..ceiling). */
export function egenmeldingLimits(
  scheme: EgenmeldingScheme,
  extended: { daysPerOccurrence?: number; daysIn12Months?: number } = {},
): EgenmeldingLimits {
  if (scheme === 'law') return LAW_EGENMELDING;
  const clamp = (value: number | undefined, ceiling: number) =>
    Math.min(ceiling, Math.max(1, Math.floor(value ?? ceiling)));
  return {
    scheme,
    maxDaysPerOccurrence: clamp(extended.daysPerOccurrence, EXTENDED_EGENMELDING_MAX.daysPerOccurrence),
    maxOccurrences: null,
    maxDaysIn12Months: clamp(extended.daysIn12Months, EXTENDED_EGENMELDING_MAX.daysIn12Months),
  };
}

/** Months of employment before egenmelding may be used (§ 8-24 first paragraph). */
export const EGENMELDING_QUALIFYING_MONTHS = 2;

/** The first day an egenmelding may start: two months after the employment began. */
export const egenmeldingAllowedFrom = (employmentStart: IsoDate): IsoDate =>
  addMonths(employmentStart, EGENMELDING_QUALIFYING_MONTHS);

/**
 * The occurrences ('ganger') of a person's egenmeldinger: periods that overlap or touch (one ends the
 * day before the next starts) are one occurrence, so two adjacent three-day egenmeldinger are one of six
 * days, and one over New Year registered as two is still one. Sorted by start.
 */
export function egenmeldingOccurrences(periods: readonly Period[]): Period[] {
  const sorted = [...periods].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0,
  );
  const merged: Period[] = [];
  for (const period of sorted) {
    const last = merged.at(-1);
    if (last && dayNumber(period.startDate) <= dayNumber(last.endDate) + 1) {
      if (period.endDate > last.endDate) last.endDate = period.endDate;
    } else merged.push({ startDate: period.startDate, endDate: period.endDate });
  }
  return merged;
}

/** The twelve months that start on `from`: [from, from + 12 months - 1 day]. */
const twelveMonthsFrom = (from: IsoDate): Period => ({
  startDate: from,
  endDate: addCalendarDays(addMonths(from, 12), -1),
});

/** The twelve months that end on `to`. */
const twelveMonthsTo = (to: IsoDate): Period => ({
  startDate: addMonths(addCalendarDays(to, 1), -12),
  endDate: to,
});

const within = (date: IsoDate, window: Period) => date >= window.startDate && date <= window.endDate;

/** Why an egenmelding is refused (texts: sickLeaveTexts.egenmeldingRefused). */
export type EgenmeldingProblem =
  'notEmployedLongEnough' | 'tooManyDays' | 'tooManyOccurrences' | 'tooManyDaysIn12Months';

/**
 * The first rule a new egenmelding breaks, or null. `existing`: the person's other egenmeldinger
 * (pending or registered). Every window of twelve months that holds the new occurrence is checked, so
 * an egenmelding registered afterwards for an earlier date is judged like one registered on the day.
 */
export function brokenEgenmeldingRule(
  candidate: Period,
  existing: readonly Period[],
  limits: EgenmeldingLimits,
  employmentStart: IsoDate,
): EgenmeldingProblem | null {
  if (candidate.startDate < egenmeldingAllowedFrom(employmentStart)) return 'notEmployedLongEnough';
  const occurrences = egenmeldingOccurrences([...existing, candidate]);
  const own = occurrences.find(
    (occurrence) => occurrence.startDate <= candidate.startDate && occurrence.endDate >= candidate.endDate,
  )!;
  if (calendarDaysOf(own) > limits.maxDaysPerOccurrence) return 'tooManyDays';
  if (limits.maxOccurrences !== null) {
    // The most occurrences in one twelve-month window holding ours: such a window can be slid to start
    // at the first occurrence in it without losing any, so the windows starting at each start suffice.
    const most = Math.max(
      ...occurrences
        .map((occurrence) => twelveMonthsFrom(occurrence.startDate))
        .filter((window) => within(own.startDate, window))
        .map((window) => occurrences.filter((occurrence) => within(occurrence.startDate, window)).length),
    );
    if (most > limits.maxOccurrences) return 'tooManyOccurrences';
  }
  if (limits.maxDaysIn12Months !== null) {
    // Days clipped to the window: the most is reached with the window starting at an occurrence's first
    // day or ending on one's last day.
    const windows = occurrences.flatMap((occurrence) => [
      twelveMonthsFrom(occurrence.startDate),
      twelveMonthsTo(occurrence.endDate),
    ]);
    const most = Math.max(
      ...windows
        .filter((window) => window.startDate <= own.endDate && window.endDate >= own.startDate)
        .map((window) =>
          occurrences.reduce(
            (sum, occurrence) => sum + calendarDaysWithin(occurrence, window.startDate, window.endDate),
            0,
          ),
        ),
    );
    if (most > limits.maxDaysIn12Months) return 'tooManyDaysIn12Months';
  }
  return null;
}

/** What is left on a day: occurrences (law) or days (extended) of the twelve months ending that day. */
export interface EgenmeldingUsage {
  limits: EgenmeldingLimits;
  /** Occurrences that started in the twelve months ending `asOf`. */
  occurrencesUsed: number;
  /** maxOccurrences - occurrencesUsed (never below 0); null on the extended scheme. */
  occurrencesLeft: number | null;
  /** Egenmelding days inside those twelve months. */
  daysUsed: number;
  /** maxDaysIn12Months - daysUsed (never below 0); null under the law's scheme. */
  daysLeft: number | null;
  /** The first day an egenmelding may start (two months after the employment began). */
  allowedFrom: IsoDate;
}

export function egenmeldingQuota(
  existing: readonly Period[],
  limits: EgenmeldingLimits,
  employmentStart: IsoDate,
  asOf: IsoDate,
): EgenmeldingUsage {
  const window = twelveMonthsTo(asOf);
  const occurrences = egenmeldingOccurrences(existing);
  const occurrencesUsed = occurrences.filter((occurrence) => within(occurrence.startDate, window)).length;
  const daysUsed = occurrences.reduce(
    (sum, occurrence) => sum + calendarDaysWithin(occurrence, window.startDate, window.endDate),
    0,
  );
  return {
    limits,
    occurrencesUsed,
    occurrencesLeft:
      limits.maxOccurrences === null ? null : Math.max(0, limits.maxOccurrences - occurrencesUsed),
    daysUsed,
    daysLeft: limits.maxDaysIn12Months === null ? null : Math.max(0, limits.maxDaysIn12Months - daysUsed),
    allowedFrom: egenmeldingAllowedFrom(employmentStart),
  };
}
