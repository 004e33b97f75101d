import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of the employment routes (issue 26).
const entries: RouteAuthz[] = [
  route('PUT', '/api/Employment/member/:id', 'admin', 200, {
    request: (ctx) => ({
      url: `/api/Employment/member/${ctx.memberMembershipId}`,
      payload: { workPattern: { validFrom: '2026-01-01', weekdays: 7 } },
    }),
  }),
  route('GET', '/api/Employment/organization/:organizationId/settings', 'member', 200),
  route('PUT', '/api/Employment/organization/:organizationId/settings', 'admin', 200, {
    request: () => ({ payload: { fullFirstYearVacation: true } }),
  }),
  route('GET', '/api/Employment/organization/:organizationId/leavers', 'admin', 200),
];

export default entries;
