import type { AbsenceKind } from '@ferieplan/contracts';
import { awayChangesCtes, awayPeriodsCtes } from '../database/away-per-day.sql.js';
import { OFF_DUTY_CTE } from '../employment/employment.sql.js';

/** The kind a viewer may not see (issue 25: a colleague's sick absence), counted as 'Fravær'. */
export const HIDDEN_KIND = 'hidden';

// The whole staffing month in ONE query, so a request costs the membership check plus this one round
// trip, and only the month's per-day totals leave PostgreSQL (at 10,000 members, shipping the month's
// ~4,300 approved requests to Node to count them per kind took 1.3 s: npm run bench:scale, issue 28).
// It also returns the member total and whether the team filter names a team of the organisation.
//
// How the per-day count of distinct members is computed (a sweep line instead of expanding every
// request into its days):
//   weighed   requests of non-admin members (of the team) that overlap the grid, clipped to the grid,
//             with the kind the viewer is shown ($5 viewer's membership, $6 viewer is admin, $7 the
//             sick kinds: another member's sick kind is HIDDEN_KIND for a non-admin, maySeeKind)
//   approved  the member-periods away (awayPeriodsCtes: loads summed per member and day)
//   islands   each member's overlapping requests merged, so nobody is counted twice on a day
//             (islands and changes: awayChangesCtes, shared with the busiest-days report)
//   changes   +1 on an island's first day, -1 on the day after its last
//   grid      the Monday-first month view (integer generate_series: the planner knows its 35-42 rows)
//   result    running sum of the changes over the grid = members away that day
//   kind_*    the same per member AND kind shown (byKind: each member once per kind and day, when that
//             kind's loads weigh at least half a day), counted per kind and day in by_kind
// Measured with tools/bench/staffing.mjs (2,000 members, July): about 2.4x cheaper than joining the
// grid to the requests by date overlap and grouping with count(DISTINCT) (same results), which has to
// sort one row per member-day (~24,000 rows).
export const STAFFING_MONTH_SQL = `
WITH members AS (
  SELECT m.id, coalesce(m.normal_day_hours, o.normal_day_hours) AS normal_day_hours
  FROM membership m JOIN organization o ON o.id = m.organization_id
  WHERE m.organization_id = $1 AND m.is_admin = false AND ($4::uuid IS NULL OR m.team_id = $4::uuid)
),
weighed AS (
  SELECT vr.membership_id, vr.start_date, vr.end_date, vr.half_day_start, vr.half_day_end,
         absence_base_load(vr.hours, vr.percentage, members.normal_day_hours) AS base,
         greatest(vr.start_date, $2::date) AS first_day, least(vr.end_date, $3::date) AS last_day,
         CASE WHEN vr.kind = ANY($7::text[]) AND NOT $6::boolean AND vr.membership_id <> $5::uuid
              THEN '${HIDDEN_KIND}' ELSE vr.kind END AS shown_kind
  FROM vacation_request vr
  JOIN members ON members.id = vr.membership_id
  WHERE vr.organization_id = $1 AND vr.status = 'Approved' AND vr.end_date >= $2::date AND vr.start_date <= $3::date
),
-- Away with at least half a day summed over the member's absences (a lone 40 % leave or 2 hours is not).
${awayPeriodsCtes()},
${awayChangesCtes()},
${awayPeriodsCtes(['shown_kind'], 'kind_')},
${awayChangesCtes(['shown_kind'], 'kind_')},
grid AS (
  SELECT $2::date + offset_days AS day FROM generate_series(0, $3::date - $2::date) AS offset_days
),
kind_counts AS (
  SELECT grid.day, kinds.shown_kind,
         sum(coalesce(c.delta, 0)) OVER (PARTITION BY kinds.shown_kind ORDER BY grid.day) AS away
  FROM grid CROSS JOIN (SELECT DISTINCT shown_kind FROM kind_changes) kinds
  LEFT JOIN kind_changes c ON c.shown_kind = kinds.shown_kind AND c.day = grid.day
),
by_kind AS (
  SELECT day, json_object_agg(shown_kind, away::int) AS kinds FROM kind_counts WHERE away > 0 GROUP BY day
),
${OFF_DUTY_CTE}
SELECT to_char(grid.day, 'YYYY-MM-DD') AS "date",
       (sum(coalesce(changes.delta, 0)) OVER (ORDER BY grid.day))::int AS "onVacation",
       (SELECT count(*) FROM members)::int AS "total",
       coalesce(off_duty.members, 0)::int AS "offDuty",
       by_kind.kinds AS "byKind",
       ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM team t WHERE t.id = $4::uuid AND t.organization_id = $1)) AS "teamFound"
FROM grid
LEFT JOIN changes ON changes.day = grid.day
LEFT JOIN off_duty ON off_duty.day = grid.day
LEFT JOIN by_kind ON by_kind.day = grid.day
ORDER BY grid.day`;

export interface StaffingMonthRow {
  date: string;
  onVacation: number;
  total: number;
  /** Issue 26: members whose work pattern has the day off and who are not away (not at work either). */
  offDuty: number;
  teamFound: boolean;
  /** Members away per kind shown (HIDDEN_KIND: kinds the viewer may not see); null when nobody is away. */
  byKind: Partial<Record<AbsenceKind | typeof HIDDEN_KIND, number>> | null;
}
