// The Firebase Auth emulator (firebase-tools, demo project: no credentials, no Java), for `npm start`,
// the API's integration tests and the benchmarks alike.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './child-process.mjs';
import { StartupError } from './errors.mjs';
import { freePort } from './port-check.mjs';
import { ROOT } from './root.mjs';
import { waitForHttp } from './wait-for.mjs';

/** The emulator's project: a `demo-` project needs no credentials and can never be a real one. */
export const DEMO_PROJECT_ID = 'demo-ferieplan';

/** A temporary firebase.json with the wanted ports (the checked-in tools/auth-emulator/firebase.json has the defaults). */
function writeEmulatorConfig({ authPort, hubPort, loggingPort }) {
  const dir = mkdtempSync(join(tmpdir(), 'ferieplan-auth-emulator-'));
  const emulators = {
    singleProjectMode: true,
    auth: { host: '127.0.0.1', port: authPort },
    hub: { host: '127.0.0.1', port: hubPort },
    logging: { host: '127.0.0.1', port: loggingPort },
    ui: { enabled: false },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ emulators }, null, 2));
  return dir;
}

/**
 * Starts the binary itself (not npx) so the PID is the emulator; it is stopped with TERM. Ports not
 * given are free ones. Resolves once the process runs; `ready` resolves when it answers.
 * @param {{ authPort?: number, hubPort?: number, loggingPort?: number, projectId?: string,
 *           log?: (line: string) => void, quiet?: boolean, timeoutMs?: number }} [options]
 */
export async function startAuthEmulator(options = {}) {
  const authPort = options.authPort ?? (await freePort());
  const hubPort = options.hubPort ?? (await freePort());
  const loggingPort = options.loggingPort ?? (await freePort());
  const dir = writeEmulatorConfig({ authPort, hubPort, loggingPort });
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const child = startChild({
    name: 'auth',
    command: join(ROOT, 'node_modules/.bin/firebase'),
    args: [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      join(dir, 'firebase.json'),
    ],
    cwd: dir, // firebase-debug.log lands here, not in the repository
    // An inherited emulator host would make firebase-tools talk to that emulator instead.
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
    log: options.log,
    quiet: options.quiet ?? true,
  });
  const host = `127.0.0.1:${authPort}`;
  const url = `http://${host}`;
  const stop = async () => {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = waitForHttp(`${url}/`, {
    name: 'Auth-emulatoren',
    isAlive: child.isAlive,
    timeoutMs: options.timeoutMs ?? 120_000,
  }).catch((error) => {
    throw new StartupError(`${error.message}\n${child.tail.join('\n')}`);
  });
  return { child, host, url, projectId, ready, stop };
}
