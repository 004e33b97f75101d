import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startMailCatcher, type RunningMailCatcher } from '@ferieplan/tools/kit/mail-catcher.mjs';
import type { DestinationStream } from 'pino';
import { createApp } from './harness.js';
import { createTestDatabase, migrate } from './test-database.js';

export interface AppWithOwnMail {
  app: NestFastifyApplication;
  catcher: RunningMailCatcher;
  /** The suite's own database (for further API instances on it). */
  databaseUrl: string;
  /** Closes the app, stops the catcher, drops the database and puts the environment back. */
  close(): Promise<void>;
}

/**
 * An API whose mail worker runs and delivers to an SMTP catcher, on a freshly migrated database of its
 * own: in the shared database the worker would deliver (and erase) the mails other suites inspect.
 * `env` comes on top of SMTP_URL and a fast outbox poll; `close` restores process.env as it was.
 */
export async function startAppWithOwnMail(
  options: { env?: Record<string, string>; logDestination?: DestinationStream } = {},
): Promise<AppWithOwnMail> {
  const saved = { ...process.env };
  const catcher = await startMailCatcher();
  await catcher.ready;
  const database = await createTestDatabase(process.env.DATABASE_URL);
  await migrate(database.url);
  Object.assign(process.env, {
    SMTP_URL: catcher.smtpUrl,
    MAIL_POLLING_INTERVAL_SECONDS: '0.5',
    ...options.env,
  });
  const stopAll = async (app?: NestFastifyApplication) => {
    await app?.close();
    await catcher.stop();
    await database.drop();
    process.env = saved;
  };
  try {
    const app = await createApp({ databaseUrl: database.url, logDestination: options.logDestination });
    return { app, catcher, databaseUrl: database.url, close: () => stopAll(app) };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
