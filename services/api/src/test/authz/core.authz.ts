import type { RouteAuthz } from './authz-types.js';

// Authorization table of the API-core routes (health, docs). Other modules keep their own
// `src/<module>/<module>.authz.ts` (default export: RouteAuthz[]); the matrix test finds them.
const entries: RouteAuthz[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/health/live', access: 'public' },
  { method: 'GET', path: '/api/health/ready', access: 'public' },
];

export default entries;
