import { addDays, isWeekend, toIsoDate } from './iso-date.js';
import { publicHolidayName } from './public-holidays.js';

export interface GridDay {
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
  isWeekend: boolean;
  holidayName: string | null;
}

/** Monday = 0 … Sunday = 6. */
export function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/**
 * The days of a Monday-first month view: from the Monday on or before the 1st
 * to the Sunday on or after the last day. `month` is 1-12.
 */
export function monthGrid(year: number, month: number): GridDay[] {
  const first = new Date(year, month - 1, 1);
  const last = new Date(year, month, 0);
  const start = addDays(first, -mondayIndex(first));
  const end = addDays(last, 6 - mondayIndex(last));
  const days: GridDay[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    days.push({
      date: toIsoDate(day),
      dayOfMonth: day.getDate(),
      inMonth: day.getMonth() === month - 1,
      isWeekend: isWeekend(day),
      holidayName: publicHolidayName(day),
    });
  }
  return days;
}
