import { DataSource } from 'typeorm';
import type { MatrixContext, RouteAuthz } from '../test/authz/authz-types.js';

// Authorization table of the planning routes (found by src/test/authz/authorization-matrix.spec.ts).

async function seedTeam(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.app
    .get(DataSource)
    .query(
      `INSERT INTO team (organization_id, name) VALUES ($1, 'Team ' || gen_random_uuid()) RETURNING id`,
      [ctx.org.id],
    );
  return row.id;
}

const entries: RouteAuthz[] = [
  {
    method: 'GET',
    path: '/api/PlanningSettings/organization/:organizationId',
    access: 'member',
    expect: { member: 200, admin: 200 },
  },
  {
    // Every plan: the transfer limit belongs to balances, which are right on Starter too.
    method: 'PUT',
    path: '/api/PlanningSettings/organization/:organizationId',
    access: 'admin',
    request: () => ({ payload: { transferLimit: 8 } }),
    expect: { admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/Transfers/organization/:organizationId',
    access: 'admin',
    expect: { admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/Transfers/:userId',
    access: 'admin',
    request: (ctx) => ({ url: `/api/Transfers/${ctx.memberMembershipId}`, payload: { days: 0 } }),
    expect: { admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/Planning/organization/:organizationId/summer',
    access: 'admin',
    plan: 'pro',
    request: (ctx) => ({ url: `/api/Planning/organization/${ctx.org.id}/summer?year=2026` }),
    expect: { admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/Planning/organization/:organizationId/staffing-warnings',
    access: 'member',
    plan: 'pro',
    request: (ctx) => ({
      url: `/api/Planning/organization/${ctx.org.id}/staffing-warnings?startDate=2026-07-06&endDate=2026-07-10`,
    }),
    expect: { member: 200, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/Teams/:id/minimum-staffing',
    access: 'admin',
    plan: 'pro',
    request: async (ctx) => ({
      url: `/api/Teams/${await seedTeam(ctx)}/minimum-staffing`,
      payload: { minimumStaffing: 2 },
    }),
    expect: { admin: 200 },
  },
];

export default entries;
