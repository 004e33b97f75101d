import type { RouteAuthz } from '../test/authz/authz-types.js';

// Authorization table of the report and export routes: admins of the organisation, Pro only
// (non-members 404, members 403, Starter 403). Each route is tried with a year and with the export format.
const report = (path: string, query: string): RouteAuthz => ({
  method: 'GET',
  path: `/api/Reports/organization/:organizationId/${path}`,
  access: 'admin',
  plan: 'pro',
  request: (ctx) => ({ url: `/api/Reports/organization/${ctx.org.id}/${path}?year=2027${query}` }),
  expect: { admin: 200 },
});

const entries: RouteAuthz[] = [
  report('employees', ''),
  report('absence', ''),
  report('busiest-days', ''),
  report('employees/export', '&format=xlsx'),
  report('approved-requests/export', '&format=csv'),
];

export default entries;
