// Organisation API keys (Innstillinger → API-nøkler; admins, Pro). The list is newest first, revoked ones
// included, never the keys themselves; `create`'s answer carries the whole key (the only time it can be
// shown); `remove` revokes a key.
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@ferieplan/contracts';
import { adminApiKeys } from '@ferieplan/texts';
import { organizationCollection } from './organization-collection.js';

export const {
  api: apiKeysApi,
  keys: apiKeyKeys,
  queries: apiKeyQueries,
} = organizationCollection<ApiKey, CreateApiKeyBody, CreatedApiKey>({
  path: '/api/ApiKeys',
  key: 'api-keys',
  failed: {
    list: adminApiKeys.loadFailed,
    create: adminApiKeys.createFailed,
    remove: adminApiKeys.revokeFailed,
  },
});
