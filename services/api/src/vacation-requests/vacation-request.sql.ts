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

/** The admin list: one indexed query (vacation_request (organization_id, start_date)) with the member join. */
export function organizationRequestsSql(
  organizationId: string,
  filters: { year?: number; status?: string },
): { sql: string; params: unknown[] } {
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
  return {
    sql: `SELECT ${VACATION_REQUEST_COLUMNS} FROM ${VACATION_REQUEST_FROM}
          WHERE ${where.join(' AND ')} ORDER BY vr.start_date, vr.created_at, vr.id`,
    params,
  };
}
