import { seedRequest } from '../factories.js';
import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/Audit: the log is for the organisation's admins (every plan); a
// request's history for its owner (the matrix member) and the admins.
const entries: RouteAuthz[] = [
  route('GET', '/api/Audit/organization/:organizationId', 'admin', 200),
  route('GET', '/api/Audit/organization/:organizationId/people', 'admin', 200),
  route('GET', '/api/Audit/requests/:requestId', 'member', 200, {
    request: async (ctx) => ({
      url: `/api/Audit/requests/${await seedRequest(ctx.app, ctx.memberMembershipId, { startDate: '2027-03-01', endDate: '2027-03-02' })}`,
    }),
  }),
];

export default entries;
