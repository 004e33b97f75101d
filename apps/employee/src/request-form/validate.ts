// Rules of spec section 5 for a new vacation request, as pure functions the form and its tests share.
import { parseIsoDate } from '@ferieplan/holidays';
import { employee } from '@ferieplan/texts';

export interface RequestDraft {
  startDate: string;
  endDate: string;
}

export interface DateBounds {
  startMin: string;
  startMax: string;
  endMin: string;
  endMax: string;
}

/** Both pickers stay inside the selected year; the end picker cannot go before the chosen start. */
export function dateBounds(year: number, startDate: string): DateBounds {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const start = isInYear(startDate, year) ? startDate : first;
  return { startMin: first, startMax: last, endMin: start, endMax: last };
}

/** Spec: changing the start date to after the current end date clears the end date. */
export function endAfterStartChange(newStart: string, currentEnd: string): string {
  if (!currentEnd || !parseIsoDate(newStart)) return currentEnd;
  return newStart > currentEnd ? '' : currentEnd;
}

export function isInYear(isoDate: string, year: number): boolean {
  const date = parseIsoDate(isoDate);
  return date !== null && date.getFullYear() === year;
}

/**
 * The first message that stops the request from being sent, or null.
 * Order: required fields, both dates in the selected year, end not before start.
 */
export function validateRequest(draft: RequestDraft, year: number): string | null {
  if (!draft.startDate) return employee.startRequired;
  if (!draft.endDate) return employee.endRequired;
  if (!isInYear(draft.startDate, year) || !isInYear(draft.endDate, year)) return employee.notInYear;
  // ISO 'YYYY-MM-DD' text compares in date order.
  if (draft.endDate < draft.startDate) return employee.endBeforeStart;
  return null;
}
