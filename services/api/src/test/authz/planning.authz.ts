import { seedTeam } from '../factories.js';
import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of the planning routes.
const entries: RouteAuthz[] = [
  route('GET', '/api/PlanningSettings/organization/:organizationId', 'member', 200),
  // Every plan: the transfer limit belongs to balances, which are right on Starter too.
  route('PUT', '/api/PlanningSettings/organization/:organizationId', 'admin', 200, {
    request: () => ({ payload: { transferLimit: 8 } }),
  }),
  route('GET', '/api/Transfers/organization/:organizationId', 'admin', 200),
  route('PUT', '/api/Transfers/:userId', 'admin', 200, {
    request: (ctx) => ({ url: `/api/Transfers/${ctx.memberMembershipId}`, payload: { days: 0 } }),
  }),
  route('GET', '/api/Planning/organization/:organizationId/summer', 'admin', 200, {
    plan: 'pro',
    request: (ctx) => ({ url: `/api/Planning/organization/${ctx.org.id}/summer?year=2026` }),
  }),
  route('GET', '/api/Planning/organization/:organizationId/staffing-warnings', 'member', 200, {
    plan: 'pro',
    request: (ctx) => ({
      url: `/api/Planning/organization/${ctx.org.id}/staffing-warnings?startDate=2026-07-06&endDate=2026-07-10`,
    }),
  }),
  route('PUT', '/api/Teams/:id/minimum-staffing', 'admin', 200, {
    plan: 'pro',
    request: async (ctx) => ({
      url: `/api/Teams/${await seedTeam(ctx.app, ctx.org.id)}/minimum-staffing`,
      payload: { minimumStaffing: 2 },
    }),
  }),
];

export default entries;
