import type { TestProject } from 'vitest/node';
import { DEMO_PROJECT_ID, startAuthEmulator } from '@ferieplan/tools/kit/auth-emulator.mjs';
import { createTestDatabase, migrate } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    databaseUrl: string;
  }
}

/**
 * Vitest globalSetup: one Auth emulator and one fresh, migrated database for the whole run.
 * DATABASE_URL (a server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres) names the PostgreSQL
 * server; without it an embedded PostgreSQL is started for the run. TEST_AUTH_EMULATOR_HOST reuses a
 * running emulator.
 */
/** The kit's emulator on free ports, stopped again when it does not come up. */
async function startTestEmulator() {
  const emulator = await startAuthEmulator({ timeoutMs: 300_000 });
  try {
    await emulator.ready;
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return emulator;
}

export default async function setup(project: TestProject) {
  const reuse = process.env.TEST_AUTH_EMULATOR_HOST;
  const [emulatorResult, databaseResult] = await Promise.allSettled([
    reuse ? Promise.resolve({ host: reuse, stop: async () => {} }) : startTestEmulator(),
    createTestDatabase(process.env.DATABASE_URL),
  ]);
  // If either failed, undo the other so that no emulator or database is left behind.
  const cleanup = async () => {
    await Promise.allSettled([
      emulatorResult.status === 'fulfilled' ? emulatorResult.value.stop() : Promise.resolve(),
      databaseResult.status === 'fulfilled' ? databaseResult.value.drop() : Promise.resolve(),
    ]);
  };
  if (emulatorResult.status === 'rejected' || databaseResult.status === 'rejected') {
    await cleanup();
    throw emulatorResult.status === 'rejected'
      ? emulatorResult.reason
      : (databaseResult as PromiseRejectedResult).reason;
  }
  const emulator = emulatorResult.value;
  const database = databaseResult.value;
  try {
    await migrate(database.url);
  } catch (error) {
    await cleanup();
    throw error;
  }
  project.provide('authEmulatorHost', emulator.host);
  project.provide('databaseUrl', database.url);
  // Forked workers inherit these as well.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = DEMO_PROJECT_ID;
  process.env.DATABASE_URL = database.url;
  return cleanup;
}
