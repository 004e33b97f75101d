import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of the API-core routes (health). Every other module has its table beside this
// one, `<module>.authz.ts` (default export: RouteAuthz[]); the matrix test reads them all.
const entries: RouteAuthz[] = [
  route('GET', '/api/health', 'public'),
  route('GET', '/api/health/live', 'public'),
  route('GET', '/api/health/ready', 'public'),
];

export default entries;
