// Lønnseksport (issue 27): what one approved absence puts on a payroll line, and the shapes of the
// numbers payroll systems take. Counting is absenceCost/absenceHours alone (no second copy of a rule).
import type { AbsenceKind } from '@ferieplan/contracts';
import { ABSENCE_KIND_RULES, DEFAULT_ABSENCE_KIND } from './absence-kinds.js';
import {
  absenceCost,
  absenceHours,
  type AbsenceLoadRequest,
  type CountingWindow,
} from './absence-request.js';

/** Days for kinds counted in days (halves as .5, percentages weighed), hours for kinds counted in hours. */
export const payrollUnit = (kind: AbsenceKind): 'days' | 'hours' =>
  ABSENCE_KIND_RULES[kind].unit === 'hours' ? 'hours' : 'days';

/** The request's quantity inside the payroll period, in its kind's unit. */
export function payrollQuantity(
  request: AbsenceLoadRequest,
  normalDayHours: number,
  period: CountingWindow,
): number {
  const kind = request.kind ?? DEFAULT_ABSENCE_KIND;
  return payrollUnit(kind) === 'hours'
    ? absenceHours(request, normalDayHours, undefined, period)
    : absenceCost(request, normalDayHours, period);
}

/** 'Ansattnummer': 1-10 digits (Visma Lønn's employee number is numeric). */
export const isEmployeeNumber = (value: string): boolean => /^\d{1,10}$/.test(value);

/** 'Lønnsart': 1-10 letters or digits. */
export const isPayCode = (value: string): boolean => /^[A-Za-z0-9]{1,10}$/.test(value);

/** The longest period one export covers (one year, leap day included). */
export const MAX_PAYROLL_PERIOD_DAYS = 366;
