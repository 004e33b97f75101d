import type { VacationRequest } from '@ferieplan/contracts';
import { SICK_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { columnIndex } from '../common/pagination.js';
import { sqlTextPerShape } from '../database/sql-text-per-shape.js';

// The one SELECT list that turns vacation_request + membership rows into the API's VacationRequest
// shape inside PostgreSQL: camelCase aliases and text dates, so rows need no mapping in Node
// (the admin list returns thousands of rows and is benchmarked).
const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${ISO_INSTANT})`;

export const VACATION_REQUEST_COLUMNS = `
  vr.id AS "id",
  vr.organization_id AS "organizationId",
  vr.membership_id AS "userId",
  m.name AS "userName",
  m.email AS "userEmail",
  to_char(vr.start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(vr.end_date, 'YYYY-MM-DD') AS "endDate",
  vr.description AS "description",
  vr.status AS "status",
  ${instant('vr.created_at')} AS "createdAt",
  ${instant('vr.updated_at')} AS "updatedAt",
  ${instant('vr.approved_at')} AS "approvedAt",
  vr.kind AS "kind",
  vr.half_day_start AS "halfDayStart",
  vr.half_day_end AS "halfDayEnd",
  vr.hours::float8 AS "hours",
  vr.percentage AS "percentage",
  nullif(vr.weekdays, 31) AS "weekdays"`;

/** The optional absence fields, which VACATION_REQUEST_COLUMNS reads as null when unset. */
const OPTIONAL_FIELDS = ['halfDayStart', 'halfDayEnd', 'hours', 'percentage', 'weekdays'] as const;

/**
 * A row of VACATION_REQUEST_COLUMNS as the API returns it: the unset optional fields (null, or a false
 * half day) become undefined, which JSON leaves out, so a spec client sees today's shape plus `kind`
 * (assigned, not deleted: the row keeps its shape).
 */
export function presentRequest(row: VacationRequest): VacationRequest {
  const fields = row as unknown as Record<(typeof OPTIONAL_FIELDS)[number], unknown>;
  for (const field of OPTIONAL_FIELDS)
    if (fields[field] === null || fields[field] === false) fields[field] = undefined;
  return row;
}

/** The columns of a request page's sort key for the next page's cursor: [start date, created_at with microseconds, id]. */
export const REQUEST_SORT_KEY_COLUMNS = ['startDate', 'createdAtKey', 'id'] as const;

/**
 * A page's rows read as arrays (`columns` their names, VACATION_REQUEST_COLUMNS among them) as the API
 * returns them: one object per row with VACATION_REQUEST_COLUMNS' fields in their order and nothing
 * else (not the gate's or the sort key's columns), the unset optional fields undefined as presentRequest
 * leaves them. The admin's default view maps a page per request: no object in between.
 */
export function requestsOfArrays(columns: readonly string[], rows: readonly unknown[][]): VacationRequest[] {
  const at = (name: keyof VacationRequest) => columnIndex(columns, name);
  const [id, organizationId, userId, userName, userEmail, startDate, endDate, description, status] = [
    at('id'),
    at('organizationId'),
    at('userId'),
    at('userName'),
    at('userEmail'),
    at('startDate'),
    at('endDate'),
    at('description'),
    at('status'),
  ];
  const [createdAt, updatedAt, approvedAt, kind, halfDayStart, halfDayEnd, hours, percentage, weekdays] = [
    at('createdAt'),
    at('updatedAt'),
    at('approvedAt'),
    at('kind'),
    at('halfDayStart'),
    at('halfDayEnd'),
    at('hours'),
    at('percentage'),
    at('weekdays'),
  ];
  const requests: VacationRequest[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as never[];
    requests[i] = {
      id: row[id],
      organizationId: row[organizationId],
      userId: row[userId],
      userName: row[userName],
      userEmail: row[userEmail],
      startDate: row[startDate],
      endDate: row[endDate],
      description: row[description],
      status: row[status],
      createdAt: row[createdAt],
      updatedAt: row[updatedAt],
      approvedAt: row[approvedAt],
      kind: row[kind],
      // null or a false half day: undefined, as presentRequest.
      halfDayStart: (row[halfDayStart] as boolean | null) || undefined,
      halfDayEnd: (row[halfDayEnd] as boolean | null) || undefined,
      hours: (row[hours] as number | null) ?? undefined,
      percentage: (row[percentage] as number | null) ?? undefined,
      weekdays: (row[weekdays] as number | null) ?? undefined,
    };
  }
  return requests;
}

export const VACATION_REQUEST_FROM = `vacation_request vr JOIN membership m ON m.id = vr.membership_id`;

export interface OrganizationRequestsFilter {
  year?: number;
  status?: string;
  /** Requests of this team's members. */
  teamId?: string;
  /** Requests of this absence kind. */
  kind?: string;
  /** Rows of one page (one more is read to know whether a next page exists). */
  limit?: number;
  /** The sort key (start date, created_at with microseconds, id) of the previous page's last row. */
  after?: readonly string[];
}

/**
 * created_at as text with microseconds, the middle part of a page row's sort key (created_at is unique
 * enough to order); start date and id are columns already. Plain text: no array to parse per row.
 */
const CREATED_AT_KEY = `to_char(vr.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** A sort key as a page's cursor holds it (REQUEST_SORT_KEY_COLUMNS) (a cursor is checked before it reaches SQL). */
export const isRequestSortKey = (key: readonly string[]): boolean =>
  key.length === 3 &&
  /^\d{4}-\d{2}-\d{2}$/.test(key[0]) &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(key[1]) &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key[2]);

/** No sick kind (the kind table's constants, written into the SQL text: no user input). */
const NOT_SICK = `vr.kind NOT IN (${SICK_ABSENCE_KINDS.map((kind) => `'${kind}'`).join(', ')})`;

/** The filters' conditions; their values are appended to `params` ($1 is the organisation). */
function whereOf(filters: OrganizationRequestsFilter, params: unknown[]): string[] {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['vr.organization_id = $1'];
  if (filters.year !== undefined) {
    where.push(`vr.start_date >= ${param(`${filters.year}-01-01`)}::date`);
    where.push(`vr.start_date < ${param(`${filters.year + 1}-01-01`)}::date`);
  }
  if (filters.status !== undefined) where.push(`vr.status = ${param(filters.status)}`);
  if (filters.teamId !== undefined) where.push(`m.team_id = ${param(filters.teamId)}::uuid`);
  if (filters.kind !== undefined) where.push(`vr.kind = ${param(filters.kind)}`);
  // Issue 25: sick records only when a sick kind is asked for by name (and that read is audited).
  else where.push(NOT_SICK);
  return where;
}

/**
 * The admin list: one indexed query with the member join. The default view (pending requests of a year,
 * one page) reads ix_vacation_request_organization_status_start in the list's order and stops after the page.
 */
export function organizationRequestsSql(
  organizationId: string,
  filters: OrganizationRequestsFilter,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [organizationId];
  return { sql: listSql(whereOf(filters, params), filters, params), params };
}

/** The list's SELECT over the conditions `where` (the filters' and any more); the cursor's and limit's values go to `params`. */
function listSql(where: string[], filters: OrganizationRequestsFilter, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = [...where];
  if (filters.after) {
    const [startDate, createdAt, id] = filters.after;
    conditions.push(
      `(vr.start_date, vr.created_at, vr.id) > (${param(startDate)}::date, ${param(createdAt)}::timestamp AT TIME ZONE 'UTC', ${param(id)}::uuid)`,
    );
  }
  const paged = filters.limit !== undefined;
  return `SELECT ${VACATION_REQUEST_COLUMNS}${paged ? `, ${CREATED_AT_KEY} AS "createdAtKey"` : ''}
            FROM ${VACATION_REQUEST_FROM}
           WHERE ${conditions.join(' AND ')}
           ORDER BY vr.start_date, vr.created_at, vr.id${paged ? ` LIMIT ${param(filters.limit! + 1)}` : ''}`;
}

/**
 * The filtered total (X-Total-Count) as a SELECT of `total` whose WHERE the caller extends. Without a
 * team it sums the organisation's kept counts per status, kind and start year (vacation_request_count,
 * migration 1768860000000): a few rows, however many requests the organisation has. A team's total is
 * counted over its members' requests (`where`: the page's conditions), which grows with the team only.
 */
function totalSql(filters: OrganizationRequestsFilter, where: string[], params: unknown[]): string {
  if (filters.teamId !== undefined)
    return `SELECT count(*)::int AS total FROM ${VACATION_REQUEST_FROM} WHERE ${where.join(' AND ')}`;
  const param = (value: unknown) => `$${params.push(value)}`;
  // The count rows read as vr: the kind conditions are the list's own (NOT_SICK reads vr.kind).
  const conditions = ['vr.organization_id = $1'];
  if (filters.year !== undefined) conditions.push(`vr.year = ${param(filters.year)}::int`);
  if (filters.status !== undefined) conditions.push(`vr.status = ${param(filters.status)}`);
  conditions.push(filters.kind !== undefined ? `vr.kind = ${param(filters.kind)}` : NOT_SICK);
  return `SELECT coalesce(sum(vr.requests), 0)::int AS total FROM vacation_request_count vr WHERE ${conditions.join(' AND ')}`;
}

const pageText = sqlTextPerShape();

/** What decides the page statement's text: which filters are given, one bit each (the limit is always a parameter). */
const pageShape = (filters: OrganizationRequestsFilter): number =>
  (filters.year === undefined ? 0 : 1) |
  (filters.status === undefined ? 0 : 2) |
  (filters.teamId === undefined ? 0 : 4) |
  (filters.kind === undefined ? 0 : 8) |
  (filters.after === undefined ? 0 : 16);

/**
 * The admin's paged list in one statement, one round trip: the caller's is_admin (null: not a member),
 * the filtered total (X-Total-Count) and one page (limit + 1 rows). Both the count and the page are read
 * only when the caller is an admin (a one-time filter in the plan); with no page rows (not an admin, or
 * an empty page) one row of nulls carries the total and the verdict. `organizationId` must be a uuid.
 * OFFSET 0 keeps `h` a subquery of its own: the membership is read once, not once per reference.
 */
export function organizationRequestsPageSql(
  organizationId: string,
  filters: OrganizationRequestsFilter & { limit: number },
  callerUid: string,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [organizationId, callerUid];
  const where = whereOf(filters, params);
  const page = listSql([...where, 'h."callerIsAdmin"'], filters, params);
  const total = totalSql(filters, where, params);
  return {
    sql: pageText(
      pageShape(filters),
      `
      SELECT h."callerIsAdmin", c.total, p.*
        FROM (SELECT (SELECT is_admin FROM membership WHERE organization_id = $1 AND user_uid = $2) AS "callerIsAdmin" OFFSET 0) h
       CROSS JOIN LATERAL (${total} AND h."callerIsAdmin") c
        LEFT JOIN LATERAL (${page}) p ON true
       ORDER BY p."startDate" COLLATE "C", p."createdAtKey" COLLATE "C", p.id`,
    ),
    params,
  };
}
