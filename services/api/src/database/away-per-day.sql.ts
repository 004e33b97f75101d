// How many distinct members are away on each day, as a sweep line instead of expanding every request
// into its days. Shared by the staffing calendar and the busiest-days report.
//
// Expects a CTE `approved(membership_id, first_day, last_day)` before it (periods already clipped to the
// days of interest) and defines after it:
//   islands   each member's overlapping periods merged, so nobody is counted twice on a day
//   changes   (day, delta): +1 on an island's first day, -1 on the day after its last
// The running sum of `delta` over the days in order is the number of members away that day.
export const AWAY_CHANGES_CTES = `
marked AS (
  SELECT membership_id, first_day, last_day,
         CASE WHEN first_day <= max(last_day) OVER (PARTITION BY membership_id ORDER BY first_day, last_day
                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS starts_island
  FROM approved
),
islands AS (
  SELECT membership_id, min(first_day) AS first_day, max(last_day) AS last_day
  FROM (SELECT marked.*, sum(starts_island) OVER (PARTITION BY membership_id ORDER BY first_day, last_day) AS island
        FROM marked) numbered
  GROUP BY membership_id, island
),
changes AS (
  SELECT day, sum(delta) AS delta
  FROM (SELECT first_day AS day, 1 AS delta FROM islands UNION ALL SELECT last_day + 1, -1 FROM islands) events
  GROUP BY day
)`;

// Who is away when (issue 24): a member is away on a day when the loads of ALL their approved absences
// that day add up to at least half a day (AWAY_LOAD; TS: the sum of dayLoad, as staffing/away-by-kind.ts adds them per kind).
// Expects a CTE `weighed(membership_id, start_date, end_date, half_day_start, half_day_end, base,
// first_day, last_day)` before it (base = absence_base_load; first/last_day clipped to the days of
// interest) and defines `approved(membership_id, first_day, last_day)` for AWAY_CHANGES_CTES:
//   a request of at least half a day (base >= 0.5; its half-day ends weigh 0.5) as its whole period;
//   lighter requests (hours, small percentages) day by day, summed per member, where the sum reaches
//   half a day (rare rows, so the day-by-day expansion stays small).
export const AWAY_PERIODS_CTES = `
light_days AS (
  SELECT w.membership_id, w.first_day + o AS day,
         sum(CASE WHEN (w.half_day_start IS TRUE AND w.first_day + o = w.start_date)
                    OR (w.half_day_end IS TRUE AND w.first_day + o = w.end_date) THEN 0.5
                  ELSE w.base END) AS load
  FROM weighed w CROSS JOIN LATERAL generate_series(0, w.last_day - w.first_day) AS o
  WHERE w.base < 0.5
  GROUP BY w.membership_id, w.first_day + o
),
approved AS (
  SELECT membership_id, first_day, last_day FROM weighed WHERE base >= 0.5
  UNION ALL
  SELECT membership_id, day, day FROM light_days WHERE load >= 0.5 - 1e-9
)`;
