// How the own list picks and labels requests (spec "Holiday list and request form").
import type { VacationRequest } from '@ferieplan/contracts';
import { employee } from '@ferieplan/texts';

/** The user's requests whose start date falls in `year`, earliest first. */
export function requestsStartingIn(requests: readonly VacationRequest[], year: number): VacationRequest[] {
  const prefix = `${year}-`;
  return requests
    .filter((request) => request.startDate.startsWith(prefix))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.createdAt.localeCompare(b.createdAt));
}

/** The description, or 'Ferie ' plus the first 8 characters of the id. */
export function requestTitle(request: Pick<VacationRequest, 'id' | 'description'>): string {
  const description = request.description?.trim();
  return description ? description : employee.fallbackTitle(request.id);
}
