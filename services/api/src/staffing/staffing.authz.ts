import type { RouteAuthz } from '../test/authz/authz-types.js';

// Staffing: any member of the organisation reads its month (non-member -> 404).
const entries: RouteAuthz[] = [
  {
    method: 'GET',
    path: '/api/Staffing/organization/:organizationId',
    access: 'member',
    request: (ctx) => ({ url: `/api/Staffing/organization/${ctx.org.id}?year=2026&month=11` }),
    expect: { member: 200, admin: 200 },
  },
];

export default entries;
