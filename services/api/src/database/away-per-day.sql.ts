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
