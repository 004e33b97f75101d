import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startMailCatcher, type RunningMailCatcher } from '@ferieplan/tools/kit/mail-catcher.mjs';
import type { DestinationStream } from 'pino';
import { startAppWithOwnDatabase } from './app-with-own-database.js';

export interface AppWithOwnMail {
  app: NestFastifyApplication;
  catcher: RunningMailCatcher;
  /** The suite's own database (for further API instances on it). */
  databaseUrl: string;
  /** Closes the app, stops the catcher, drops the database and puts the environment back. */
  close(): Promise<void>;
}

/**
 * An API whose mail worker runs and delivers to an SMTP catcher, on a database of its own (see
 * startAppWithOwnDatabase). `env` comes on top of SMTP_URL and a fast outbox poll.
 */
export async function startAppWithOwnMail(
  options: { env?: Record<string, string>; logDestination?: DestinationStream } = {},
): Promise<AppWithOwnMail> {
  const catcher = await startMailCatcher();
  await catcher.ready;
  const own = await startAppWithOwnDatabase({
    env: { SMTP_URL: catcher.smtpUrl, MAIL_POLLING_INTERVAL_SECONDS: '0.5', ...options.env },
    logDestination: options.logDestination,
  }).catch(async (error: unknown) => {
    await catcher.stop();
    throw error;
  });
  return {
    app: own.app,
    catcher,
    databaseUrl: own.databaseUrl,
    close: async () => {
      await own.close();
      await catcher.stop();
    },
  };
}
