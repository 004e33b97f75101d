// Issue 26: how a membership row (as `m`) reads its employment and work patterns. employment_start(m)
// is THE start of employment (migration 1767400000000): 'Ansatt fra', else the membership's day. The
// patterns come as one small JSON array per member (primary-key lookups in work_pattern).
/** 'Ansatt fra', 'Ansatt til' and the work patterns of `m` (also the account export's: they are the person's data). */
export const OWN_EMPLOYMENT_COLUMNS = `to_char(m.employed_from, 'YYYY-MM-DD') AS "employedFrom",
  to_char(m.employed_until, 'YYYY-MM-DD') AS "employedUntil",
  (SELECT coalesce(json_agg(json_build_object('validFrom', to_char(wp.valid_from, 'YYYY-MM-DD'), 'weekdays', wp.weekdays)
                            ORDER BY wp.valid_from), '[]'::json)
     FROM work_pattern wp WHERE wp.membership_id = m.id) AS "workPatterns"`;

export const EMPLOYMENT_COLUMNS = `${OWN_EMPLOYMENT_COLUMNS},
  to_char(employment_start(m), 'YYYY-MM-DD') AS "employmentStart",
  (SELECT o.full_first_year_vacation FROM organization o WHERE o.id = m.organization_id) AS "fullFirstYear"`;

/**
 * Issue 26, the staffing month: `off_duty(day, members)`, per weekday (Monday–Friday) of `grid`, the
 * `members` whose work pattern that day (the latest valid_from on or before it, as patternOn) has the
 * day off and who are not already away (`away(membership_id, first_day, last_day)`: periods away, possibly
 * overlapping): they are not at work either. Only members with a pattern are looked at (primary-key
 * lookups); a day before their first pattern is Monday–Friday.
 */
export const OFF_DUTY_CTE = `off_duty AS (
  SELECT grid.day, count(*) AS members
    FROM grid
    JOIN members m ON EXISTS (SELECT 1 FROM work_pattern wp WHERE wp.membership_id = m.id)
   CROSS JOIN LATERAL (SELECT wp.weekdays FROM work_pattern wp
                        WHERE wp.membership_id = m.id AND wp.valid_from <= grid.day
                        ORDER BY wp.valid_from DESC LIMIT 1) pattern
   WHERE extract(isodow FROM grid.day) <= 5
     AND (pattern.weekdays >> (extract(isodow FROM grid.day)::int - 1)) & 1 = 0
     AND NOT EXISTS (SELECT 1 FROM away i
                      WHERE i.membership_id = m.id AND grid.day BETWEEN i.first_day AND i.last_day)
   GROUP BY grid.day
)`;
