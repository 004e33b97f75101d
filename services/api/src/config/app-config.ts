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
  /** Trust X-Forwarded-* (only behind a reverse proxy; otherwise clients could dodge rate limits). */
  trustProxy: boolean;
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
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
  };
}
