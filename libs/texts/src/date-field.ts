// The date field with its calendar (libs/ui DateField): Norwegian format, month names and key labels.
import { weekdays } from './common.js';
import { monthNames } from './date-format.js';

export const dateField = {
  /** How a date is written (placeholder of the input). */
  format: 'dd.mm.åååå',
  /** The calendar button of a field, e.g. 'Velg fra dato i kalenderen'. */
  chooseIn: (fieldLabel: string) => `Velg ${fieldLabel.toLocaleLowerCase('nb-NO')} i kalenderen`,
  calendar: 'Kalender',
  previousMonth: 'Forrige måned',
  nextMonth: 'Neste måned',
  months: monthNames,
  /** A day as read by screen readers, e.g. 'torsdag 14. mai 2026, Kristi himmelfartsdag'. */
  day: (weekdayIndex: number, day: number, month: number, year: number, holiday: string | null) =>
    `${weekdays.full[weekdayIndex]} ${day}. ${monthNames[month - 1]} ${year}${holiday ? `, ${holiday}` : ''}`,
} as const;
