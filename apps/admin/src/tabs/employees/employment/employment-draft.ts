import type { Employee, UpdateEmploymentBody } from '@ferieplan/contracts';
import { serverEmployment } from '@ferieplan/texts';
import { FIVE_DAY_MASK } from '@ferieplan/vacation-rules';

/** What the admin edits of an employment in 'Rediger ansatt' (dates as the DateField gives them). */
export interface EmploymentDraft {
  employedFrom: string;
  employedUntil: string;
  /** Working weekdays as a mask (bit 0 = Monday). */
  weekdays: number;
  /** The day a changed pattern applies from; empty: 'Ansatt fra', else today. */
  patternFrom: string;
}

/** The member's latest pattern (the one the dialog changes), Monday–Friday without one. */
const currentWeekdays = (employee: Employee): number =>
  employee.workPatterns?.at(-1)?.weekdays ?? FIVE_DAY_MASK;

export const employmentDraftOf = (employee: Employee): EmploymentDraft => ({
  employedFrom: employee.employedFrom ?? '',
  employedUntil: employee.employedUntil ?? '',
  weekdays: currentWeekdays(employee),
  patternFrom: '',
});

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export type EmploymentField = 'employedFrom' | 'employedUntil' | 'weekdays' | 'patternFrom';

/**
 * The body of PUT /api/Employment/member/{id} for the draft: only what changed (null when nothing did),
 * or the field to fix and its message (the server checks the same).
 */
export function employmentBody(
  employee: Employee,
  draft: EmploymentDraft,
  today: string,
): { body: UpdateEmploymentBody | null } | { field: EmploymentField; message: string } {
  for (const [field, label] of [
    ['employedFrom', 'Ansatt fra'],
    ['employedUntil', 'Ansatt til'],
    ['patternFrom', 'Arbeidsdagene gjelder fra'],
  ] as const)
    if (draft[field] !== '' && !isDay(draft[field]))
      return { field, message: serverEmployment.dateInvalid(label) };
  if (draft.employedFrom && draft.employedUntil && draft.employedUntil < draft.employedFrom)
    return { field: 'employedUntil', message: serverEmployment.endBeforeStart };
  if ((draft.weekdays & 127) === 0) return { field: 'weekdays', message: serverEmployment.weekdaysInvalid };
  const body: UpdateEmploymentBody = {};
  if (draft.employedFrom !== (employee.employedFrom ?? '')) body.employedFrom = draft.employedFrom || null;
  if (draft.employedUntil !== (employee.employedUntil ?? ''))
    body.employedUntil = draft.employedUntil || null;
  if (draft.weekdays !== currentWeekdays(employee))
    body.workPattern = {
      validFrom: draft.patternFrom || draft.employedFrom || today,
      weekdays: draft.weekdays,
    };
  return { body: Object.keys(body).length > 0 ? body : null };
}
