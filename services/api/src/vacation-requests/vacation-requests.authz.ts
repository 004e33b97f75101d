import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MatrixContext, RouteAuthz } from '../test/authz/authz-types.js';

// Authorization table of /api/VacationRequests (found by src/test/authz/authorization-matrix.spec.ts).

/** A fresh pending request of the matrix member (a random day, so repeated seeds never overlap). */
async function seedPendingRequest(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.app.get(DataSource).query(
    `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date)
     VALUES ($1, $2, make_date(2026, 1, 1) + $3::int, make_date(2026, 1, 1) + $3::int) RETURNING id`,
    [ctx.org.id, ctx.memberMembershipId, randomInt(0, 364)],
  );
  return row.id;
}

const entries: RouteAuthz[] = [
  {
    method: 'GET',
    path: '/api/VacationRequests/my',
    access: 'authenticated',
    expect: { nonMember: 200, member: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/VacationRequests/organization/:organizationId',
    access: 'admin',
    expect: { admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/VacationRequests',
    access: 'member',
    // member and admin are different people: the same days do not overlap between them.
    request: (ctx) => ({
      payload: { organizationId: ctx.org.id, startDate: '2026-07-06', endDate: '2026-07-10' },
    }),
    expect: { member: 201, admin: 201 },
  },
  {
    method: 'PUT',
    path: '/api/VacationRequests/:id/status',
    access: 'admin',
    request: async (ctx) => ({
      url: `/api/VacationRequests/${await seedPendingRequest(ctx)}/status`,
      payload: { status: 'approved' },
    }),
    expect: { admin: 200 },
  },
  {
    // Only the owner withdraws: the matrix member owns the request, the admin does not (404).
    method: 'DELETE',
    path: '/api/VacationRequests/:id',
    access: 'member',
    request: async (ctx) => ({ url: `/api/VacationRequests/${await seedPendingRequest(ctx)}` }),
    expect: { member: 204, admin: 404 },
  },
];

export default entries;
