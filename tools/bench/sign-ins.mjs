// `node tools/bench/sign-ins.mjs`: starts the system (as bench:web: own ports, a fresh database on BENCH_PG_URL)
// and signs in BENCH_SIGN_INS times (default 30), each in a fresh Chromium launched as bench:web launches it
// for Lighthouse (780 x 493 window, empty cache) with bench:web's own sign-in: type on the prerendered /login
// and press while the app starts, then wait for /organizations. Prints how many sign-ins were lost (issue 28:
// "never a lost click"; a lost one prints what the page showed and said) and the load average.
// BENCH_PORT_BASE (default 17000) moves the ports.
import { readFileSync } from 'node:fs';
import { startSystem } from '../dev/system.mjs';
import { identityClient } from '../kit/identity.mjs';
import { freshDatabase } from './lib/database.mjs';
import { launchChromium, startSession } from './lib/lighthouse.mjs';
import { runBench } from './lib/run.mjs';

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function main(defer) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'FERIEPLAN_PORT_BASE', 'STRIPE_SECRET_KEY', 'FIREBASE_API_KEY'])
    delete env[name];
  const system = await startSystem({
    portBase: Number(process.env.BENCH_PORT_BASE || 17000),
    env,
    databaseUrl: await freshDatabase('ferieplan_bench_sign_ins', defer),
    quiet: true,
    log: (line) => console.log(`[bench] ${line}`),
  });
  defer(() => system.stop());
  const identity = identityClient(system.urls.authEmulator);
  const runs = Number(process.env.BENCH_SIGN_INS || 30);
  console.log(`${runs} innlogginger, hver i en ny Chromium (last ${load()})`);
  let lost = 0;
  for (let run = 1; run <= runs; run++) {
    const user = await identity.signUp({ displayName: 'Ina Innlogging', emailVerified: true });
    const chrome = await launchChromium();
    try {
      await startSession(chrome.port, system.urls.shell, { user });
    } catch (error) {
      lost++;
      console.log(`  innlogging ${run} tapt: ${error.message.split('\n')[0]}`);
    } finally {
      chrome.kill();
    }
  }
  console.log(
    `Innlogginger som nådde /organizations: ${runs - lost} av ${runs}, tapt: ${lost} (last ${load()})`,
  );
}

await runBench(main);
