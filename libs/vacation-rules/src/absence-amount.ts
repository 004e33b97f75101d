// What a request weighs as the screens show it (the own list, the admin's requests): days, or hours
// for a kind measured in hours. Counted by absenceCost/absenceHours alone (no second counting copy).
import { ABSENCE_KIND_RULES, DEFAULT_ABSENCE_KIND } from './absence-kinds.js';
import { absenceCost, absenceHours, type AbsenceLoadRequest } from './absence-request.js';

export interface AbsenceAmount {
  /** Cost in days (halves, percentages and hours weighed). */
  days: number;
  /** Hours drawn, when the request is in hours (Avspasering, or hours given); else null. */
  hours: number | null;
}

export function absenceAmount(request: AbsenceLoadRequest, normalDayHours: number): AbsenceAmount {
  const kind = request.kind ?? DEFAULT_ABSENCE_KIND;
  const inHours = ABSENCE_KIND_RULES[kind].unit === 'hours' || request.hours !== undefined;
  return {
    days: absenceCost(request, normalDayHours),
    hours: inHours ? absenceHours(request, normalDayHours) : null,
  };
}
