import { addDays, isWeekend, parseIsoDate } from './iso-date.js';
import { isPublicHoliday } from './public-holidays.js';

/** A vacation day is a weekday that is not a Norwegian public holiday. */
export function isVacationDay(date: Date): boolean {
  return !isWeekend(date) && !isPublicHoliday(date);
}

/**
 * Vacation days from start to end, both inclusive. Accepts Dates or 'YYYY-MM-DD'.
 * With `year`, only days inside that calendar year count. Returns 0 for an empty or invalid range.
 */
export function countVacationDays(start: Date | string, end: Date | string, year?: number): number {
  const from = typeof start === 'string' ? parseIsoDate(start) : start;
  const to = typeof end === 'string' ? parseIsoDate(end) : end;
  if (!from || !to || to < from) return 0;
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (year !== undefined && day.getFullYear() !== year) continue;
    if (isVacationDay(day)) count++;
  }
  return count;
}
