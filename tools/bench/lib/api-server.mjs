// The API under measurement: its build, the Auth emulator it checks tokens with, and the process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt } from '../../dev/build.mjs';
import { DEMO_PROJECT_ID, startAuthEmulator } from '../../kit/auth-emulator.mjs';
import { API_NODE_OPTIONS } from '../../kit/api-node-options.mjs';
import { startChild } from '../../kit/child-process.mjs';
import { identityClient } from '../../kit/identity.mjs';
import { freePort } from '../../kit/port-check.mjs';
import { ROOT } from '../../kit/root.mjs';
import { claimBenchPorts } from './bench-ports.mjs';
import { freshDatabase } from './database.mjs';

/**
 * The shared build (npx nx run @ferieplan/api:build); the path of a file in it, which must exist: by
 * default the bundle production runs (services/api/scripts/bundle.mjs).
 */
export function builtApi(file = 'bundle/main.js') {
  const path = join(ROOT, 'services/api/dist', file);
  if (!existsSync(path)) throw new Error('Build first: npx nx run @ferieplan/api:build');
  return path;
}

/**
 * Builds the libraries if stale (their dist is what Node loads), then compiles the API into
 * tools/bench/dist/api (git-ignored), leaving test-only files out (specs, src/test): the benchmark does
 * not depend on the shared services/api/dist, so a failing shared build (someone's work in progress) is
 * only a warning. Returns its main.js.
 */
export async function buildApi(log) {
  log('Bygger bibliotekene ved behov / building the libraries if stale ...');
  await ensureBuilt({ web: false, allowOldBuilds: true, log }).catch((error) =>
    log(`ADVARSEL: ${error.message}`),
  );
  log('Kompilerer API-et til tools/bench/dist/api ...');
  const dir = join(ROOT, 'tools/bench/dist');
  mkdirSync(dir, { recursive: true });
  const src = '../../../services/api/src';
  const tsconfig = {
    extends: '../../../services/api/tsconfig.build.json',
    compilerOptions: {
      outDir: './api',
      rootDir: src,
      noEmit: false,
      declaration: false,
      customConditions: [],
    },
    include: [src],
    exclude: [`${src}/**/*.spec.ts`, `${src}/test/**`],
  };
  writeFileSync(join(dir, 'tsconfig.api.json'), JSON.stringify(tsconfig, null, 2));
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.api.json')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('API-bygget feilet / the API build failed');
  return join(dir, 'api/main.js');
}

/**
 * FIREBASE_AUTH_EMULATOR_HOST when set, else an Auth emulator started on `ports` (BENCH_PORT_BASE) or
 * free ones (stopped at the end).
 */
async function authEmulatorHost(defer, ports) {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const emulator = await startAuthEmulator({
    authPort: ports?.authEmulator,
    hubPort: ports?.emulatorHub,
    loggingPort: ports?.emulatorLogging,
    timeoutMs: 300_000,
  });
  defer(emulator.stop);
  await emulator.ready;
  return emulator.host;
}

/**
 * The API under measurement: the Auth emulator, a fresh database `<databasePrefix>_<timestamp>` (or the
 * existing `databaseUrl`, left as it is at the end), the API `main` started on a free port (with
 * BENCH_PORT_BASE on base+10: lib/bench-ports.mjs) against it (migrating it; no rate limit; `env` on
 * top, the database reached at `reach(url)`), and a signed-up user, the bench's admin to be; all undone
 * at the end.
 * Resolves once /api/health answers 200 (startApiProcess), with the API's base URL, process id and
 * milliseconds from its start to that answer, the database URL, the user and the Auth emulator's host.
 */
export async function startApi({
  main,
  databasePrefix,
  databaseUrl: existingDatabase,
  env = {},
  nodeArgs = [],
  reach = (url) => url,
  defer,
}) {
  const ports = await claimBenchPorts();
  const [emulatorHost, databaseUrl, port] = await Promise.all([
    authEmulatorHost(defer, ports),
    existingDatabase ?? freshDatabase(databasePrefix, defer),
    ports?.api ?? freePort(),
  ]);
  const { child: api, startupMs } = await startApiProcess({
    main,
    nodeArgs,
    port,
    env: {
      DATABASE_URL: reach(databaseUrl),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      THROTTLE_LIMIT: '100000000',
      ...env,
    },
  });
  defer(() => api.stop(15_000));
  const user = await identityClient(`http://${emulatorHost}`).signUp();
  return { base: `http://127.0.0.1:${port}/api`, pid: api.pid, startupMs, databaseUrl, user, emulatorHost };
}

/**
 * Starts the API `main` on `port` (127.0.0.1, the demo Firebase project, `env` on top) and resolves once
 * GET /api/health answers 200 (polled every `pollMs`), with the child and the milliseconds from spawning
 * it to that answer. The caller stops the child. Fails when the process exits or 120 s pass first.
 */
export async function startApiProcess({ main, port, env, nodeArgs = [], pollMs = 20 }) {
  const started = performance.now();
  // Its log goes to a file the process writes itself (see startChild's outputFile), removed once it exits.
  const logDirectory = mkdtempSync(join(tmpdir(), 'ferieplan-bench-api-'));
  const child = startChild({
    name: 'api',
    command: process.execPath,
    // As the image runs it (its node options come from docker/api.Dockerfile), then the caller's.
    args: [...API_NODE_OPTIONS, ...nodeArgs, main],
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      ...env,
    },
    quiet: true,
    outputFile: join(logDirectory, 'api.log'),
  });
  const removeLog = () => rmSync(logDirectory, { recursive: true, force: true });
  const health = `http://127.0.0.1:${port}/api/health`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!child.isAlive() || Date.now() > deadline) {
      await child.stop(5_000);
      const tail = child.tail.join('\n');
      removeLog();
      throw new Error(`The API did not start:\n${tail}`);
    }
    const status = await fetch(health).then(
      (response) => (response.body?.cancel(), response.status),
      () => 0,
    );
    if (status === 200) {
      void child.exit.then(removeLog);
      return { child, startupMs: performance.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
