import { describe, expect, it } from 'vitest';
import { contractViolation } from './contract-replay.js';

const json = 'application/json; charset=utf-8';
const team = { id: 't1', name: 'Drift', organizationId: 'o1', members: [] };

describe('the contract replay (every response of the integration tests against openapi.json)', () => {
  it('names the route, the status and the ajv error path of a response that drifted', () => {
    // minimumStaffing is missing.
    expect(
      contractViolation('GET', '/api/Teams/organization/:organizationId', 200, json, JSON.stringify([team])),
    ).toBe(
      'GET /api/Teams/organization/{organizationId} (Teams_list) 200: /0 must have required property \'minimumStaffing\' {"missingProperty":"minimumStaffing"}',
    );
  });

  it('refuses a status the operation does not describe, and an error body of another shape', () => {
    expect(contractViolation('DELETE', '/api/Teams/:id', 200, json, '{}')).toMatch(
      /Teams_remove\) 200: status not described/,
    );
    expect(contractViolation('DELETE', '/api/Teams/:id', 404, json, '{"error":"Not Found"}')).toMatch(
      /Teams_remove\) 404: \/ must have required property 'statusCode'/,
    );
  });

  it('lets a response that keeps the contract pass', () => {
    expect(
      contractViolation('DELETE', '/api/Teams/:id', 404, json, '{"statusCode":404,"message":"Fant ikke"}'),
    ).toBeNull();
    expect(contractViolation('DELETE', '/api/Teams/:id', 204, '', '')).toBeNull();
  });
});
