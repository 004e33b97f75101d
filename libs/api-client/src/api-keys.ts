// Organisation API keys (Innstillinger → API-nøkler; admins, Pro).
import { queryOptions } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@ferieplan/contracts';
import { adminApiKeys } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

export const apiKeysApi = {
  /** Newest first, revoked ones included; never the keys themselves. */
  organization: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<ApiKey[]>('GET', `/api/ApiKeys/organization/${encodeURIComponent(organizationId)}`, {
      fallbackMessage: adminApiKeys.loadFailed,
      signal,
    }),
  /** The answer carries the whole key: the only time it can be shown. */
  create: (body: CreateApiKeyBody) =>
    apiRequest<CreatedApiKey>('POST', '/api/ApiKeys', { body, fallbackMessage: adminApiKeys.createFailed }),
  revoke: (id: string) =>
    apiRequest<void>('DELETE', `/api/ApiKeys/${encodeURIComponent(id)}`, {
      fallbackMessage: adminApiKeys.revokeFailed,
    }),
};

export const apiKeyKeys = {
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'api-keys'] as const,
};

export const apiKeyQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: apiKeyKeys.organization(organizationId),
      queryFn: ({ signal }) => apiKeysApi.organization(organizationId, signal),
    }),
};
