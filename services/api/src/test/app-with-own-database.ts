import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { createApp } from './harness.js';
import { createTestDatabase, migrate } from './test-database.js';

export interface AppWithOwnDatabase {
  app: NestFastifyApplication;
  /** The suite's own database (for further API instances on it). */
  databaseUrl: string;
  /** Closes the app, drops the database and puts the environment back. */
  close(): Promise<void>;
}

/**
 * An API on a freshly migrated database of its own, with `env` on top of process.env (restored by
 * `close`). For suites whose workers deliver everything they find (mail, webhooks, pushes, chat): in
 * the shared database they would deliver, and erase, what other suites inspect.
 */
export async function startAppWithOwnDatabase(
  options: { env?: Record<string, string>; logDestination?: DestinationStream } = {},
): Promise<AppWithOwnDatabase> {
  const saved = { ...process.env };
  const database = await createTestDatabase(process.env.DATABASE_URL);
  const stopAll = async (app?: NestFastifyApplication) => {
    await app?.close();
    await database.drop();
    process.env = saved;
  };
  try {
    await migrate(database.url);
    Object.assign(process.env, options.env);
    const app = await createApp({ databaseUrl: database.url, logDestination: options.logDestination });
    return { app, databaseUrl: database.url, close: () => stopAll(app) };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
