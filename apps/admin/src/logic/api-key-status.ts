import type { ApiKey } from '@ferieplan/contracts';

export type ApiKeyStatus = 'active' | 'revoked' | 'expired';

/** What the list says of a key at `now` (the server refuses revoked and expired keys the same way). */
export function apiKeyStatus(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt) <= now) return 'expired';
  return 'active';
}
