// The admin's employee list in one query: every member (or one page of them) with the vacation days
// of their approved and pending requests counted per year inside PostgreSQL and their transfers, so
// Node never walks the days of thousands of requests. The entitlement arithmetic stays in
// @ferieplan/vacation-rules. The counts come as plain int columns per balance year (countedColumns),
// not JSON: no JSON.parse and no search per year in Node. A request's days in a year are absence_days
// (migration 1765700000300, the twin of absenceDays), counted in closed form, not by walking its days.
import { absenceDaysHolidays } from '../database/absence-days.js';
import { MEMBERSHIP_COLUMNS } from './membership.js';
import { sqlTextPerShape } from '../database/sql-text-per-shape.js';

export interface EmployeeListFilter {
  /** The balance years (last, this and next year). */
  years: readonly number[];
  teamId?: string;
  /** Rows of one page (one more is read to know whether a next page exists). */
  limit?: number;
  /** The sort key (name, created_at with microseconds, id) of the previous page's last row. */
  after?: readonly string[];
}

/** The int columns of one balance year: its approved and pending days, days transferred in and out. */
interface CountedColumnNames {
  used: `used${number}`;
  planned: `planned${number}`;
  in: `in${number}`;
  out: `out${number}`;
}

/** A row's counted days: an int column per balance year and count (see countedColumns). */
export type CountedColumns = Record<CountedColumnNames[keyof CountedColumnNames], number>;

const columnNames: CountedColumnNames[] = [];

/** The column names of balance year `years[i]` (made once per index). */
export const countedColumns = (i: number): CountedColumnNames =>
  (columnNames[i] ??= { used: `used${i}`, planned: `planned${i}`, in: `in${i}`, out: `out${i}` });

/**
 * created_at of a member as text with microseconds (the middle part of the sort key; name and id are
 * columns of their own). Fixed width, so its "C" order is created_at's order.
 */
const CREATED_AT_KEY = `to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** A row's sort key for the next page's cursor: [name, created_at with microseconds, id]. */
export const memberSortKey = (row: { name: string; id: string; createdAtKey: string }): string[] => [
  row.name,
  row.createdAtKey,
  row.id,
];

/** A sort key as memberSortKey writes it (a cursor is checked before it reaches SQL). */
export const isMemberSortKey = (key: readonly string[]): boolean =>
  key.length === 3 &&
  key[0].length <= 200 &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(key[1]) &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key[2]);

export function employeeListSql(
  organizationId: string,
  filter: EmployeeListFilter,
  /** SQL (over the outer query's columns) that must hold for any row to be read: the caller's admin check. */
  gate?: string,
  params: unknown[] = [],
): { sql: string; params: unknown[] } {
  const first = Math.min(...filter.years);
  const last = Math.max(...filter.years);
  const param = (value: unknown) => `$${params.push(value)}`;
  const org = param(organizationId);
  const from = param(`${first}-01-01`);
  const to = param(`${last}-12-31`);
  const holidays = param(absenceDaysHolidays(filter.years));
  const perYear: string[] = [];
  const days: string[] = [];
  const transfers: string[] = [];
  filter.years.forEach((year, i) => {
    const column = countedColumns(i);
    const y = param(year);
    // The request's part of the year; none (0 days) when it lies outside.
    const firstDay = `greatest(vr.start_date, ${param(`${year}-01-01`)}::date)`;
    const lastDay = `least(vr.end_date, ${param(`${year}-12-31`)}::date)`;
    // Ferie only, its half days as halves (absence_load_days, the twin of absenceCost).
    perYear.push(
      `absence_load_days(${firstDay}, ${lastDay}, ${holidays}::int[], vr.start_date, vr.end_date, vr.half_day_start, vr.half_day_end, 1, vr.weekdays) AS days${i}`,
    );
    days.push(
      `coalesce(sum(v.days${i}) FILTER (WHERE vr.status = 'Approved'), 0)::float8 AS "${column.used}"`,
      `coalesce(sum(v.days${i}) FILTER (WHERE vr.status = 'Pending'), 0)::float8 AS "${column.planned}"`,
    );
    // At most one transfer per member and year (primary key): the sum is that row's days, or 0.
    transfers.push(
      `coalesce(sum(vt.days) FILTER (WHERE vt.from_year = ${y} - 1), 0)::int AS "${column.in}"`,
      `coalesce(sum(vt.days) FILTER (WHERE vt.from_year = ${y}), 0)::int AS "${column.out}"`,
    );
  });
  const where = [`m.organization_id = ${org}`];
  if (gate !== undefined) where.push(gate);
  if (filter.teamId !== undefined) where.push(`m.team_id = ${param(filter.teamId)}::uuid`);
  if (filter.after) {
    const [name, createdAt, id] = filter.after;
    where.push(
      `(m.name, m.created_at, m.id) > (${param(name)}, ${param(createdAt)}::timestamp AT TIME ZONE 'UTC', ${param(id)}::uuid)`,
    );
  }
  const paged = filter.limit !== undefined;
  return {
    sql: `
      SELECT ${MEMBERSHIP_COLUMNS},
             d.*, t.*${paged ? `, ${CREATED_AT_KEY} AS "createdAtKey"` : ''}
        FROM membership m
       CROSS JOIN LATERAL (
          SELECT ${days.join(', ')}
            FROM vacation_request vr
           CROSS JOIN LATERAL (SELECT ${perYear.join(', ')}) v
           WHERE vr.membership_id = m.id AND vr.status IN ('Approved', 'Pending') AND vr.kind = 'Ferie'
             AND vr.start_date <= ${to}::date AND vr.end_date >= ${from}::date
        ) d
       CROSS JOIN LATERAL (
          SELECT ${transfers.join(', ')}
            FROM vacation_transfer vt
           WHERE vt.membership_id = m.id AND vt.from_year BETWEEN ${param(first - 1)} AND ${param(last)}
        ) t
       WHERE ${where.join(' AND ')}
       ORDER BY m.name, m.created_at, m.id${paged ? ` LIMIT ${param(filter.limit! + 1)}` : ''}`,
    params,
  };
}

const pageText = sqlTextPerShape();

/** What decides the employee page's text: how many balance years, a team, a cursor (the limit is a parameter). */
const employeePageShape = (filter: EmployeeListFilter): number =>
  filter.years.length * 4 + (filter.teamId === undefined ? 0 : 2) + (filter.after === undefined ? 0 : 1);

/**
 * One page of the employee list, the filtered total and the caller's is_admin (null: not a member) in one
 * statement, one round trip. The organisation's total is its kept count (membership_count, migration
 * 1768860000000: one row however many members); a team's is counted (it grows with the team only), and
 * only the branch CASE takes is run. The page's rows are read only when the caller is an admin (a one-time
 * filter in the plan); with no rows (not an admin, or an empty page) one row of nulls carries the
 * total and the verdict. `organizationId` must be a uuid.
 */
export function employeePageSql(
  organizationId: string,
  filter: EmployeeListFilter & { limit: number },
  callerUid: string,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [organizationId, filter.teamId ?? null, callerUid];
  const page = employeeListSql(organizationId, filter, `h."callerIsAdmin"`, params);
  return {
    sql: pageText(
      employeePageShape(filter),
      `
      SELECT h.total, h."callerIsAdmin", p.*
        FROM (SELECT CASE WHEN $2::uuid IS NULL
                          THEN (SELECT coalesce(sum(members), 0)::int FROM membership_count WHERE organization_id = $1)
                          ELSE (SELECT count(*)::int FROM membership WHERE organization_id = $1 AND team_id = $2::uuid)
                     END AS total,
                     (SELECT is_admin FROM membership WHERE organization_id = $1 AND user_uid = $3) AS "callerIsAdmin") h
        LEFT JOIN LATERAL (${page.sql}) p ON true
       ORDER BY p.name, p."createdAtKey" COLLATE "C", p.id`,
    ),
    params: page.params,
  };
}
