// How the own list picks and labels requests (spec "Holiday list and request form").
import type { VacationRequest } from '@ferieplan/contracts';
import { absenceAmountParts, absenceEmployee, employee } from '@ferieplan/texts';
import { absenceAmount, DEFAULT_ABSENCE_KIND } from '@ferieplan/vacation-rules';

/** The user's requests whose start date falls in `year`, earliest first. */
export function requestsStartingIn(requests: readonly VacationRequest[], year: number): VacationRequest[] {
  const prefix = `${year}-`;
  return requests
    .filter((request) => request.startDate.startsWith(prefix))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.createdAt.localeCompare(b.createdAt));
}

/** The description, or 'Ferie ' (another kind: its name) plus the first 8 characters of the id. */
export function requestTitle(request: Pick<VacationRequest, 'id' | 'description' | 'kind'>): string {
  const description = request.description?.trim();
  if (description) return description;
  const kind = request.kind ?? DEFAULT_ABSENCE_KIND;
  return kind === DEFAULT_ABSENCE_KIND
    ? employee.fallbackTitle(request.id)
    : absenceEmployee.fallbackTitle(kind, request.id);
}

/** What a request weighs, as the list shows it after the dates ('4,5 dager', '15 timer · 3 timer per dag'). */
export const requestAmount = (request: VacationRequest, normalDayHours: number): string[] =>
  absenceAmountParts(request, absenceAmount(request, normalDayHours));
