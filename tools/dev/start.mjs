// `npm start` (built apps behind static servers) and `npm run dev` (rspack dev servers, hot reload):
// builds what is stale, starts the whole product, prints the URL, stops everything on Ctrl-C/SIGTERM.
import { startDemo } from '../demo/demo.mjs';
import { StartupError } from '../kit/errors.mjs';
import { startSystem } from './system.mjs';

const dev = process.argv.includes('--dev');
// `npm run demo`: the demo organisation and its sign-ins once the product runs (tools/demo).
const demo = process.argv.includes('--demo');
const started = Date.now();
let system;
let stopping = false;
const aborter = new AbortController();

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopper Ferieplan (${signal}) ...`);
  if (!system) return aborter.abort(); // startSystem stops what it started, then the catch below exits
  await system.stop();
  console.log('Ferieplan er stoppet.');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(signal));

try {
  system = await startSystem({ mode: dev ? 'dev' : 'static', signal: aborter.signal });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log('');
  console.log(`  API:            ${system.urls.api}/api (helse: /api/health, dokumentasjon: /api/docs)`);
  if (system.urls.authEmulator) console.log(`  Auth-emulator:  ${system.urls.authEmulator}`);
  if (system.urls.stripeSandbox) console.log(`  Stripe-sandkasse: ${system.urls.stripeSandbox}`);
  if (system.urls.slackFake) console.log(`  Slack/Teams-etterligning: ${system.urls.slackFake}`);
  if (system.urls.mailCatcher)
    console.log(
      `  E-postfanger:   ${system.urls.mailCatcher} (SMTP ${system.urls.mailSmtp}; all e-post havner her)`,
    );
  if (system.urls.database) console.log(`  PostgreSQL:     ${system.urls.database} (data i .data/postgres)`);
  if (demo) {
    const databaseUrl = system.urls.database || /** @type {string} */ (process.env.DATABASE_URL);
    await startDemo({ databaseUrl, authEmulatorUrl: system.urls.authEmulator, log: console.log });
  }
  console.log(`  Klar på ${seconds} s${dev ? ' (utviklingsmodus med hot reload)' : ''}. Ctrl-C stopper alt.`);
  console.log(`Ferieplan kjører på ${system.urls.shell}`);
} catch (error) {
  if (stopping) {
    console.log('Ferieplan er stoppet.');
    process.exit(0);
  }
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error instanceof Error ? `Oppstart feilet / start failed: ${error.message}` : error);
  process.exit(1);
}
