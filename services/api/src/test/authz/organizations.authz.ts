import { route, type RouteAuthz } from './authz-types.js';

const entries: RouteAuthz[] = [
  route('GET', '/api/Organizations/my', 'authenticated'),
  route('GET', '/api/Organizations/joined', 'authenticated'),
  route('GET', '/api/Organizations/:id', 'member', undefined, {
    request: (ctx) => ({ url: `/api/Organizations/${ctx.org.id}` }),
  }),
  route('POST', '/api/Organizations', 'authenticated', undefined, {
    request: () => ({ payload: { name: 'Matrise AS' } }),
  }),
  route('PUT', '/api/Organizations/:id', 'admin', undefined, {
    request: (ctx) => ({ url: `/api/Organizations/${ctx.org.id}`, payload: { name: 'Nytt navn' } }),
  }),
];

export default entries;
