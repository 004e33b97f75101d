import { randomInt } from 'node:crypto';
import { seedRequest } from '../factories.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/VacationRequests.

/** A fresh pending request of the matrix member (a random day of 2026, so repeated seeds never overlap). */
function pendingRequest(ctx: MatrixContext): Promise<string> {
  const day = new Date(Date.UTC(2026, 0, 1 + randomInt(0, 364))).toISOString().slice(0, 10);
  return seedRequest(ctx.app, ctx.memberMembershipId, { startDate: day });
}

const entries: RouteAuthz[] = [
  route('GET', '/api/VacationRequests/my', 'authenticated', 200),
  route('GET', '/api/VacationRequests/organization/:organizationId', 'admin', 200),
  // member and admin are different people: the same days do not overlap between them.
  route('POST', '/api/VacationRequests', 'member', 201, {
    request: (ctx) => ({
      payload: { organizationId: ctx.org.id, startDate: '2026-07-06', endDate: '2026-07-10' },
    }),
  }),
  route('PUT', '/api/VacationRequests/:id/status', 'admin', 200, {
    request: async (ctx) => ({
      url: `/api/VacationRequests/${await pendingRequest(ctx)}/status`,
      payload: { status: 'approved' },
    }),
  }),
  // Only the owner withdraws: the matrix member owns the request, the admin does not (404).
  route('DELETE', '/api/VacationRequests/:id', 'member', 204, {
    request: async (ctx) => ({ url: `/api/VacationRequests/${await pendingRequest(ctx)}` }),
    expect: { admin: 404 },
  }),
];

export default entries;
