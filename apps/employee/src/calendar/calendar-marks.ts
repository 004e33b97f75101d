// Which own request marks each day of the year calendar.
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import type { VacationRequest, VacationStatus } from '@ferieplan/contracts';

// When requests touch the same day (a rejected one and a new one), the most decisive status shows.
const PRECEDENCE: Record<VacationStatus, number> = { Approved: 3, Pending: 2, Rejected: 1 };

/** Day ('YYYY-MM-DD') -> status of the own request covering it, limited to `year`. */
export function calendarMarks(
  requests: readonly VacationRequest[],
  year: number,
): Map<string, VacationStatus> {
  const marks = new Map<string, VacationStatus>();
  for (const request of requests) {
    const start = parseIsoDate(request.startDate);
    const end = parseIsoDate(request.endDate);
    if (!start || !end) continue;
    for (let day = start; day <= end; day = addDays(day, 1)) {
      if (day.getFullYear() !== year) continue;
      const key = toIsoDate(day);
      const current = marks.get(key);
      if (!current || PRECEDENCE[request.status] > PRECEDENCE[current]) marks.set(key, request.status);
    }
  }
  return marks;
}
