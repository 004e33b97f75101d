import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of the report and export routes: admins of the organisation, Pro only
// (non-members 404, members 403, Starter 403). Each route is tried with a year and with the export format.
const report = (path: string, query: string): RouteAuthz =>
  route('GET', `/api/Reports/organization/:organizationId/${path}`, 'admin', 200, {
    plan: 'pro',
    request: (ctx) => ({ url: `/api/Reports/organization/${ctx.org.id}/${path}?year=2027${query}` }),
  });

const entries: RouteAuthz[] = [
  report('employees', ''),
  report('absence', ''),
  report('busiest-days', ''),
  report('employees/export', '&format=xlsx'),
  report('approved-requests/export', '&format=csv'),
];

export default entries;
