import { route, type RouteAuthz } from './authz-types.js';

const entries: RouteAuthz[] = [
  route('GET', '/api/Users/organization/:organizationId', 'admin'),
  route('GET', '/api/Users/organization/:organizationId/me', 'member'),
  // Always refused: employees join through invitations.
  route('POST', '/api/Users', 'authenticated', 400),
  route('PUT', '/api/Users/:id', 'admin', undefined, {
    request: (ctx) => ({
      url: `/api/Users/${ctx.memberMembershipId}`,
      payload: { name: 'Nytt Navn', yearlyDays: 30 },
    }),
  }),
  route('DELETE', '/api/Users/:id', 'admin', undefined, {
    request: (ctx) => ({ url: `/api/Users/${ctx.memberMembershipId}` }),
  }),
  route('PUT', '/api/Users/:id/admin', 'admin', undefined, {
    request: (ctx) => ({ url: `/api/Users/${ctx.memberMembershipId}/admin`, payload: { isAdmin: true } }),
  }),
];

export default entries;
