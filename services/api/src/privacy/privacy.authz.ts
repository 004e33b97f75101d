import type { RouteAuthz } from '../test/authz/authz-types.js';

const entries: RouteAuthz[] = [
  // The caller's own data: any signed-in person, never someone else's.
  { method: 'GET', path: '/api/Users/me/export', access: 'authenticated' },
  {
    method: 'DELETE',
    path: '/api/Users/me',
    access: 'authenticated',
    // A wrong word is refused before anything is deleted (the matrix's people must stay).
    request: () => ({ payload: { confirmation: 'nei' } }),
    expect: { nonMember: 400, member: 400, admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/Organizations/:id',
    access: 'admin',
    request: (ctx) => ({ url: `/api/Organizations/${ctx.org.id}`, payload: { name: 'Testorganisasjon' } }),
    expect: { admin: 204 },
  },
];

export default entries;
