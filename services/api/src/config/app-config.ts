import { ConfigurationError } from './configuration-error.js';

/** Runtime configuration, read once from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** The PostgreSQL database (required; `npm start` passes its embedded server's). */
  databaseUrl: string | null;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | null;
  corsOrigins: string[];
  /** How long a verified ID token is trusted without asking Firebase again (revocation delay). */
  authCacheTtlMs: number;
  authCacheMaxEntries: number;
  throttleLimit: number;
  throttleTtlMs: number;
  dbPoolSize: number;
  /**
   * Trust X-Forwarded-* (only behind a reverse proxy; otherwise clients could dodge rate limits): a number
   * is how many proxies to trust from the socket inwards (behind one nginx: 1), `true` trusts every hop.
   */
  trustProxy: boolean | number;
  /** Redis for state shared by the replicas (the rate limit); null: in memory, per process. */
  redisUrl: string | null;
  /** Prefix of every Redis key this API writes (several deployments or tests can share one Redis). */
  redisKeyPrefix: string;
  /** After SIGTERM: how long readiness fails while requests are still served (load balancers catch up). */
  shutdownDelayMs: number;
  /** Then: the most time closing may take (in-flight requests, workers, pool) before the process exits. */
  shutdownTimeoutMs: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * The Auth emulator accepts unsigned tokens naming any uid. It is trusted only for a `demo-` project
 * (which cannot exist in real Firebase) and never with NODE_ENV=production.
 */
function assertEmulatorIsLocalOnly(env: NodeJS.ProcessEnv, projectId: string): void {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return;
  if (!projectId.startsWith('demo-') || env.NODE_ENV === 'production') {
    throw new ConfigurationError(
      `FIREBASE_AUTH_EMULATOR_HOST er satt for prosjektet "${projectId}"${env.NODE_ENV === 'production' ? ' i produksjon' : ''}: emulatoren godtar usignerte tokener og brukes bare med et demo--prosjekt utenfor produksjon, så API-et starter ikke.`,
    );
  }
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const firebaseProjectId = env.FIREBASE_PROJECT_ID || 'demo-ferieplan';
  assertEmulatorIsLocalOnly(env, firebaseProjectId);
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    firebaseProjectId,
    firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || null,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:4200,http://127.0.0.1:4200')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    authCacheTtlMs: int(env.AUTH_CACHE_TTL_MS, 60_000),
    authCacheMaxEntries: int(env.AUTH_CACHE_MAX_ENTRIES, 10_000),
    throttleLimit: int(env.THROTTLE_LIMIT, 1000),
    throttleTtlMs: int(env.THROTTLE_TTL_MS, 60_000),
    dbPoolSize: int(env.DB_POOL_SIZE, 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'ferieplan:',
    // Only a deployment has load balancers to wait for; `npm start` and tests stop at once.
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, env.NODE_ENV === 'production' ? 5000 : 0),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 20_000),
  };
}

function trustProxy(value: string | undefined): boolean | number {
  if (value === 'true') return true;
  const hops = int(value, 0);
  return hops > 0 ? hops : false;
}
