import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of issue 25's routes (sick-care): the 'Sykefravær' export is for admins of a Pro
// organisation, like every report; Sykt barn: a member's own declaration and days, the admins' overview.
const entries: RouteAuthz[] = [
  route('GET', '/api/Reports/organization/:organizationId/sick-leave/export', 'admin', 200, {
    plan: 'pro',
    request: (ctx) => ({
      url: `/api/Reports/organization/${ctx.org.id}/sick-leave/export?year=2026&format=csv`,
    }),
  }),
  route('GET', '/api/SickChild/organization/:organizationId/me', 'member', 200),
  route('PUT', '/api/SickChild/organization/:organizationId/me', 'member', 200, {
    request: () => ({ payload: { childrenUnder12: 2, soleCare: false } }),
  }),
  route('GET', '/api/SickChild/organization/:organizationId', 'admin', 200),
];

export default entries;
