import { parseIsoDate } from '@ferieplan/holidays';
import type { Period } from './period.js';

// The rules a new vacation request must pass (spec section 5), in the one order both the employee's
// request form and the API check them. Each rule has one text in @ferieplan/texts (vacationRequestRules,
// requestRuleMessage).

/** A rule a new request breaks. */
export type RequestRule =
  'startRequired' | 'endRequired' | 'notInYear' | 'invalidDate' | 'endBeforeStart' | 'yearOutOfRange';

/** Where a new request may lie: the form knows the year the employee chose, the API the years allowed. */
export interface RequestScope {
  /** The year shown in the form: both dates must be real days of it. */
  selectedYear?: number;
  /** The years a request may lie in (last, this and next year, as the year selector offers). */
  years?: readonly number[];
}

/** Whether `isoDate` is a real 'YYYY-MM-DD' day of `year`. */
export function isDayOfYear(isoDate: string, year: number): boolean {
  return parseIsoDate(isoDate)?.getFullYear() === year;
}

/**
 * The first rule the request's dates break, or null. Order: both dates given; in the selected year
 * (when there is one; an impossible day is not in it); real days; the end not before the start; both
 * in one year ('Start- og sluttdato må være i valgt år' too); that year one of the allowed years.
 * Empty text is a date not given.
 */
export function brokenRequestRule(dates: Period, scope: RequestScope): RequestRule | null {
  if (!dates.startDate) return 'startRequired';
  if (!dates.endDate) return 'endRequired';
  const { selectedYear, years } = scope;
  if (
    selectedYear !== undefined &&
    !(isDayOfYear(dates.startDate, selectedYear) && isDayOfYear(dates.endDate, selectedYear))
  )
    return 'notInYear';
  const start = parseIsoDate(dates.startDate);
  const end = parseIsoDate(dates.endDate);
  if (!start || !end) return 'invalidDate';
  if (end < start) return 'endBeforeStart';
  if (start.getFullYear() !== end.getFullYear()) return 'notInYear';
  if (years && !years.includes(start.getFullYear())) return 'yearOutOfRange';
  return null;
}
