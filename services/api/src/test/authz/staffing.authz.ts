import { route, type RouteAuthz } from './authz-types.js';

// Staffing: any member of the organisation reads its month (non-member -> 404).
const entries: RouteAuthz[] = [
  route('GET', '/api/Staffing/organization/:organizationId', 'member', 200, {
    request: (ctx) => ({ url: `/api/Staffing/organization/${ctx.org.id}?year=2026&month=11` }),
  }),
];

export default entries;
