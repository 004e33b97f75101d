// How many distinct members are away on each day, as a sweep line instead of expanding every request
// into its days. Shared by the staffing calendar and the busiest-days report.
//
// Each builder takes `by`: extra columns that split a member's absences into groups counted apart
// ('' = one group per member; the staffing month's byKind passes the kind shown), and `prefix` for the
// names of the CTEs it defines, so one query can hold both countings.

/** ', col1, col2' for a column list appended after membership_id. */
const after = (by: readonly string[]) => by.map((column) => `, ${column}`).join('');

/**
 * Expects a CTE `<prefix>approved(membership_id, ...by, first_day, last_day)` before it (periods already
 * clipped to the days of interest) and defines after it:
 *   <prefix>islands   each member's (and group's) overlapping periods merged, so nobody is counted twice on a day
 *   <prefix>changes   (...by, day, delta): +1 on an island's first day, -1 on the day after its last
 * The running sum of `delta` over the days in order (per group) is the number of members away that day.
 */
export const awayChangesCtes = (by: readonly string[] = [], prefix = '') => `
${prefix}marked AS (
  SELECT membership_id${after(by)}, first_day, last_day,
         CASE WHEN first_day <= max(last_day) OVER (PARTITION BY membership_id${after(by)} ORDER BY first_day, last_day
                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS starts_island
  FROM ${prefix}approved
),
${prefix}islands AS (
  SELECT membership_id${after(by)}, min(first_day) AS first_day, max(last_day) AS last_day
  FROM (SELECT ${prefix}marked.*, sum(starts_island) OVER (PARTITION BY membership_id${after(by)} ORDER BY first_day, last_day) AS island
        FROM ${prefix}marked) numbered
  GROUP BY membership_id${after(by)}, island
),
${prefix}changes AS (
  SELECT ${by.map((column) => `${column}, `).join('')}day, sum(delta) AS delta
  FROM (SELECT ${by.map((column) => `${column}, `).join('')}first_day AS day, 1 AS delta FROM ${prefix}islands
        UNION ALL SELECT ${by.map((column) => `${column}, `).join('')}last_day + 1, -1 FROM ${prefix}islands) events
  GROUP BY ${by.map((column) => `${column}, `).join('')}day
)`;

/** awayChangesCtes() for one group per member: `islands` and `changes` from `approved`. */
export const AWAY_CHANGES_CTES = awayChangesCtes();

// Who is away when (issue 24): a member is away on a day when the loads of ALL their approved absences
// (of one group) that day add up to at least half a day (AWAY_LOAD - EPSILON, as isAwayOn in TS).
/**
 * Expects a CTE `weighed(membership_id, ...by, start_date, end_date, half_day_start, half_day_end, base,
 * first_day, last_day)` before it (or another of that shape named by `source`; base = absence_base_load;
 * first/last_day clipped to the days of interest) and defines `<prefix>approved(membership_id, ...by,
 * first_day, last_day)` for awayChangesCtes:
 *   a request of at least half a day (base >= 0.5; its half-day ends weigh 0.5) as its whole period;
 *   lighter requests (hours, small percentages) day by day, summed per member (and group) and day, where
 *   the sum reaches half a day (rare rows, so the day-by-day expansion stays small).
 */
export const awayPeriodsCtes = (by: readonly string[] = [], prefix = '', source = 'weighed') => `
${prefix}light_days AS (
  SELECT w.membership_id${by.map((column) => `, w.${column}`).join('')}, w.first_day + o AS day,
         sum(CASE WHEN (w.half_day_start IS TRUE AND w.first_day + o = w.start_date)
                    OR (w.half_day_end IS TRUE AND w.first_day + o = w.end_date) THEN 0.5
                  ELSE w.base END) AS load
  FROM ${source} w CROSS JOIN LATERAL generate_series(0, w.last_day - w.first_day) AS o
  WHERE w.base < 0.5
  GROUP BY w.membership_id${by.map((column) => `, w.${column}`).join('')}, w.first_day + o
),
${prefix}approved AS (
  SELECT membership_id${after(by)}, first_day, last_day FROM ${source} WHERE base >= 0.5
  UNION ALL
  SELECT membership_id${after(by)}, day, day FROM ${prefix}light_days WHERE load >= 0.5 - 1e-9
)`;

/** awayPeriodsCtes() for one group per member: `light_days` and `approved` from `weighed`. */
export const AWAY_PERIODS_CTES = awayPeriodsCtes();
