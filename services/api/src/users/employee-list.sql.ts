// The admin's employee list in one query: every member (or one page of them) with the vacation days
// of their approved and pending requests counted per year inside PostgreSQL (weekdays that are not
// public holidays, the same rule as @ferieplan/holidays) and their transfers, so Node never walks the
// days of thousands of requests. The entitlement arithmetic stays in @ferieplan/vacation-rules.
import { publicHolidays } from '@ferieplan/holidays';

export interface EmployeeListFilter {
  /** The balance years (last, this and next year). */
  years: readonly number[];
  teamId?: string;
  /** Rows of one page (one more is read to know whether a next page exists). */
  limit?: number;
  /** The sort key (name, created_at with microseconds, id) of the previous page's last row. */
  after?: readonly string[];
}

/** A member's sort key as text, for the next page's cursor. */
const MEMBER_SORT_KEY = `ARRAY[m.name, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), m.id::text]`;

/** A sort key as MEMBER_SORT_KEY writes it (a cursor is checked before it reaches SQL). */
export const isMemberSortKey = (key: readonly string[]): boolean =>
  key.length === 3 &&
  key[0].length <= 200 &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(key[1]) &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key[2]);

export function employeeListSql(
  organizationId: string,
  filter: EmployeeListFilter,
): { sql: string; params: unknown[] } {
  const first = Math.min(...filter.years);
  const last = Math.max(...filter.years);
  const holidays = filter.years.flatMap((year) => publicHolidays(year).map((holiday) => holiday.date));
  const params: unknown[] = [organizationId, `${first}-01-01`, `${last}-12-31`, holidays, first - 1, last];
  const where = ['m.organization_id = $1'];
  if (filter.teamId !== undefined) {
    params.push(filter.teamId);
    where.push(`m.team_id = $${params.length}::uuid`);
  }
  if (filter.after) {
    params.push(...filter.after);
    const n = params.length;
    where.push(
      `(m.name, m.created_at, m.id) > ($${n - 2}, $${n - 1}::timestamp AT TIME ZONE 'UTC', $${n}::uuid)`,
    );
  }
  let limit = '';
  let sortKey = '';
  if (filter.limit !== undefined) {
    params.push(filter.limit + 1);
    limit = ` LIMIT $${params.length}`;
    sortKey = `, ${MEMBER_SORT_KEY} AS "sortKey"`;
  }
  return {
    sql: `
      SELECT m.id, m.organization_id AS "organizationId", m.user_uid AS "userUid", m.name, m.email,
             m.is_admin AS "isAdmin", m.yearly_days AS "yearlyDays", m.team_id AS "teamId", m.birth_year AS "birthYear",
             coalesce(d.counts, '[]') AS "dayCounts", coalesce(t.transfers, '[]') AS "transfers"${sortKey}
        FROM membership m
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_array(c.year, c.status, c.days)) AS counts
            FROM (SELECT extract(year FROM day)::int AS year, vr.status, count(*)::int AS days
                    FROM vacation_request vr
                   CROSS JOIN LATERAL generate_series(greatest(vr.start_date, $2::date), least(vr.end_date, $3::date), interval '1 day') AS day
                   WHERE vr.membership_id = m.id AND vr.status IN ('Approved', 'Pending')
                     AND vr.start_date <= $3::date AND vr.end_date >= $2::date
                     AND extract(isodow FROM day) < 6 AND day::date <> ALL ($4::date[])
                   GROUP BY 1, 2) c
        ) d ON true
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_array(vt.from_year, vt.days)) AS transfers
            FROM vacation_transfer vt
           WHERE vt.membership_id = m.id AND vt.from_year BETWEEN $5 AND $6
        ) t ON true
       WHERE ${where.join(' AND ')}
       ORDER BY m.name, m.created_at, m.id${limit}`,
    params,
  };
}
