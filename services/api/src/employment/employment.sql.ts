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
