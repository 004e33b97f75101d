// The request form's side of spec section 5: the rules themselves are @ferieplan/vacation-rules'
// (brokenRequestRule, the API checks the same), with the selected year as their scope; the date
// pickers' bounds and clearing the end date are the form's own.
import { parseIsoDate } from '@ferieplan/holidays';
import { requestRuleMessage } from '@ferieplan/texts';
import { brokenRequestRule, isDayOfYear, type Period } from '@ferieplan/vacation-rules';

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
  const start = isDayOfYear(startDate, year) ? startDate : first;
  return { startMin: first, startMax: last, endMin: start, endMax: last };
}

/** Spec: changing the start date to after the current end date clears the end date. */
export function endAfterStartChange(newStart: string, currentEnd: string): string {
  if (!currentEnd || !parseIsoDate(newStart)) return currentEnd;
  return newStart > currentEnd ? '' : currentEnd;
}

/** The message of the first rule that stops the request from being sent ('' is a date not chosen), or null. */
export function validateRequest(draft: Period, year: number): string | null {
  const rule = brokenRequestRule(draft, { selectedYear: year });
  return rule && requestRuleMessage(rule);
}
