// Staffing calendar ('Bemanningsstatus'): the spec's strings verbatim, plus accessible names and states.
import { weekdays } from './common.js';

export const staffing = {
  title: 'Bemanningsstatus',
  previousMonth: 'Forrige måned',
  nextMonth: 'Neste måned',
  /** Weekday headers, Monday first (spec: Man, Tir, Ons, Tor, Fre, Lør, Søn). */
  weekdays: weekdays.short,
  /** Full weekday names for screen readers, Monday first. */
  weekdayNames: weekdays.full,
  holiday: 'Helligdag',
  weekend: 'Helg',
  vacation: 'Ferie',
  available: 'Full bemanning',
  onVacation: (n: number, total: number) => `${n} av ${total} har ferie`,
  noneOnVacation: 'Ingen har ferie',
  outsideMonth: 'utenfor valgt måned',
  legendTitle: 'Forklaring',
  calendarCaption: (monthAndYear: string, team: string) => `Bemanning ${monthAndYear}, ${team}`,
  loading: 'Laster bemanningsstatus...',
  loadFailed: 'Kunne ikke hente bemanningsstatus.',
  noMembers: 'Ingen ansatte (utenom administratorer) å vise for dette utvalget.',
} as const;

// Staffing endpoint validation messages (GET /api/Staffing/organization/{id}).
export const serverStaffing = {
  yearInvalid: 'Ugyldig år. Bruk et årstall mellom 2000 og 2100.',
  monthInvalid: 'Ugyldig måned. Bruk et tall mellom 1 og 12.',
  teamNotFound: 'Fant ikke teamet.',
} as const;
