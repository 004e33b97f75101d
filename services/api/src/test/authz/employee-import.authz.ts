import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of 'Importer ansatte' (issue 26): admins only; API keys refused (not in api-key-routes).
const file = Buffer.from('Navn;E-post\nMatrise Person;matrise@example.no\n').toString('base64');
const entries: RouteAuthz[] = [
  route('POST', '/api/EmployeeImport/organization/:organizationId/preview', 'admin', 200, {
    request: () => ({ payload: { fileName: 'ansatte.csv', content: file } }),
  }),
  route('POST', '/api/EmployeeImport/organization/:organizationId', 'admin', 200, {
    request: () => ({ payload: { fileName: 'ansatte.csv', content: file } }),
  }),
];

export default entries;
