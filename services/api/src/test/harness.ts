import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { Pool } from 'pg';
import { inject } from 'vitest';
import { createNestApp } from '../app-factory.js';
import { endPool, isPoolEnded } from '../database/pool.js';
import { replayResponsesAgainstContract } from './contract-replay.js';
import { DEMO_PROJECT_ID as TEST_PROJECT_ID } from '@ferieplan/tools/kit/auth-emulator.mjs';
import { identityClient, uniqueEmail } from '@ferieplan/tools/kit/identity.mjs';

/**
 * Integration-test helpers. The vitest globalSetup (src/test/global-setup.ts) has already started
 * the Auth emulator and created + migrated a fresh database; these helpers point the app at them.
 */

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

/** Points the app's configuration at the emulator and test database of this run (or `databaseUrl`). */
function applyTestEnvironment(databaseUrl = inject('databaseUrl')): void {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  process.env.FIREBASE_PROJECT_ID = TEST_PROJECT_ID;
  process.env.DATABASE_URL = databaseUrl;
  process.env.THROTTLE_LIMIT ??= '1000000';
  process.env.DB_POOL_SIZE ??= '5';
}

/** The real AppModule, fully configured (prefix /api, pipes, filters, guards); use app.inject(). */
export async function createApp(
  options: { databaseUrl?: string; logDestination?: DestinationStream; leanRoutes?: boolean } = {},
): Promise<NestFastifyApplication> {
  applyTestEnvironment(options.databaseUrl);
  // A test that reads the log gets every line; the others only errors.
  const app = await createNestApp({
    ...(options.logDestination
      ? { logger: ['log', 'warn', 'error'], logDestination: options.logDestination }
      : { logger: ['error'] }),
    leanRoutes: options.leanRoutes,
  });
  replayResponsesAgainstContract(app.getHttpAdapter().getInstance());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** The app's database as the tests use it (formerly TypeORM's DataSource, whose calls these keep). */
export interface TestDatabase {
  /** Rows; for UPDATE and DELETE [rows, rowCount], as TypeORM's DataSource.query answered. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query<T = any>(sql: string, params?: unknown[]): Promise<T>;
  /** Ends the app's pool: the database is gone for the app (an outage). */
  destroy(): Promise<void>;
  /** False once the pool has ended (destroy, or the app's shutdown). */
  readonly isInitialized: boolean;
}

/** The app's database on its own pool, e.g. for seeding or asserting "nothing changed". */
export function dataSourceOf(app: NestFastifyApplication): TestDatabase {
  const pool = app.get(Pool);
  return {
    query: async (sql, params) => {
      const result = await pool.query(sql, params);
      return (
        result.command === 'UPDATE' || result.command === 'DELETE'
          ? [result.rows, result.rowCount]
          : result.rows
      ) as never;
    },
    destroy: () => endPool(pool),
    get isInitialized() {
      return !isPoolEnded(pool);
    },
  };
}

export { uniqueEmail };

/**
 * An e-mail/password account in the run's Auth emulator, signed in (the shared kit's people).
 * `emailVerified: true` stands for having followed the verification mail.
 */
export async function signUp(
  email = uniqueEmail(),
  options: { displayName?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const account = await identityClient(`http://${inject('authEmulatorHost')}`).signUp({ email, ...options });
  return { uid: account.uid, email, idToken: account.idToken, refreshToken: account.refreshToken };
}

/** `count` fresh accounts, signed up at once (a test's cast: `[admin, member] = await signUpMany(2)`). */
export const signUpMany = (count: number): Promise<TestUser[]> =>
  Promise.all(Array.from({ length: count }, () => signUp()));

/** Revokes every token of the user (like admin revokeRefreshTokens): later verifications fail. */
export async function revokeTokens(uid: string): Promise<void> {
  // validSince is in whole seconds and compared with the token's auth_time: wait for the next second.
  await new Promise((r) => setTimeout(r, 1100));
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  const app =
    getApps().find((a) => a.name === 'ferieplan-test-admin') ??
    initializeApp({ projectId: TEST_PROJECT_ID }, 'ferieplan-test-admin');
  await getAuth(app).revokeRefreshTokens(uid);
}

/** `{ authorization: 'Bearer <token>' }` for app.inject headers. */
export const bearer = (userOrToken: TestUser | string) => ({
  authorization: `Bearer ${typeof userOrToken === 'string' ? userOrToken : userOrToken.idToken}`,
});
