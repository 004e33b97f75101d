import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import { server, serverCore } from '@ferieplan/texts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { unauthenticated, unavailable } from '../common/domain-error.js';
import { authFailures } from '../observability/metrics.js';
import type { AuthUser } from './auth-user.js';
import { firebaseAuth } from './firebase-app.js';
import { LruCache } from './lru-cache.js';

/**
 * Verifies Firebase ID tokens (signature, expiry and revocation via verifyIdToken(token, true)).
 *
 * Trade-off: a verified token is cached (bounded LRU) until min(exp, now + authCacheTtlMs, default
 * 60 s). That saves a round trip to Firebase per request, but a revoked token or disabled account is
 * refused only once its cache entry lapses: revocation is honoured within authCacheTtlMs.
 * Set AUTH_CACHE_TTL_MS=0 to check revocation on every request.
 */
@Injectable()
export class TokenVerifier {
  private readonly logger = new Logger('Auth');
  private readonly cache: LruCache<AuthUser>;
  private readonly auth: Auth;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.cache = new LruCache(config.authCacheMaxEntries);
    this.auth = firebaseAuth(config);
  }

  /** Drops this process's cached tokens of a deleted account (other replicas drop theirs within the TTL). */
  forget(uid: string): void {
    this.cache.deleteWhere((user) => user.uid === uid);
  }

  async verify(token: string): Promise<AuthUser> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    let decoded;
    try {
      decoded = await this.auth.verifyIdToken(token, true);
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? '');
      if (code.startsWith('auth/') && code !== 'auth/internal-error') {
        authFailures.inc({ reason: 'invalid' });
        throw unauthenticated(server.invalidToken);
      }
      authFailures.inc({ reason: 'unavailable' });
      this.logger.error(`Token verification failed: ${(error as Error).message}`);
      throw unavailable(serverCore.serviceUnavailable);
    }
    const user: AuthUser = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === 'string' && decoded.name.trim() ? decoded.name.trim() : null,
    };
    const expiresAt = Math.min(decoded.exp * 1000, Date.now() + this.config.authCacheTtlMs);
    if (this.config.authCacheTtlMs > 0) this.cache.set(token, user, expiresAt);
    return user;
  }
}
