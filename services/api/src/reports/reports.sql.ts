// The report queries (issue 13). Every figure is computed here, in one round trip per report.
//
// Parameters shared by all of them:
//   $1 organisation id, $2 year, $3 team id or NULL (all members), $4 the year's public holidays as
//   absence_days takes them (absenceDaysHolidays, from @ferieplan/holidays, so SQL and the shared rules
//   can never disagree on a holiday).
//
// The vacation days of a period are absence_days (migration 1765700000300), the one SQL definition
// and the twin of absenceDays in @ferieplan/vacation-rules: counted in closed form, without expanding
// the period into its days or joining a calendar. Requests over New Year are clipped to the year,
// exactly like vacationDaysInYear. (A calendar CTE joined twice per request was measured on the
// 16,000-request benchmark: 5.3 s instead of 0.34 s for the approved requests, 0.9 s instead of 0.28 s
// for the months; the planner cannot estimate a CTE and chose nested loops.)
//
// The reports count every member of the organisation, admins included (they take vacation and are
// paid too), unlike the staffing calendar, which counts who is at work among the non-admins.

import type { AbsenceKind, EmployeeReportRow } from '@ferieplan/contracts';
import { AWAY_CHANGES_CTES } from '../database/away-per-day.sql.js';
import type { BalanceMember } from '../planning/balances/yearly-balances.js';

const COMMON = `
members AS (
  SELECT m.id, m.name, m.email, m.team_id, t.name AS team_name, m.yearly_days, m.birth_year,
         coalesce(m.normal_day_hours, o.normal_day_hours) AS normal_day_hours
  FROM membership m LEFT JOIN team t ON t.id = m.team_id JOIN organization o ON o.id = m.organization_id
  WHERE m.organization_id = $1 AND ($3::uuid IS NULL OR m.team_id = $3::uuid)
),
requests AS (
  SELECT vr.id, vr.membership_id, members.team_id, vr.status, vr.start_date, vr.end_date,
         vr.half_day_start, vr.half_day_end, vr.weekdays,
         absence_base_load(vr.hours, vr.percentage, members.normal_day_hours) AS base,
         greatest(vr.start_date, make_date($2, 1, 1)) AS first_day,
         least(vr.end_date, make_date($2, 12, 31)) AS last_day
  FROM vacation_request vr JOIN members ON members.id = vr.membership_id
  WHERE vr.organization_id = $1 AND vr.end_date >= make_date($2, 1, 1) AND vr.start_date <= make_date($2, 12, 31)
    AND vr.kind = $5
)`;

/** Whether a day (inside the year $2) is a vacation day. */
const VACATION_DAYS = (first: string, last: string) => `absence_days(${first}, ${last}, $4::int[])`;

/**
 * The days request `r` (a row carrying requests' columns) costs in [first, last]: its loads over the
 * days absence_days counts (absence_load_days, the twin of absenceCost: half days, hours, percentages).
 */
const REQUEST_DAYS = (r: string, first: string, last: string) =>
  `absence_load_days(${first}, ${last}, $4::int[], ${r}.start_date, ${r}.end_date, ${r}.half_day_start, ${r}.half_day_end, ${r}.base, ${r}.weekdays)`;

/**
 * One row per member: used (approved), planned (pending), transferred in and out, the number of requests
 * of any status, and what the entitlement is computed from: the entitlement and remaining days are the
 * shared rules' (memberEntitlement: yearly days in the person's days, ferieloven § 5, the 60+ week),
 * added in ReportsRepository.employees, not a second copy in SQL.
 */
export const EMPLOYEE_REPORT_SQL = `
WITH ${COMMON},
per_member AS (
  SELECT r.membership_id,
         coalesce(sum(${REQUEST_DAYS('r', 'r.first_day', 'r.last_day')}) FILTER (WHERE r.status = 'Approved'), 0)::float8 AS used,
         coalesce(sum(${REQUEST_DAYS('r', 'r.first_day', 'r.last_day')}) FILTER (WHERE r.status = 'Pending'), 0)::float8 AS planned,
         count(*)::int AS request_count
  FROM requests r
  GROUP BY r.membership_id
),
-- The work patterns of the members who have any, aggregated in one pass (issue 28: the per-member
-- sub-select of OWN_EMPLOYMENT_COLUMNS ran 10,000 times for the 10,000-member report, a fifth of its time,
-- mostly finding none). The same JSON as OWN_EMPLOYMENT_COLUMNS' "workPatterns".
patterns AS (
  SELECT wp.membership_id,
         json_agg(json_build_object('validFrom', to_char(wp.valid_from, 'YYYY-MM-DD'), 'weekdays', wp.weekdays)
                  ORDER BY wp.valid_from) AS patterns
  FROM work_pattern wp JOIN members ON members.id = wp.membership_id
  GROUP BY wp.membership_id
)
-- The employment columns once per member at the end (issue 28: carried through the members CTE they
-- cost 0.4 s of the 10,000-member report, with one organization lookup per member).
SELECT f.id AS "userId", f.name, f.email, f.team_id AS "teamId", f.team_name AS "teamName",
       coalesce(p.used, 0) AS "usedDays", coalesce(p.planned, 0) AS "plannedDays",
       coalesce(tin.days, 0)::int AS "transferredInDays", coalesce(tout.days, 0)::int AS "transferredOutDays",
       coalesce(p.request_count, 0) AS "requestCount",
       f.id, f.yearly_days AS "yearlyDays", f.birth_year AS "birthYear",
       to_char(m.employed_from, 'YYYY-MM-DD') AS "employedFrom",
       to_char(m.employed_until, 'YYYY-MM-DD') AS "employedUntil",
       coalesce(pt.patterns, '[]'::json) AS "workPatterns",
       to_char(employment_start(m), 'YYYY-MM-DD') AS "employmentStart",
       o.full_first_year_vacation AS "fullFirstYear"
FROM members f
JOIN membership m ON m.id = f.id AND m.organization_id = $1
JOIN organization o ON o.id = $1
LEFT JOIN per_member p ON p.membership_id = f.id
LEFT JOIN vacation_transfer tin ON tin.membership_id = f.id AND tin.from_year = $2 - 1
LEFT JOIN vacation_transfer tout ON tout.membership_id = f.id AND tout.from_year = $2
LEFT JOIN patterns pt ON pt.membership_id = f.id
-- Near the Norwegian order the service sorts by (Intl.Collator 'nb', then the id), so that sort is one
-- cheap pass; only Æ, Ø, Å and punctuation land out of place here.
ORDER BY lower(f.name) COLLATE "C", f.id`;

/**
 * Approved and pending vacation days per team and month: every (team with members in the selection,
 * month) pair, zeros included. Members without a team are the group with team NULL.
 */
export const ABSENCE_REPORT_SQL = `
WITH ${COMMON},
months AS (SELECT generate_series(1, 12) AS month),
groups AS (SELECT DISTINCT coalesce(team_id, '00000000-0000-0000-0000-000000000000'::uuid) AS team_key, team_id, team_name FROM members),
-- Each request split into its months (a lateral series of 1-2 months, not a join of every request to every month).
pieces AS (
  SELECT coalesce(r.team_id, '00000000-0000-0000-0000-000000000000'::uuid) AS team_key, r.status, month,
         r.start_date, r.end_date, r.half_day_start, r.half_day_end, r.base, r.weekdays,
         greatest(r.first_day, make_date($2, month, 1)) AS first_day,
         least(r.last_day, (make_date($2, month, 1) + interval '1 month - 1 day')::date) AS last_day
  FROM requests r,
       generate_series(extract(month FROM r.first_day)::int, extract(month FROM r.last_day)::int) AS month
  WHERE r.status IN ('Approved', 'Pending')
),
days AS (
  SELECT p.team_key, p.month,
         sum(${REQUEST_DAYS('p', 'p.first_day', 'p.last_day')}) FILTER (WHERE p.status = 'Approved') AS approved,
         sum(${REQUEST_DAYS('p', 'p.first_day', 'p.last_day')}) FILTER (WHERE p.status = 'Pending') AS planned
  FROM pieces p
  GROUP BY p.team_key, p.month
)
SELECT g.team_id AS "teamId", g.team_name AS "teamName", mo.month::int AS month,
       coalesce(d.approved, 0)::float8 AS "approvedDays", coalesce(d.planned, 0)::float8 AS "plannedDays"
FROM groups g CROSS JOIN months mo
LEFT JOIN days d ON d.team_key = g.team_key AND d.month = mo.month
ORDER BY g.team_name IS NULL, lower(g.team_name), g.team_id, mo.month`;

/** A row of EMPLOYEE_REPORT_SQL: the report's counts and the member fields the entitlement is computed from. */
export type EmployeeReportSqlRow = Omit<EmployeeReportRow, 'entitlementDays' | 'remainingDays'> &
  BalanceMember;

export interface AbsenceSqlRow {
  teamId: string | null;
  teamName: string | null;
  month: number;
  approvedDays: number;
  plannedDays: number;
}

/**
 * The ten vacation days (working days) of the year with the most members on approved vacation. A sweep
 * line like the staffing month (staffing.sql.ts): each member's overlapping requests merged into islands
 * (nobody counted twice), +1 on an island's first day, -1 after its last, running sum over the year.
 */
export const BUSIEST_DAYS_SQL = `
WITH ${COMMON},
calendar AS (
  SELECT d::date AS day, ${VACATION_DAYS('d::date', 'd::date')} = 1 AS vacation_day
  FROM generate_series(make_date($2, 1, 1), make_date($2, 12, 31), interval '1 day') AS d
),
-- Away only with at least half a day (issue 24).
approved AS (SELECT membership_id, first_day, last_day FROM requests WHERE status = 'Approved' AND base >= 0.5),
${AWAY_CHANGES_CTES},
counts AS (
  SELECT c.day, c.vacation_day, sum(coalesce(ch.delta, 0)) OVER (ORDER BY c.day) AS away
  FROM calendar c LEFT JOIN changes ch ON ch.day = c.day
)
SELECT to_char(day, 'YYYY-MM-DD') AS date, away::int AS away
FROM counts
WHERE vacation_day AND away > 0
ORDER BY away DESC, day
LIMIT 10`;

/** The year's approved requests with the member, their team and the vacation days inside the year. */
export const APPROVED_REQUESTS_SQL = `
WITH ${COMMON}
SELECT m.name, m.email, m.team_name AS "teamName",
       to_char(r.start_date, 'YYYY-MM-DD') AS "startDate", to_char(r.end_date, 'YYYY-MM-DD') AS "endDate",
       ${REQUEST_DAYS('r', 'r.first_day', 'r.last_day')}::float8 AS days, vr.description, vr.kind,
       to_char(vr.approved_at AT TIME ZONE 'Europe/Oslo', 'YYYY-MM-DD') AS "approvedAt"
FROM requests r
JOIN vacation_request vr ON vr.id = r.id
JOIN members m ON m.id = r.membership_id
WHERE r.status = 'Approved'
-- By name in Norwegian order (collation nb_name, migration 1768700000000: Intl.Collator 'nb' at base
-- strength), equal names by member, then date.
ORDER BY m.name COLLATE nb_name, m.id, r.start_date`;

export interface ApprovedRequestSqlRow {
  name: string;
  email: string;
  teamName: string | null;
  startDate: string;
  endDate: string;
  /** Days inside the year (halves, hours and percentages weighed). */
  days: number;
  description: string | null;
  kind: AbsenceKind;
  approvedAt: string | null;
}
