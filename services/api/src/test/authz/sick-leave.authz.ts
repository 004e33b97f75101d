import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/SickLeave (issue 25): health data. A member reads only their own
// egenmelding quota; the settings, a sykmelding registered for a member and the arbeidsgiverperiode are
// the organisation's admins' (a member 403, anyone outside the organisation 404).

const entries: RouteAuthz[] = [
  route('GET', '/api/SickLeave/organization/:organizationId/settings', 'admin', 200),
  route('PUT', '/api/SickLeave/organization/:organizationId/settings', 'admin', 200, {
    request: () => ({ payload: { scheme: 'law' } }),
  }),
  route('GET', '/api/SickLeave/organization/:organizationId/me/egenmelding', 'member', 200),
  route('POST', '/api/SickLeave/organization/:organizationId/sykmelding', 'admin', 201, {
    request: (ctx) => ({
      payload: {
        userId: ctx.memberMembershipId,
        startDate: '2026-03-02',
        endDate: '2026-03-03',
        percentage: 60,
      },
    }),
  }),
  route('GET', '/api/SickLeave/organization/:organizationId/arbeidsgiverperiode', 'admin', 200),
  route('GET', '/api/SickLeave/organization/:organizationId/arbeidsgiverperiode/used-up', 'admin', 200, {
    request: (ctx) => ({
      url: `/api/SickLeave/organization/${ctx.org.id}/arbeidsgiverperiode/used-up?month=2026-03`,
    }),
  }),
  route('GET', '/api/SickLeave/organization/:organizationId/report', 'admin', 200, {
    plan: 'pro',
    request: (ctx) => ({ url: `/api/SickLeave/organization/${ctx.org.id}/report?year=2026` }),
  }),
];

export default entries;
