import type { RouteAuthz } from '../test/authz/authz-types.js';

const entries: RouteAuthz[] = [
  { method: 'GET', path: '/api/Organizations/my', access: 'authenticated' },
  { method: 'GET', path: '/api/Organizations/joined', access: 'authenticated' },
  { method: 'GET', path: '/api/Organizations/:id', access: 'member', request: (ctx) => ({ url: `/api/Organizations/${ctx.org.id}` }) },
  { method: 'POST', path: '/api/Organizations', access: 'authenticated', request: () => ({ payload: { name: 'Matrise AS' } }) },
  {
    method: 'PUT',
    path: '/api/Organizations/:id',
    access: 'admin',
    request: (ctx) => ({ url: `/api/Organizations/${ctx.org.id}`, payload: { name: 'Nytt navn' } }),
  },
];

export default entries;
