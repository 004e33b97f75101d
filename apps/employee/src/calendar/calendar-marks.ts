// Which own request marks each day of the year calendar.
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import type { AbsenceKind, VacationRequest, VacationStatus } from '@ferieplan/contracts';
import { DEFAULT_ABSENCE_KIND } from '@ferieplan/vacation-rules';

// When requests touch the same day (a rejected one and a new one), the most decisive status shows.
const PRECEDENCE: Record<VacationStatus, number> = { Approved: 3, Pending: 2, Rejected: 1 };

/** The status and kind of the request that marks a day. */
export interface DayMark {
  status: VacationStatus;
  kind: AbsenceKind;
}

/** Day ('YYYY-MM-DD') -> status and kind of the own request covering it, limited to `year`. */
export function calendarMarks(requests: readonly VacationRequest[], year: number): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const request of requests) {
    const start = parseIsoDate(request.startDate);
    const end = parseIsoDate(request.endDate);
    if (!start || !end) continue;
    const mark: DayMark = { status: request.status, kind: request.kind ?? DEFAULT_ABSENCE_KIND };
    for (let day = start; day <= end; day = addDays(day, 1)) {
      if (day.getFullYear() !== year) continue;
      const key = toIsoDate(day);
      const current = marks.get(key);
      if (!current || PRECEDENCE[request.status] > PRECEDENCE[current.status]) marks.set(key, mark);
    }
  }
  return marks;
}
