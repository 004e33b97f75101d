import { addDays, isPublicHoliday, parseIsoDate } from '@ferieplan/holidays';
import type { Period } from './period.js';

// THE definition of how many days an absence spends, for TypeScript. Everything that counts days in
// the API and the web apps calls absenceDays (or isAbsenceDay for the days themselves). Its one SQL
// twin is the database function absence_days (services/api, migration 1765700000300); a property test
// holds the two equal over 1950-2200 (services/api/src/database/absence-days.integration.spec.ts).

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The full-time week: Monday to Friday. */
export const FIVE_DAY_WEEK: readonly IsoWeekday[] = [1, 2, 3, 4, 5];

/**
 * How the days of a period count. Every future refinement of counting (a half day at either end,
 * hours per day, a part-time percentage) is a field here and a term in absenceDays and absence_days,
 * so that callers keep asking one question.
 */
export interface CountingOptions {
  /** The weekdays the person works (their work pattern); other weekdays never count. Default FIVE_DAY_WEEK. */
  weekdays?: readonly IsoWeekday[];
}

/**
 * The weekdays as the bit mask absence_days takes: bit 0 is Monday ... bit 6 Sunday
 * (FIVE_DAY_WEEK = 31, absence_days' default).
 */
export function weekdayMask(weekdays: readonly IsoWeekday[]): number {
  return weekdays.reduce((mask, day) => mask | (1 << (day - 1)), 0);
}

/** The ISO weekdays of a mask (the inverse of weekdayMask). */
export function weekdaysOfMask(mask: number): IsoWeekday[] {
  const days: IsoWeekday[] = [];
  for (let day = 1; day <= 7; day++) if (mask & (1 << (day - 1))) days.push(day as IsoWeekday);
  return days;
}

/** The counting options of a stored pattern mask (undefined: the five-day week). */
export const countingOfMask = (mask: number | undefined): CountingOptions | undefined =>
  mask === undefined ? undefined : { weekdays: weekdaysOfMask(mask) };

const FIVE_DAY_MASK = weekdayMask(FIVE_DAY_WEEK);

const maskOf = (options: CountingOptions | undefined): number =>
  options?.weekdays ? weekdayMask(options.weekdays) : FIVE_DAY_MASK;

/** Monday = bit 0 ... Sunday = bit 6 (Date.getDay() counts from Sunday = 0). */
const weekdayBit = (date: Date): number => 1 << ((date.getDay() + 6) % 7);

const countsIn = (date: Date, mask: number): boolean =>
  (weekdayBit(date) & mask) !== 0 && !isPublicHoliday(date);

/** Whether a day spends an absence day: one of the person's working weekdays that is not a public holiday. */
export function isAbsenceDay(date: Date, options?: CountingOptions): boolean {
  return countsIn(date, maskOf(options));
}

/**
 * The absence days of a period, both ends inclusive: its days that are working weekdays and not
 * Norwegian public holidays. 0 for a reversed period or one with an impossible date. Counted day by
 * day, the obvious way, so that it can serve as the reference for the SQL's closed form.
 */
export function absenceDays(period: Period, options?: CountingOptions): number {
  const from = parseIsoDate(period.startDate);
  const to = parseIsoDate(period.endDate);
  if (!from || !to) return 0;
  const mask = maskOf(options);
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (countsIn(day, mask)) count++;
  return count;
}
