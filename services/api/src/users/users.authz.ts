import type { RouteAuthz } from '../test/authz/authz-types.js';

const entries: RouteAuthz[] = [
  { method: 'GET', path: '/api/Users/organization/:organizationId', access: 'admin' },
  { method: 'GET', path: '/api/Users/organization/:organizationId/me', access: 'member' },
  // Always refused: employees join through invitations.
  {
    method: 'POST',
    path: '/api/Users',
    access: 'authenticated',
    expect: { nonMember: 400, member: 400, admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/Users/:id',
    access: 'admin',
    request: (ctx) => ({ url: `/api/Users/${ctx.memberMembershipId}`, payload: { name: 'Nytt Navn', yearlyDays: 30 } }),
  },
  { method: 'DELETE', path: '/api/Users/:id', access: 'admin', request: (ctx) => ({ url: `/api/Users/${ctx.memberMembershipId}` }) },
  {
    method: 'PUT',
    path: '/api/Users/:id/admin',
    access: 'admin',
    request: (ctx) => ({ url: `/api/Users/${ctx.memberMembershipId}/admin`, payload: { isAdmin: true } }),
  },
];

export default entries;
