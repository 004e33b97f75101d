import { parseIsoDate } from '@ferieplan/holidays';
import { MAIN_HOLIDAY_DAYS, MAIN_HOLIDAY_PERIOD } from './law.js';
import { vacationDaysWithin } from './absence-request.js';
import { isoDate, type IsoDate, type Period } from './period.js';

/** § 7 (1): the main holiday period of a year, 1 June-30 September inclusive. */
export function mainHolidayWindow(year: number): { from: IsoDate; to: IsoDate } {
  const { start, end } = MAIN_HOLIDAY_PERIOD;
  return { from: isoDate(year, start.month, start.day), to: isoDate(year, end.month, end.day) };
}

/** Vacation days of the periods inside the year's main holiday period. */
export function summerDays(periods: readonly Period[], year: number): number {
  const { from, to } = mainHolidayWindow(year);
  return vacationDaysWithin(periods, from, to);
}

export interface MainHolidayStatus {
  approvedDays: number;
  pendingDays: number;
  /** approvedDays + pendingDays. */
  plannedDays: number;
  requiredDays: number;
  /** The planned summer days reach the 15 weekdays (18 virkedager) the employee may claim. */
  reached: boolean;
  missingDays: number;
}

/**
 * Whether a member's approved + pending days in 1 June-30 September reach the main holiday the Act
 * lets them claim (§ 7 (1): 18 virkedager = 15 weekdays). Counted as a total: the Act's claim is to
 * have it *given* in the period, and splitting it is a matter between employer and employee.
 */
export function mainHolidayStatus(
  requests: { approved: readonly Period[]; pending: readonly Period[] },
  year: number,
): MainHolidayStatus {
  const approvedDays = summerDays(requests.approved, year);
  const pendingDays = summerDays(requests.pending, year);
  const plannedDays = approvedDays + pendingDays;
  return {
    approvedDays,
    pendingDays,
    plannedDays,
    requiredDays: MAIN_HOLIDAY_DAYS,
    reached: plannedDays >= MAIN_HOLIDAY_DAYS,
    missingDays: Math.max(0, MAIN_HOLIDAY_DAYS - plannedDays),
  };
}

/** Summer overview order: members below the main holiday first, fewest planned days first, then by name. */
export function compareSummerRows(
  a: { name: string; plannedDays: number },
  b: { name: string; plannedDays: number },
): number {
  const belowA = a.plannedDays < MAIN_HOLIDAY_DAYS;
  const belowB = b.plannedDays < MAIN_HOLIDAY_DAYS;
  if (belowA !== belowB) return belowA ? -1 : 1;
  if (belowA && a.plannedDays !== b.plannedDays) return a.plannedDays - b.plannedDays;
  return a.name.localeCompare(b.name, 'nb');
}

// The summer-request deadline is a recurring day of the year, kept as 'MM-DD' (e.g. '04-01').
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** A real day of every year: '02-29' is refused, it does not exist three years out of four. */
export function isMonthDay(text: string): boolean {
  const match = MONTH_DAY.exec(text);
  if (!match || text === '02-29') return false;
  return parseIsoDate(`2025-${text}`) !== null;
}

/** The deadline's date in a given year. */
export function deadlineInYear(monthDay: string, year: number): IsoDate {
  return `${year}-${monthDay}`;
}

const osloDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Norway at an instant (a request sent at 00:30 on 2 April Oslo time is on 2 April). */
export function osloDate(instant: Date | string): IsoDate {
  const parts = osloDay.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whether a member asked for summer days by the deadline: some request of theirs that touches the
 * year's main holiday period was sent (Norwegian date) on or before the deadline. Rejected requests
 * count: the member did apply, the decision is the admin's.
 */
export function appliedByDeadline(
  summerRequests: readonly (Period & { createdAt: Date | string })[],
  deadline: IsoDate,
  year: number,
): boolean {
  const { from, to } = mainHolidayWindow(year);
  return summerRequests.some(
    (r) => r.startDate <= to && r.endDate >= from && osloDate(r.createdAt) <= deadline,
  );
}
