import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ferieplan/tools/dev/free-port.mjs';

export const TEST_PROJECT_ID = 'demo-ferieplan';

export interface RunningAuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

function findFirebaseBin(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', '.bin', 'firebase');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('node_modules/.bin/firebase not found');
    dir = parent;
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not answer within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the Firebase Auth emulator (firebase-tools from node_modules/.bin, not npx, so the PID is
 * the emulator) with a temporary firebase.json on free ports for auth, hub and logging; UI off.
 */
export async function startAuthEmulator(): Promise<RunningAuthEmulator> {
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'ferieplan-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  let log = '';
  const child = spawn(
    findFirebaseBin(),
    ['emulators:start', '--only', 'auth', '--project', TEST_PROJECT_ID, '--config', join(dir, 'firebase.json')],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '' } },
  );
  child.stdout?.on('data', (chunk) => (log = (log + chunk).slice(-8000)));
  child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-8000)));
  // Last resort if the test runner exits without teardown: do not leave an emulator behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const host = `127.0.0.1:${authPort}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`http://${host}/`, child, () => log, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, stop };
}
