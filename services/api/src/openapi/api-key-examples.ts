import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@ferieplan/contracts';
import { ORGANIZATION_ID } from './examples.js';

// Examples of the API-key routes in the OpenAPI document (checked against their schemas by openapi.spec).

export const apiKeyExample: ApiKey = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  organizationId: ORGANIZATION_ID,
  name: 'Lønnssystem',
  scope: 'read',
  prefix: 'fp_3kF9aQ2x',
  createdByName: 'Kari Nordmann',
  createdAt: '2027-01-04T08:00:00.000Z',
  expiresAt: '2027-12-31T23:00:00.000Z',
  lastUsedAt: '2027-01-05T06:00:00.000Z',
  revokedAt: null,
};

/** The body that made it: the key's own name, scope and last day. */
export const createApiKeyExample: CreateApiKeyBody = {
  organizationId: apiKeyExample.organizationId,
  name: apiKeyExample.name,
  scope: apiKeyExample.scope,
  expiresOn: '2027-12-31',
};

export const createdApiKeyExample: CreatedApiKey = {
  ...apiKeyExample,
  lastUsedAt: null,
  key: 'fp_3kF9aQ2xVb7LmN0pQrStUvWxYz1234567890AbCdEfG',
};
