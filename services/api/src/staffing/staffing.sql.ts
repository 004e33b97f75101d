import type { AbsenceKind } from '@ferieplan/contracts';
import { awayPeriodsCtes } from '../database/away-per-day.sql.js';
import { OFF_DUTY_CTE } from '../employment/employment.sql.js';

/** The kind a viewer may not see (issue 25: a colleague's sick absence), counted as 'Fravær'. */
export const HIDDEN_KIND = 'hidden';

/** The approved requests of the members `m` (a CTE or join) in the grid, weighed and clipped to it. */
const weighedOf = (members: string) => `
  SELECT vr.membership_id, vr.kind, vr.start_date, vr.end_date, vr.half_day_start, vr.half_day_end,
         absence_base_load(vr.hours, vr.percentage,
           (SELECT coalesce(mm.normal_day_hours, o.normal_day_hours)
              FROM membership mm JOIN organization o ON o.id = mm.organization_id
             WHERE mm.id = vr.membership_id)) AS base,
         greatest(vr.start_date, $2::date) AS first_day, least(vr.end_date, $3::date) AS last_day
  FROM ${members} JOIN vacation_request vr ON vr.membership_id = m.id
  WHERE vr.status = 'Approved' AND vr.end_date >= $2::date AND vr.start_date <= $3::date`;

// The whole staffing month in ONE query, so a request costs the membership check plus this one round
// trip, and only the month's per-day totals leave PostgreSQL. It also returns the member total and
// whether the team filter names a team of the organisation.
//
// The members away per day are read from staffing_day (migration 1768850000000, kept exact by triggers
// in every write's transaction): per day and group ('*' away at all, each kind, '~sick' the sick kinds
// together) of the organisation or of one team ($4). Issue 28: reading and merging the month's ~4,200
// requests of a 10,000-member organisation on every call took 15 ms; these are ~100 rows for any size.
//   counted      the scope's rows of the grid
//   viewer_days  $5's own days per sick kind and '~sick', when $5 is counted (a non-admin member of
//                the scope) and the viewer may not see colleagues' sick kinds ($6 false): they are
//                shown by kind, everybody else's sick days as HIDDEN_KIND ('~sick' less the viewer's)
//   kind_counts  members away per kind shown (non-sick kinds, or every kind for an admin viewer $6)
//   by_kind      the per-day JSON of kinds, keys in kind order as before
//   away         who is away when, for off_duty: only members with work patterns, from their requests
//                (awayPeriodsCtes: loads summed per member and day)
// staffing-month-fast-path.integration.spec.ts compares it with the former query computing everything
// from the requests, after random writes.
// The members counted in `total`: all of the organisation's (membership_count, kept by triggers) or the
// team's (ix_membership_organization_team) less its admins (ix_membership_organization_admin).
export const STAFFING_MONTH_SQL = `
WITH counted AS (
  SELECT day, grp, members FROM staffing_day
  WHERE organization_id = $1 AND scope = coalesce($4::uuid, $1) AND day BETWEEN $2::date AND $3::date
),
viewer AS (
  SELECT m.id FROM membership m
  WHERE m.id = $5::uuid AND NOT $6::boolean AND m.organization_id = $1 AND m.is_admin = false
    AND ($4::uuid IS NULL OR m.team_id = $4::uuid)
),
viewer_weighed AS (${weighedOf('viewer m')} AND vr.kind = ANY($7::text[])),
viewer_days AS (
  SELECT g.grp, w.first_day + o AS day
  FROM viewer_weighed w
  CROSS JOIN LATERAL (VALUES (w.kind), ('~sick')) AS g(grp)
  CROSS JOIN LATERAL generate_series(0, w.last_day - w.first_day) AS o
  GROUP BY g.grp, w.first_day + o
  HAVING bool_or(w.base >= 0.5)
      OR sum(CASE WHEN w.base >= 0.5 THEN 0
                  WHEN (w.half_day_start IS TRUE AND w.first_day + o = w.start_date)
                    OR (w.half_day_end IS TRUE AND w.first_day + o = w.end_date) THEN 0.5
                  ELSE w.base END) >= 0.5 - 1e-9
),
kind_counts AS (
  SELECT grp AS shown_kind, day, members AS away FROM counted
  WHERE grp NOT IN ('*', '~sick') AND ($6::boolean OR grp <> ALL($7::text[]))
  UNION ALL
  SELECT '${HIDDEN_KIND}', c.day, c.members - (SELECT count(*) FROM viewer_days v WHERE v.grp = '~sick' AND v.day = c.day)
  FROM counted c WHERE NOT $6::boolean AND c.grp = '~sick'
  UNION ALL
  SELECT grp, day, 1 FROM viewer_days WHERE grp <> '~sick'
),
by_kind AS (
  -- Keys in kind order, as the former plan happened to give them (the response's JSON stays the same).
  SELECT day, json_object_agg(shown_kind, away::int ORDER BY shown_kind) AS kinds
  FROM kind_counts WHERE away > 0 GROUP BY day
),
members AS (
  -- Only members with work patterns are ever off duty (from work_pattern: a few, not all 10,000 members).
  SELECT m.id FROM membership m
  WHERE m.id IN (SELECT wp.membership_id FROM work_pattern wp)
    AND m.organization_id = $1 AND m.is_admin = false AND ($4::uuid IS NULL OR m.team_id = $4::uuid)
),
weighed AS (
  ${weighedOf('members m')}
    AND EXISTS (SELECT 1 FROM work_pattern wp WHERE wp.membership_id = m.id)
),
${awayPeriodsCtes()},
away AS (SELECT membership_id, first_day, last_day FROM approved),
grid AS (
  SELECT $2::date + offset_days AS day FROM generate_series(0, $3::date - $2::date) AS offset_days
),
${OFF_DUTY_CTE}
SELECT to_char(grid.day, 'YYYY-MM-DD') AS "date",
       coalesce((SELECT c.members FROM counted c WHERE c.day = grid.day AND c.grp = '*'), 0)::int AS "onVacation",
       ((CASE WHEN $4::uuid IS NULL
              THEN coalesce((SELECT mc.members FROM membership_count mc WHERE mc.organization_id = $1), 0)
              ELSE (SELECT count(*) FROM membership m WHERE m.organization_id = $1 AND m.team_id = $4::uuid) END)
        - (SELECT count(*) FROM membership a
            WHERE a.organization_id = $1 AND a.is_admin AND ($4::uuid IS NULL OR a.team_id = $4::uuid)))::int AS "total",
       coalesce(off_duty.members, 0)::int AS "offDuty",
       by_kind.kinds AS "byKind",
       ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM team t WHERE t.id = $4::uuid AND t.organization_id = $1)) AS "teamFound"
FROM grid
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
