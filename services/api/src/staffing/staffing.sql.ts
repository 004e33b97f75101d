// The whole staffing month in ONE query: the grid's days (generate_series) left-joined to the approved
// requests of non-admin members that overlap the grid, counted per day (distinct members). The same
// statement returns the member total and whether the team filter names a team of the organisation,
// so a request costs the membership check plus this one round trip, whatever the organisation's size.
//
// Shape chosen from EXPLAIN ANALYZE on a seeded 2,000-person organisation (tools/bench/staffing.mjs):
// - `approved` is MATERIALIZED: one index-only scan of ix_vacation_request_staffing (migration
//   1763800000500), instead of one scan per grid day inside a nested loop;
// - the grid is an integer generate_series, whose row count the planner knows (35-42) once the
//   parameters are bound; a date generate_series is estimated at 1000 rows, which inflated the plan
//   cost past jit_above_cost and spent more time compiling JIT code than running the query.
export const STAFFING_MONTH_SQL = `
WITH members AS (
  SELECT m.id FROM membership m
  WHERE m.organization_id = $1 AND m.is_admin = false AND ($4::uuid IS NULL OR m.team_id = $4::uuid)
),
approved AS MATERIALIZED (
  SELECT vr.membership_id, vr.start_date, vr.end_date
  FROM vacation_request vr
  JOIN members ON members.id = vr.membership_id
  WHERE vr.organization_id = $1 AND vr.status = 'Approved' AND vr.end_date >= $2::date AND vr.start_date <= $3::date
),
grid AS (
  SELECT $2::date + offset_days AS day FROM generate_series(0, $3::date - $2::date) AS offset_days
)
SELECT to_char(grid.day, 'YYYY-MM-DD') AS "date",
       count(DISTINCT approved.membership_id)::int AS "onVacation",
       (SELECT count(*) FROM members)::int AS "total",
       ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM team t WHERE t.id = $4::uuid AND t.organization_id = $1)) AS "teamFound"
FROM grid
LEFT JOIN approved ON approved.start_date <= grid.day AND approved.end_date >= grid.day
GROUP BY grid.day
ORDER BY grid.day`;

export interface StaffingMonthRow {
  date: string;
  onVacation: number;
  total: number;
  teamFound: boolean;
}
