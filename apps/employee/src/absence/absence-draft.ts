// The request form's absence fields as typed, turned into the request's optional fields, checked by
// the kind table's rule (brokenAbsenceField, the API checks the same) and weighed for the preview.
import type { AbsenceKind, AbsenceRequestFields } from '@ferieplan/contracts';
import { absenceEmployee, absenceFieldMessage } from '@ferieplan/texts';
import {
  ABSENCE_KIND_RULES,
  absenceCost,
  absenceHours,
  brokenAbsenceField,
  DEFAULT_ABSENCE_KIND,
  type AbsenceField,
  type Period,
} from '@ferieplan/vacation-rules';

export interface AbsenceDraft {
  kind: AbsenceKind;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  /** As typed ('7,5' or '7.5'); '' = not given. */
  hours: string;
  /** As typed; '' = 100 %. */
  percentage: string;
}

export const EMPTY_ABSENCE_DRAFT: AbsenceDraft = {
  kind: DEFAULT_ABSENCE_KIND,
  halfDayStart: false,
  halfDayEnd: false,
  hours: '',
  percentage: '',
};

/** '' -> undefined; a Norwegian or English decimal -> its number; anything else -> NaN (refused by the rule). */
function typedNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Only the fields the chosen kind shows; a one-day request has one 'Halv dag' (halfDayStart). */
export function absenceFields(draft: AbsenceDraft, period: Period): AbsenceRequestFields {
  const rules = ABSENCE_KIND_RULES[draft.kind];
  const oneDay = period.startDate === period.endDate;
  // Ferie without halves sends exactly the spec's body.
  const fields: AbsenceRequestFields = draft.kind === DEFAULT_ABSENCE_KIND ? {} : { kind: draft.kind };
  if (rules.allowsHalfDays && draft.halfDayStart) fields.halfDayStart = true;
  if (rules.allowsHalfDays && draft.halfDayEnd && !oneDay) fields.halfDayEnd = true;
  const hours = rules.allowsHours ? typedNumber(draft.hours) : undefined;
  if (hours !== undefined) fields.hours = hours;
  const percentage = rules.allowsPercentage ? typedNumber(draft.percentage) : undefined;
  if (percentage !== undefined) fields.percentage = percentage;
  return fields;
}

/** The field to fix and its message, or null (the same rule as the API's 400). */
export function absenceDraftProblem(
  draft: AbsenceDraft,
  period: Period,
  description: string,
): { field: AbsenceField; message: string } | null {
  const broken = brokenAbsenceField({ ...absenceFields(draft, period), description });
  return broken && { field: broken.field, message: absenceFieldMessage(broken.problem) };
}

/** What the request weighs, under the dates; null while the fields do not fit the kind. */
export function absencePreview(
  draft: AbsenceDraft,
  period: Period,
  normalDayHours: number,
  /** The person's working weekdays on the first day (issue 26; default Monday–Friday), as the API stamps them. */
  weekdays?: number,
): string | null {
  const fields = absenceFields(draft, period);
  // The description is written below the preview: the weight does not wait for it.
  const broken = brokenAbsenceField(fields);
  if (broken && broken.field !== 'description') return null;
  const request = { ...period, ...fields, kind: draft.kind, weekdays };
  const days = absenceCost(request, normalDayHours);
  if (ABSENCE_KIND_RULES[draft.kind].unit === 'hours' || fields.hours !== undefined)
    return absenceEmployee.previewHours(absenceHours(request, normalDayHours), days);
  return draft.kind === DEFAULT_ABSENCE_KIND
    ? absenceEmployee.previewFerie(days)
    : absenceEmployee.previewDays(days);
}
