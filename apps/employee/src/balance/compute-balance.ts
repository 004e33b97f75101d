// The summary cards' figures from real data: the member's yearly days and their own requests.
import { countVacationDays } from '@ferieplan/holidays';
import type { VacationRequest } from '@ferieplan/contracts';

export interface Balance {
  total: number;
  used: number;
  remaining: number;
  pending: number;
}

/**
 * used = approved vacation days inside `year` (weekdays that are not public holidays, the same
 * countVacationDays the API uses), pending = the same count for requests still waiting,
 * remaining = total - used (may go negative if an admin approved more than the allowance).
 */
export function computeBalance(
  totalDays: number,
  requests: readonly VacationRequest[],
  year: number,
): Balance {
  let used = 0;
  let pending = 0;
  for (const request of requests) {
    const days = countVacationDays(request.startDate, request.endDate, year);
    if (request.status === 'Approved') used += days;
    else if (request.status === 'Pending') pending += days;
  }
  return { total: totalDays, used, remaining: totalDays - used, pending };
}
