import type { ApiKeyScope } from '@ferieplan/contracts';

/**
 * The routes an organisation API key may call, and the scope each needs: written here independently of
 * the @ApiKeyAllowed decorators, so api-key-matrix.spec.ts fails when a route opens to keys unnoticed.
 * Every other route refuses keys (403).
 */
export const API_KEY_ROUTES: Record<string, ApiKeyScope> = {
  'GET /api/VacationRequests/organization/:organizationId': 'read',
  'PUT /api/VacationRequests/:id/status': 'write',
  'GET /api/Users/organization/:organizationId': 'read',
  'GET /api/Teams/organization/:organizationId': 'read',
  'POST /api/Teams': 'write',
  'PUT /api/Teams/:id': 'write',
  'DELETE /api/Teams/:id': 'write',
  'POST /api/Teams/:teamId/users': 'write',
  'DELETE /api/Teams/:teamId/users/:userId': 'write',
  'GET /api/Reports/organization/:organizationId/employees': 'read',
  'GET /api/Reports/organization/:organizationId/absence': 'read',
  'GET /api/Reports/organization/:organizationId/busiest-days': 'read',
  'GET /api/Reports/organization/:organizationId/employees/export': 'read',
  'GET /api/Reports/organization/:organizationId/approved-requests/export': 'read',
  'GET /api/Staffing/organization/:organizationId': 'read',
  'GET /api/AbsenceKinds/organization/:organizationId': 'read',
};
