import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/AbsenceKinds and /api/HourBank (issue 24): the kinds are readable by every
// member and set by admins; a member reads their own hour bank, admins read all and write.

const entries: RouteAuthz[] = [
  route('GET', '/api/AbsenceKinds/organization/:organizationId', 'member', 200),
  route('PUT', '/api/AbsenceKinds/organization/:organizationId', 'admin', 200, {
    request: () => ({ payload: { kinds: [{ kind: 'Ferie', enabled: true, needsApproval: true }] } }),
  }),
  route('GET', '/api/HourBank/organization/:organizationId/me', 'member', 200),
  route('GET', '/api/HourBank/organization/:organizationId', 'admin', 200),
  route('PUT', '/api/HourBank/organization/:organizationId/normal-day-hours', 'admin', 200, {
    request: () => ({ payload: { normalDayHours: 7.5 } }),
  }),
  route('POST', '/api/HourBank/:userId', 'admin', 201, {
    plan: 'pro',
    request: (ctx) => ({
      url: `/api/HourBank/${ctx.memberMembershipId}`,
      payload: { hours: 2, date: '2026-03-02', note: 'Overtid' },
    }),
  }),
  route('PUT', '/api/HourBank/:userId/normal-day-hours', 'admin', 204, {
    request: (ctx) => ({
      url: `/api/HourBank/${ctx.memberMembershipId}/normal-day-hours`,
      payload: { normalDayHours: 8 },
    }),
  }),
];

export default entries;
