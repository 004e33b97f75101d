// The Firebase Auth emulator (firebase-tools, demo project: no credentials, no Java).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build.mjs';
import { startChild } from './child-process.mjs';

/** Writes a firebase.json with the wanted ports (the checked-in tools/auth-emulator/firebase.json has the defaults). */
function writeEmulatorConfig({ authPort, hubPort, loggingPort }) {
  const dir = join(tmpdir(), `ferieplan-auth-emulator-${authPort}`);
  mkdirSync(dir, { recursive: true });
  const config = {
    emulators: {
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: authPort },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  return dir;
}

/**
 * Starts the binary itself (not npx) so the PID is the emulator; it is stopped with TERM.
 * @param {{ authPort: number, hubPort: number, loggingPort: number, projectId: string, log?: (l: string) => void, quiet?: boolean }} options
 */
export function startAuthEmulator({ authPort, hubPort, loggingPort, projectId, log, quiet }) {
  const dir = writeEmulatorConfig({ authPort, hubPort, loggingPort });
  return startChild({
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
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
    log,
    quiet,
  });
}
