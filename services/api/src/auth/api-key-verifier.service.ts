import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import { Pool } from 'pg';
import type { ApiKeyScope } from '@ferieplan/contracts';
import { serverApiKeys } from '@ferieplan/texts';
import { hasApiKeys } from '@ferieplan/vacation-rules';
import { hashApiKey, isWellFormedApiKey } from '../api-keys/api-key-secret.js';
import { ApiKeysRepository } from '../api-keys/api-keys.repository.js';
import { forbidden, unauthenticated } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInTransaction } from '../database/transaction.js';
import { authFailures } from '../observability/metrics.js';
import type { AuthUser } from './auth-user.js';

/** The key a request authenticated with: what the route policy checks. */
export interface ApiKeyCaller {
  id: string;
  organizationId: string;
  scope: ApiKeyScope;
}

/**
 * Checks an API key on every request, without a cache: a revoked key is refused on the very next
 * request, on every replica (one unique-index lookup, sent as a prepared statement). Each key has its
 * own rate limit in the shared throttler storage (Redis when configured), besides the per-client one.
 */
@Injectable()
export class ApiKeyVerifier {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pool: Pool,
    private readonly keys: ApiKeysRepository,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async verify(token: string): Promise<{ user: AuthUser; key: ApiKeyCaller }> {
    const holder = isWellFormedApiKey(token) ? await this.keys.holder(hashApiKey(token)) : null;
    if (!holder?.usable) {
      authFailures.inc({ reason: 'invalid' });
      throw unauthenticated(serverApiKeys.invalidKey);
    }
    if (!hasApiKeys(holder.plan)) throw forbidden(serverApiKeys.proRequired);
    if (!holder.isAdmin) throw forbidden(serverApiKeys.creatorNotAdmin);
    const { ttlMs, limit } = { ttlMs: this.config.throttleTtlMs, limit: this.config.apiKeyThrottleLimit };
    const used = await this.storage.increment(holder.id, ttlMs, limit, ttlMs, 'apikey');
    if (used.isBlocked) throw new ThrottlerException();
    if (holder.touchDue) await runInTransaction(this.pool, (tx) => this.keys.touch(holder.id, tx));
    return {
      user: { uid: holder.uid, email: holder.email, name: holder.name },
      key: { id: holder.id, organizationId: holder.organizationId, scope: holder.scope },
    };
  }
}
