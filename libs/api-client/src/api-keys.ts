// Organisation API keys (Innstillinger → API-nøkler; admins, Pro).
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@ferieplan/contracts';
import { adminApiKeys } from '@ferieplan/texts';
import { organizationCollection } from './organization-collection.js';

const apiKeys = organizationCollection<ApiKey, CreateApiKeyBody, CreatedApiKey>({
  path: '/api/ApiKeys',
  key: 'api-keys',
  failed: { list: adminApiKeys.loadFailed, create: adminApiKeys.createFailed, remove: adminApiKeys.revokeFailed },
});

export const apiKeysApi = {
  /** Newest first, revoked ones included; never the keys themselves. */
  organization: apiKeys.list,
  /** The answer carries the whole key: the only time it can be shown. */
  create: apiKeys.create,
  revoke: apiKeys.remove,
};

export const apiKeyKeys = { organization: apiKeys.key };

export const apiKeyQueries = { organization: apiKeys.query };
