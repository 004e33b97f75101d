import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { server, serverCore } from '@ferieplan/texts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { unauthenticated, unavailable } from '../common/domain-error.js';
import { authFailures } from '../observability/metrics.js';
import type { AuthUser } from './auth-user.js';
import { firebaseAuth } from './firebase-app.js';
import { LruCache } from './lru-cache.js';

/** A verified token's caller, and when a request should have it verified again in the background. */
interface Verified {
  user: AuthUser;
  refreshAt: number;
}

/**
 * Verifies Firebase ID tokens (signature, expiry and revocation via verifyIdToken(token, true)).
 *
 * Trade-off: a verified token is cached (bounded LRU) until min(exp, now + authCacheTtlMs, default
 * 60 s). That saves a round trip to Firebase per request, but a revoked token or disabled account is
 * refused only once its cache entry lapses: revocation is honoured within authCacheTtlMs.
 * Set AUTH_CACHE_TTL_MS=0 to check revocation on every request.
 *
 * With a cache, the requests that find no entry for a token share one verification, and a request
 * that finds an entry in the last quarter of its TTL has it verified again in the background: a busy
 * caller's entry is renewed before it lapses instead of every one of their requests in flight then
 * waiting for its own round trip to Firebase (issue 28: the tail of the admin's default view). An entry
 * is still never served past authCacheTtlMs after the verification it came from; a background check
 * that finds the token refused drops it (the next request is refused, counted and logged as before).
 */
@Injectable()
export class TokenVerifier {
  private readonly logger = new Logger('Auth');
  private readonly cache: LruCache<Verified>;
  private readonly auth: Auth;
  /** Verifications under way, by token (at most one each; only with a cache). */
  private readonly pending = new Map<string, Promise<DecodedIdToken>>();
  /** Counts forget() calls: a verification that began before one does not fill the cache. */
  private forgets = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.cache = new LruCache(config.authCacheMaxEntries);
    this.auth = firebaseAuth(config);
  }

  /** Drops this process's cached tokens of a deleted account (other replicas drop theirs within the TTL). */
  forget(uid: string): void {
    this.forgets++;
    this.cache.deleteWhere(({ user }) => user.uid === uid);
  }

  /**
   * The caller of a token this process has verified within its TTL, without a promise (the guard's
   * fast path); undefined: verify() it. Renews the entry in the background as verify() does.
   */
  cachedUser(token: string): AuthUser | undefined {
    const now = Date.now();
    const cached = this.cache.get(token, now);
    if (!cached) return undefined;
    if (cached.refreshAt <= now && !this.pending.has(token)) this.refresh(token);
    return cached.user;
  }

  async verify(token: string): Promise<AuthUser> {
    const cached = this.cachedUser(token);
    if (cached) return cached;
    let decoded;
    try {
      decoded = await this.verified(token);
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
    return userOf(decoded);
  }

  /**
   * Firebase's verification of the token, cached on success. Without a cache every call asks Firebase
   * (AUTH_CACHE_TTL_MS=0: each request checks revocation itself); with one, calls while a verification
   * is under way share it (it began within the TTL they accept).
   */
  private verified(token: string): Promise<DecodedIdToken> {
    const ttl = this.config.authCacheTtlMs;
    if (ttl <= 0) return this.auth.verifyIdToken(token, true);
    let verification = this.pending.get(token);
    if (!verification) {
      const forgets = this.forgets;
      const startedAt = Date.now();
      verification = this.auth.verifyIdToken(token, true).then(
        (decoded) => {
          this.pending.delete(token);
          if (forgets === this.forgets) this.remember(token, decoded, startedAt);
          return decoded;
        },
        (error: unknown) => {
          this.pending.delete(token);
          throw error;
        },
      );
      this.pending.set(token, verification);
    }
    return verification;
  }

  /** Caches the caller until min(exp, verification + TTL); renewed in the background from 3/4 of the TTL. */
  private remember(token: string, decoded: DecodedIdToken, verifiedAt: number): void {
    const ttl = this.config.authCacheTtlMs;
    const expiresAt = Math.min(decoded.exp * 1000, verifiedAt + ttl);
    // A token that expires before its TTL ends is not renewed: its client must get a new one anyway.
    const refreshAt = expiresAt === verifiedAt + ttl ? verifiedAt + ttl * 0.75 : Infinity;
    this.cache.set(token, { user: userOf(decoded), refreshAt }, expiresAt);
  }

  /** Verifies a cached token again in the background; a refused token leaves the cache. */
  private refresh(token: string): void {
    this.verified(token).catch((error: unknown) => {
      const code = String((error as { code?: unknown }).code ?? '');
      if (code.startsWith('auth/') && code !== 'auth/internal-error') this.cache.delete(token);
      // Firebase unavailable: the entry lapses at its time, then a request verifies (and reports) itself.
    });
  }
}

function userOf(decoded: DecodedIdToken): AuthUser {
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' && decoded.name.trim() ? decoded.name.trim() : null,
  };
}
