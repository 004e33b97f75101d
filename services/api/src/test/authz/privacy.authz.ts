import { route, type RouteAuthz } from './authz-types.js';

const entries: RouteAuthz[] = [
  // The caller's own data: any signed-in person, never someone else's.
  route('GET', '/api/Users/me/export', 'authenticated'),
  // A wrong word is refused before anything is deleted (the matrix's people must stay).
  route('DELETE', '/api/Users/me', 'authenticated', 400, {
    request: () => ({ payload: { confirmation: 'nei' } }),
  }),
  route('DELETE', '/api/Organizations/:id', 'admin', 204, {
    request: (ctx) => ({ url: `/api/Organizations/${ctx.org.id}`, payload: { name: 'Testorganisasjon' } }),
  }),
];

export default entries;
