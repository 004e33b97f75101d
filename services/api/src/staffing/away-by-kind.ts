import type { AbsenceKind } from '@ferieplan/contracts';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { AWAY_LOAD, dayLoad, maySeeKind, type AbsenceViewer } from '@ferieplan/vacation-rules';
import type { KindRequestRow } from './staffing.sql.js';

/** A kind the viewer may not see (issue 25: a colleague's sick absence), counted as 'Fravær'. */
export const HIDDEN_KIND = 'hidden';
type ShownKind = AbsenceKind | typeof HIDDEN_KIND;

/**
 * Members away per day and kind inside [firstDay, lastDay]: each member counts once per kind and day,
 * when their requests of that kind weigh at least half a day. Days and kinds without anyone are left out.
 * A kind `viewer` may not see (maySeeKind) is counted under HIDDEN_KIND instead.
 */
export function awayByKind(
  requests: readonly KindRequestRow[],
  firstDay: string,
  lastDay: string,
  viewer: AbsenceViewer,
): Map<string, Partial<Record<ShownKind, number>>> {
  // load per day, kind and member
  const loads = new Map<string, number>();
  for (const row of requests) {
    const request = {
      ...row,
      hours: row.hours ?? undefined,
      percentage: row.percentage ?? undefined,
    };
    const kind = maySeeKind(row.kind, viewer, row.membershipId) ? row.kind : HIDDEN_KIND;
    const from = parseIsoDate(row.startDate > firstDay ? row.startDate : firstDay);
    const to = parseIsoDate(row.endDate < lastDay ? row.endDate : lastDay);
    if (!from || !to) continue;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const date = toIsoDate(day);
      const key = `${date}|${kind}|${row.membershipId}`;
      loads.set(key, (loads.get(key) ?? 0) + dayLoad(request, date, row.normalDayHours));
    }
  }
  const byDay = new Map<string, Partial<Record<ShownKind, number>>>();
  for (const [key, load] of loads) {
    if (load < AWAY_LOAD) continue;
    const [date, kind] = key.split('|') as [string, ShownKind];
    const counts = byDay.get(date) ?? {};
    counts[kind] = (counts[kind] ?? 0) + 1;
    byDay.set(date, counts);
  }
  return byDay;
}
