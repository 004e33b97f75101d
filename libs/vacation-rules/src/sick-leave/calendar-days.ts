import type { IsoDate, Period } from '../period.js';
import { isoDate } from '../period.js';

// Sick leave is counted in calendar days (weekends and holidays included, folketrygdloven §§ 8-19, 8-24),
// so its rules do arithmetic on day numbers, not on working days.

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (UTC, so no daylight-saving hour shifts a day). */
export function dayNumber(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return Math.round(Date.UTC(year!, month! - 1, day!) / MS_PER_DAY);
}

/** The 'YYYY-MM-DD' date of a day number. */
export function dateOfDayNumber(day: number): IsoDate {
  const date = new Date(day * MS_PER_DAY);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export const addCalendarDays = (date: IsoDate, days: number): IsoDate =>
  dateOfDayNumber(dayNumber(date) + days);

/** Calendar days of a period, both ends included. */
export const calendarDaysOf = (period: Period): number =>
  dayNumber(period.endDate) - dayNumber(period.startDate) + 1;

/** The same day `months` months later (earlier when negative); the month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  const index = year! * 12 + (month! - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return isoDate(targetYear, targetMonth, Math.min(day!, lastDay));
}

/** The calendar days a period shares with [from, to]. */
export function calendarDaysWithin(period: Period, from: IsoDate, to: IsoDate): number {
  const start = Math.max(dayNumber(period.startDate), dayNumber(from));
  const end = Math.min(dayNumber(period.endDate), dayNumber(to));
  return Math.max(0, end - start + 1);
}
