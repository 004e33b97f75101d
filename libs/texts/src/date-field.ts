// The date field with its calendar (libs/ui DateField): Norwegian format, month names and key labels.
import { weekdays } from './common.js';

const months = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

export const dateField = {
  /** How a date is written (placeholder of the input). */
  format: 'dd.mm.åååå',
  /** The calendar button of a field, e.g. 'Velg fra dato i kalenderen'. */
  chooseIn: (fieldLabel: string) => `Velg ${fieldLabel.toLocaleLowerCase('nb-NO')} i kalenderen`,
  calendar: 'Kalender',
  previousMonth: 'Forrige måned',
  nextMonth: 'Neste måned',
  months,
  /** A day as read by screen readers, e.g. 'torsdag 14. mai 2026, Kristi himmelfartsdag'. */
  day: (weekdayIndex: number, day: number, month: number, year: number, holiday: string | null) =>
    `${weekdays.full[weekdayIndex]} ${day}. ${months[month - 1]} ${year}${holiday ? `, ${holiday}` : ''}`,
} as const;
