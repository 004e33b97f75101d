import type { StoredLoad } from '../vacation-requests/stored-load.js';
import { AWAY_CHANGES_CTES, AWAY_PERIODS_CTES } from '../database/away-per-day.sql.js';
import { OFF_DUTY_CTE } from '../employment/employment.sql.js';

// The whole staffing month in ONE query, so a request costs the membership check plus this one round
// trip whatever the organisation's size. It also returns the member total and whether the team filter
// names a team of the organisation.
//
// How the per-day count of distinct members is computed (a sweep line instead of expanding every
// request into its days):
//   weighed   requests of non-admin members (of the team) that overlap the grid, clipped to the grid
//   approved  the member-periods away (AWAY_PERIODS_CTES: loads summed per member and day)
//   islands   each member's overlapping requests merged, so nobody is counted twice on a day
//             (islands and changes: AWAY_CHANGES_CTES, shared with the busiest-days report)
//   changes   +1 on an island's first day, -1 on the day after its last
//   grid      the Monday-first month view (integer generate_series: the planner knows its 35-42 rows)
//   result    running sum of the changes over the grid = members away that day
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
         greatest(vr.start_date, $2::date) AS first_day, least(vr.end_date, $3::date) AS last_day
  FROM vacation_request vr
  JOIN members ON members.id = vr.membership_id
  WHERE vr.organization_id = $1 AND vr.status = 'Approved' AND vr.end_date >= $2::date AND vr.start_date <= $3::date
),
-- Away with at least half a day summed over the member's absences (a lone 40 % leave or 2 hours is not).
${AWAY_PERIODS_CTES},
${AWAY_CHANGES_CTES},
grid AS (
  SELECT $2::date + offset_days AS day FROM generate_series(0, $3::date - $2::date) AS offset_days
),
${OFF_DUTY_CTE}
SELECT to_char(grid.day, 'YYYY-MM-DD') AS "date",
       (sum(coalesce(changes.delta, 0)) OVER (ORDER BY grid.day))::int AS "onVacation",
       (SELECT count(*) FROM members)::int AS "total",
       coalesce(off_duty.members, 0)::int AS "offDuty",
       ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM team t WHERE t.id = $4::uuid AND t.organization_id = $1)) AS "teamFound"
FROM grid
LEFT JOIN changes ON changes.day = grid.day
LEFT JOIN off_duty ON off_duty.day = grid.day
ORDER BY grid.day`;

/**
 * Issue 24: the grid's approved requests with their kind and what weighs them, for StaffingDay.byKind
 * (members away per kind and day, counted in TypeScript by dayLoad of @ferieplan/vacation-rules).
 */
export const STAFFING_KINDS_SQL = `
SELECT vr.membership_id AS "membershipId", vr.kind,
       to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate", to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate",
       vr.half_day_start IS TRUE AS "halfDayStart", vr.half_day_end IS TRUE AS "halfDayEnd",
       vr.hours::float8 AS hours, vr.percentage,
       coalesce(m.normal_day_hours, o.normal_day_hours)::float8 AS "normalDayHours"
  FROM vacation_request vr
  JOIN membership m ON m.id = vr.membership_id
  JOIN organization o ON o.id = vr.organization_id
 WHERE vr.organization_id = $1 AND vr.status = 'Approved'
   AND vr.end_date >= $2::date AND vr.start_date <= $3::date
   AND m.is_admin = false AND ($4::uuid IS NULL OR m.team_id = $4::uuid)`;

export interface KindRequestRow extends StoredLoad {
  membershipId: string;
  normalDayHours: number;
}

export interface StaffingMonthRow {
  date: string;
  onVacation: number;
  total: number;
  /** Issue 26: members whose work pattern has the day off and who are not away (not at work either). */
  offDuty: number;
  teamFound: boolean;
}
