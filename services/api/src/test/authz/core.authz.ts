import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of the API-core routes (health, metrics). Every other module has its table beside this
// one, `<module>.authz.ts` (default export: RouteAuthz[]); the matrix test reads them all.
const entries: RouteAuthz[] = [
  route('GET', '/api/health', 'public'),
  route('GET', '/api/health/live', 'public'),
  route('GET', '/api/health/ready', 'public'),
  // Not for Firebase callers at all: only the metrics token or an allowed address (observability/),
  // and without either configured (as here) the route does not exist for anyone.
  route('GET', '/api/metrics', 'public', undefined, {
    expect: { noToken: 404, forgedToken: 404, nonMember: 404, member: 404, admin: 404 },
  }),
];

export default entries;
