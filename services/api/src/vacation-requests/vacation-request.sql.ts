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
  ${instant('vr.approved_at')} AS "approvedAt"`;

export const VACATION_REQUEST_FROM = `vacation_request vr JOIN membership m ON m.id = vr.membership_id`;

export interface OrganizationRequestsFilter {
  year?: number;
  status?: string;
  /** Requests of this team's members. */
  teamId?: string;
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

/** A page row's sort key for the next page's cursor: [start date, created_at with microseconds, id]. */
export const requestSortKey = (row: { startDate: string; createdAtKey: string; id: string }): string[] => [
  row.startDate,
  row.createdAtKey,
  row.id,
];

/** A sort key as requestSortKey writes it (a cursor is checked before it reaches SQL). */
export const isRequestSortKey = (key: readonly string[]): boolean =>
  key.length === 3 &&
  /^\d{4}-\d{2}-\d{2}$/.test(key[0]) &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(key[1]) &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key[2]);

function whereOf(
  organizationId: string,
  filters: OrganizationRequestsFilter,
): { where: string[]; params: unknown[] } {
  const params: unknown[] = [organizationId];
  const where = ['vr.organization_id = $1'];
  if (filters.year !== undefined) {
    params.push(`${filters.year}-01-01`);
    where.push(`vr.start_date >= $${params.length}::date`);
    params.push(`${filters.year + 1}-01-01`);
    where.push(`vr.start_date < $${params.length}::date`);
  }
  if (filters.status !== undefined) {
    params.push(filters.status);
    where.push(`vr.status = $${params.length}`);
  }
  if (filters.teamId !== undefined) {
    params.push(filters.teamId);
    where.push(`m.team_id = $${params.length}::uuid`);
  }
  return { where, params };
}

/**
 * The admin list: one indexed query with the member join. The default view (pending requests of a year,
 * one page) reads ix_vacation_request_organization_status_start in the list's order and stops after the page.
 */
export function organizationRequestsSql(
  organizationId: string,
  filters: OrganizationRequestsFilter,
): { sql: string; params: unknown[] } {
  const { where, params } = whereOf(organizationId, filters);
  if (filters.after) {
    params.push(...filters.after);
    const n = params.length;
    where.push(
      `(vr.start_date, vr.created_at, vr.id) > ($${n - 2}::date, $${n - 1}::timestamp AT TIME ZONE 'UTC', $${n}::uuid)`,
    );
  }
  let limit = '';
  let keyColumn = '';
  if (filters.limit !== undefined) {
    params.push(filters.limit + 1);
    limit = ` LIMIT $${params.length}`;
    keyColumn = `, ${CREATED_AT_KEY} AS "createdAtKey"`;
  }
  return {
    sql: `SELECT ${VACATION_REQUEST_COLUMNS}${keyColumn} FROM ${VACATION_REQUEST_FROM}
          WHERE ${where.join(' AND ')} ORDER BY vr.start_date, vr.created_at, vr.id${limit}`,
    params,
  };
}

/** How many requests the filters match in all (X-Total-Count), whatever the page. */
export function organizationRequestsCountSql(
  organizationId: string,
  filters: OrganizationRequestsFilter,
): { sql: string; params: unknown[] } {
  const { where, params } = whereOf(organizationId, filters);
  const from = filters.teamId !== undefined ? VACATION_REQUEST_FROM : 'vacation_request vr';
  return { sql: `SELECT count(*)::int AS total FROM ${from} WHERE ${where.join(' AND ')}`, params };
}
