import { DataSource } from 'typeorm';
import type { MatrixContext, RouteAuthz } from '../test/authz/authz-types.js';

// Authorization table of /api/Audit: the log is for the organisation's admins (every plan); a
// request's history for its owner (the matrix member) and the admins.

async function seedMemberRequest(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.app
    .get(DataSource)
    .query(
      `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date) VALUES ($1, $2, '2027-03-01', '2027-03-02') RETURNING id`,
      [ctx.org.id, ctx.memberMembershipId],
    );
  return row.id;
}

const entries: RouteAuthz[] = [
  { method: 'GET', path: '/api/Audit/organization/:organizationId', access: 'admin', expect: { admin: 200 } },
  {
    method: 'GET',
    path: '/api/Audit/organization/:organizationId/people',
    access: 'admin',
    expect: { admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/Audit/requests/:requestId',
    access: 'member',
    request: async (ctx) => ({ url: `/api/Audit/requests/${await seedMemberRequest(ctx)}` }),
    expect: { member: 200, admin: 200 },
  },
];

export default entries;
