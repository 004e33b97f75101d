import type { AbsenceKind } from '@ferieplan/contracts';
import { awayChangesCtes, awayPeriodsCtes } from '../database/away-per-day.sql.js';
import { OFF_DUTY_CTE } from '../employment/employment.sql.js';

/** The kind a viewer may not see (issue 25: a colleague's sick absence), counted as 'Fravær'. */
export const HIDDEN_KIND = 'hidden';

/** A request as `weighed` gives it (its member's normal day only looked up for hours). */
const WEIGHED_COLUMNS = `vr.membership_id, vr.start_date, vr.end_date, vr.half_day_start, vr.half_day_end,
         CASE WHEN vr.hours IS NULL AND vr.percentage IS NULL THEN 1
              ELSE absence_base_load(vr.hours, vr.percentage,
                     (SELECT coalesce(m.normal_day_hours, o.normal_day_hours)
                        FROM membership m JOIN organization o ON o.id = m.organization_id
                       WHERE m.id = vr.membership_id)) END AS base,
         greatest(vr.start_date, $2::date) AS first_day, least(vr.end_date, $3::date) AS last_day,
         CASE WHEN vr.kind = ANY($7::text[]) AND NOT $6::boolean AND vr.membership_id <> $5::uuid
              THEN '${HIDDEN_KIND}' ELSE vr.kind END AS shown_kind`;

const APPROVED_IN_GRID = `vr.organization_id = $1 AND vr.status = 'Approved' AND vr.end_date >= $2::date AND vr.start_date <= $3::date`;

// The whole staffing month in ONE query, so a request costs the membership check plus this one round
// trip, and only the month's per-day totals leave PostgreSQL (at 10,000 members, shipping the month's
// ~4,300 approved requests to Node to count them per kind took 1.3 s: npm run bench:scale, issue 28).
// It also returns the member total and whether the team filter names a team of the organisation.
//
// How the per-day count of distinct members is computed (a sweep line instead of expanding every
// request into its days):
//   weighed     approved requests of non-admin members (of the team) that overlap the grid, clipped to
//               the grid, with the kind the viewer is shown ($5 viewer's membership, $6 viewer is admin,
//               $7 the sick kinds: another member's sick kind is HIDDEN_KIND for a non-admin, maySeeKind)
//   per_member  one row per member away in the grid (a hash aggregate, no sort)
//   single      a member whose ONLY request of the grid weighs at least half a day is away on every
//               day of it and nowhere else: such requests are counted as they are, grouped by period
//               and kind (+members on the first day, -members on the day after the last)
//   several     the requests of every other member (more than one request, or a lighter one) take the
//               exact general path, the one this query took for everybody before (issue 28: 8.3x the
//               small organisation's time at 10,000 members, two window sorts over all 4,220 requests):
//               approved  the member-periods away (awayPeriodsCtes: loads summed per member and day)
//               islands   each member's overlapping periods merged, so nobody is counted twice on a day
//               changes   +1 on an island's first day, -1 on the day after its last (awayChangesCtes)
//               kind_*    the same per member AND kind shown (each member once per kind and day, when
//                         that kind's loads weigh at least half a day)
//   grid        the Monday-first month view (integer generate_series: the planner knows its 35-42 rows)
//   result      running sum of all changes over the grid = members away that day; per kind in by_kind
// The general path's answers are the oracle of staffing-month-fast-path.integration.spec.ts.
// The members counted in `total`: all of the organisation's (of the team) less its admins, both counted
// in indexes (ix_membership_organization_team, ix_membership_organization_admin).
export const STAFFING_MONTH_SQL = `
WITH weighed AS (
  -- The whole organisation ($4 null; the other branch is planned away): the grid's requests
  -- (ix_vacation_request_staffing) but the admins' (ix_membership_organization_admin).
  SELECT ${WEIGHED_COLUMNS}
  FROM vacation_request vr
  WHERE $4::uuid IS NULL AND ${APPROVED_IN_GRID}
    AND vr.membership_id NOT IN (SELECT a.id FROM membership a WHERE a.organization_id = $1 AND a.is_admin)
  UNION ALL
  -- One team: its members' requests (ix_vacation_request_membership), not the organisation's month.
  SELECT ${WEIGHED_COLUMNS}
  FROM membership t JOIN vacation_request vr ON vr.membership_id = t.id
  WHERE t.organization_id = $1 AND t.team_id = $4::uuid AND t.is_admin = false AND ${APPROVED_IN_GRID}
),
per_member AS (
  SELECT membership_id, count(*) = 1 AND min(base) >= 0.5 AS single,
         min(first_day) AS first_day, max(last_day) AS last_day, min(shown_kind) AS shown_kind
  FROM weighed GROUP BY membership_id
),
single AS (
  SELECT shown_kind, first_day, last_day, count(*) AS members
  FROM per_member WHERE single GROUP BY shown_kind, first_day, last_day
),
several AS (SELECT * FROM weighed WHERE membership_id IN (SELECT membership_id FROM per_member WHERE NOT single)),
-- Away with at least half a day summed over the member's absences (a lone 40 % leave or 2 hours is not).
${awayPeriodsCtes([], '', 'several')},
${awayChangesCtes()},
${awayPeriodsCtes(['shown_kind'], 'kind_', 'several')},
${awayChangesCtes(['shown_kind'], 'kind_')},
single_changes AS (
  SELECT shown_kind, first_day AS day, members AS delta FROM single
  UNION ALL
  SELECT shown_kind, last_day + 1, -members FROM single
),
all_changes AS (
  SELECT day, sum(delta) AS delta
  FROM (SELECT day, delta FROM single_changes UNION ALL SELECT day, delta FROM changes) c
  GROUP BY day
),
all_kind_changes AS (
  SELECT shown_kind, day, sum(delta) AS delta
  FROM (SELECT shown_kind, day, delta FROM single_changes
        UNION ALL SELECT shown_kind, day, delta FROM kind_changes) c
  GROUP BY shown_kind, day
),
-- Who is away when, for off_duty (only read when members have work patterns).
away AS (
  SELECT membership_id, first_day, last_day FROM per_member WHERE single
  UNION ALL SELECT membership_id, first_day, last_day FROM approved
),
members AS (
  SELECT m.id FROM membership m
  WHERE m.organization_id = $1 AND m.is_admin = false AND ($4::uuid IS NULL OR m.team_id = $4::uuid)
),
grid AS (
  SELECT $2::date + offset_days AS day FROM generate_series(0, $3::date - $2::date) AS offset_days
),
kind_counts AS (
  SELECT grid.day, kinds.shown_kind,
         sum(coalesce(c.delta, 0)) OVER (PARTITION BY kinds.shown_kind ORDER BY grid.day) AS away
  FROM grid CROSS JOIN (SELECT DISTINCT shown_kind FROM all_kind_changes) kinds
  LEFT JOIN all_kind_changes c ON c.shown_kind = kinds.shown_kind AND c.day = grid.day
),
by_kind AS (
  -- Keys in kind order, as the former plan happened to give them (the response's JSON stays the same).
  SELECT day, json_object_agg(shown_kind, away::int ORDER BY shown_kind) AS kinds
  FROM kind_counts WHERE away > 0 GROUP BY day
),
${OFF_DUTY_CTE}
SELECT to_char(grid.day, 'YYYY-MM-DD') AS "date",
       (sum(coalesce(all_changes.delta, 0)) OVER (ORDER BY grid.day))::int AS "onVacation",
       ((SELECT count(*) FROM membership m WHERE m.organization_id = $1 AND ($4::uuid IS NULL OR m.team_id = $4::uuid))
        - (SELECT count(*) FROM membership a
            WHERE a.organization_id = $1 AND a.is_admin AND ($4::uuid IS NULL OR a.team_id = $4::uuid)))::int AS "total",
       coalesce(off_duty.members, 0)::int AS "offDuty",
       by_kind.kinds AS "byKind",
       ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM team t WHERE t.id = $4::uuid AND t.organization_id = $1)) AS "teamFound"
FROM grid
LEFT JOIN all_changes ON all_changes.day = grid.day
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
