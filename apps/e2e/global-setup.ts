// Starts the whole system once for the suite, exactly as `npm start` does (tools/dev/system.mjs), on the
// E2E ports (E2E_PORT_BASE, default 15000) with a fresh database, and stops it after the last test. The
// system's mail catcher (maildev, E2E_PORT_BASE+41) is where the journeys read the mails the API sent.
//   E2E_DATABASE_URL  use this (empty) PostgreSQL database instead of a temporary embedded PostgreSQL
//                     server (E2E_PORT_BASE+50, its data folder removed afterwards)
//   E2E_USE_RUNNING=1 start nothing: test a system already running on E2E_PORT_BASE
//                     (e.g. `FERIEPLAN_PORT_BASE=15000 npm start` in another terminal)
import { chromiumMissing, findChromium } from '@ferieplan/tools/kit/chromium.mjs';
import { startTemporaryPostgres } from '@ferieplan/tools/kit/embedded-postgres.mjs';
import { startSystem } from '@ferieplan/tools/dev/system.mjs';
import { E2E_SITE } from './support/site.js';
import { E2E_PORT_BASE, e2ePorts } from './support/system.js';

/** Variables that would point the system under test at real services or at other ports. */
const NOT_FOR_TESTS = [
  'FERIEPLAN_PORT_BASE',
  'SHELL_PORT',
  'LANDING_PORT',
  'EMPLOYEE_PORT',
  'ADMIN_PORT',
  'STAFFING_PORT',
  'API_PORT',
  'AUTH_EMULATOR_PORT',
  'EMULATOR_HUB_PORT',
  'EMULATOR_LOGGING_PORT',
  'STRIPE_SANDBOX_PORT',
  'SLACK_FAKE_PORT',
  'MAIL_SMTP_PORT',
  'MAIL_WEB_PORT',
  'EMBEDDED_POSTGRES_PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  // Slack and Teams go to the suite's own fake (tools/slack-fake).
  'SLACK_CLIENT_ID',
  'SLACK_CLIENT_SECRET',
  'SLACK_SIGNING_SECRET',
  'SLACK_API_URL',
  'SLACK_AUTHORIZE_URL',
  'TEAMS_EXTRA_HOSTS',
  // Mail goes to the suite's own catcher (maildev on E2E_PORT_BASE+40/+41), which the journeys read.
  'SMTP_URL',
  'MAIL_FROM',
  'CORS_ORIGINS',
  'APP_ORIGIN',
  'API_BASE_URL',
];

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  // Stop once with the remedy, not with a launch error in every journey.
  if (!findChromium()) throw new Error(chromiumMissing());
  if (process.env.E2E_USE_RUNNING === '1') return;
  const env = { ...process.env };
  for (const name of NOT_FOR_TESTS) delete env[name];
  // Footer details a deployment configures; the journeys check that they are shown.
  Object.assign(env, E2E_SITE);
  const started = Date.now();
  const database = process.env.E2E_DATABASE_URL
    ? null
    : await startTemporaryPostgres({
        port: e2ePorts.postgres,
        log: (line) => console.log(`[e2e postgres] ${line}`),
      });
  const databaseUrl = process.env.E2E_DATABASE_URL || (await database!.ensureDatabase('ferieplan'));
  const system = await startSystem({
    portBase: E2E_PORT_BASE,
    env,
    databaseUrl,
    build: process.env.E2E_SKIP_BUILD !== '1', // npm test has just built
    quiet: process.env.E2E_VERBOSE !== '1',
    log: (line) => console.log(`[e2e] ${line}`),
  }).catch(async (error: unknown) => {
    await database?.stop();
    throw error;
  });
  console.log(
    `[e2e] Ferieplan kjører på ${system.urls.shell} (startet på ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return async () => {
    await system.stop();
    await database?.stop();
  };
}
