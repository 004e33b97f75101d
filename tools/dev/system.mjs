// Starts the whole product (Auth emulator, Stripe sandbox, API, remotes, shell) and stops it again.
// Used by `npm start` / `npm run dev` (start.mjs), the Playwright global setup and the benchmarks.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAuthEmulator } from './auth-emulator.mjs';
import { ensureBuilt, ROOT } from './build.mjs';
import { startChild } from './child-process.mjs';
import { StartupError } from './errors.mjs';
import { assertPortsFree } from './port-check.mjs';
import { ENV_NAMES, REMOTES, resolvePorts } from './ports.mjs';
import { configJson, corsOrigins, remotesJson, usesRealFirebase } from './runtime-config.mjs';
import { startStaticServer } from './static-server.mjs';
import { waitForHttp } from './wait-for.mjs';

const SANDBOX_MODULE = join(ROOT, 'tools/stripe-sandbox/server.mjs');
const SANDBOX_WEBHOOK_SECRET = 'whsec_ferieplan_sandbox';

/**
 * @typedef {object} SystemOptions
 * @property {'static' | 'dev'} [mode]  static: built apps behind static servers; dev: rspack dev servers (hot reload)
 * @property {number} [portBase]  like FERIEPLAN_PORT_BASE
 * @property {Partial<ReturnType<typeof resolvePorts>>} [ports]  single overrides
 * @property {NodeJS.ProcessEnv} [env]  where ports, Firebase, DATABASE_URL and STRIPE_* come from
 * @property {string} [dataDir]  PGlite data folder (ignored when databaseUrl is set); default .data/pglite
 * @property {string | null} [databaseUrl]  real PostgreSQL; default env.DATABASE_URL
 * @property {boolean} [build]  build what is stale first (default true)
 * @property {boolean} [quiet]  hide child output (shown anyway when a child fails)
 * @property {(line: string) => void} [log]
 * @property {AbortSignal} [signal]  aborting while starting stops what was started and rejects
 */

/**
 * @param {SystemOptions} [options]
 * @returns {Promise<{ urls: Record<string, string>, ports: ReturnType<typeof resolvePorts>,
 *   stop: () => Promise<void>, stopService: (name: string) => Promise<void> }>}
 */
export async function startSystem(options = {}) {
  const env = options.env ?? process.env;
  const mode = options.mode ?? 'static';
  const log = options.log ?? ((line) => console.log(line));
  const quiet = options.quiet ?? false;
  const ports = resolvePorts({ base: options.portBase, env, overrides: options.ports });
  const realFirebase = usesRealFirebase(env);
  const useSandbox = !env.STRIPE_SECRET_KEY;
  const projectId = realFirebase ? /** @type {string} */ (env.FIREBASE_PROJECT_ID) : 'demo-ferieplan';
  const databaseUrl = options.databaseUrl !== undefined ? options.databaseUrl : env.DATABASE_URL || null;
  const dataDir = options.dataDir ?? join(ROOT, '.data/pglite');

  const needed = {
    shell: ports.shell,
    ...Object.fromEntries(REMOTES.map((r) => [r, ports[r]])),
    api: ports.api,
  };
  if (!realFirebase) {
    Object.assign(needed, {
      authEmulator: ports.authEmulator,
      emulatorHub: ports.emulatorHub,
      emulatorLogging: ports.emulatorLogging,
    });
  }
  if (useSandbox) needed.stripeSandbox = ports.stripeSandbox;
  await assertPortsFree(needed, ENV_NAMES);

  const signal = options.signal;
  const throwIfAborted = () => {
    if (signal?.aborted) throw new StartupError('Oppstarten ble avbrutt / start-up aborted.');
  };
  if (options.build !== false) await ensureBuilt({ web: mode === 'static', log, signal });
  throwIfAborted();
  if (mode === 'static') {
    for (const app of ['shell', ...REMOTES]) {
      if (!existsSync(join(ROOT, 'apps', app, 'dist', 'mf-manifest.json'))) {
        throw new StartupError(`apps/${app}/dist mangler – kjør npm run build / apps/${app} is not built.`);
      }
    }
  }
  if (!existsSync(join(ROOT, 'services/api/dist/main.js'))) {
    throw new StartupError('services/api/dist/main.js mangler – kjør npm run build / the API is not built.');
  }

  const urls = {
    shell: `http://localhost:${ports.shell}`,
    api: `http://localhost:${ports.api}`,
    authEmulator: realFirebase ? '' : `http://127.0.0.1:${ports.authEmulator}`,
    stripeSandbox: useSandbox ? `http://127.0.0.1:${ports.stripeSandbox}` : '',
    ...Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${ports[r]}`])),
  };

  /** Things to stop, in start order; each entry is a named stop function. */
  /** @type {{ name: string, stop: () => Promise<void> }[]} */
  const running = [];
  const stop = async () => {
    const all = running.splice(0).reverse();
    await Promise.all(all.map((s) => s.stop().catch((e) => log(`[${s.name}] stopp feilet: ${e.message}`))));
  };
  const stopService = async (name) => {
    const index = running.findIndex((s) => s.name === name);
    if (index < 0) return;
    const [service] = running.splice(index, 1);
    await service.stop();
  };

  try {
    /** @type {Promise<void>[]} */
    const ready = [];
    const watchChild = (child) => {
      running.push({ name: child.name, stop: () => child.stop() });
      void child.exit.then((code) => {
        if (running.some((s) => s.name === child.name) && quiet)
          child.tail.forEach((l) => log(`[${child.name}] ${l}`));
        if (running.some((s) => s.name === child.name))
          log(`[${child.name}] avsluttet med kode ${code} / exited`);
      });
      return child;
    };

    if (!realFirebase) {
      const emulator = watchChild(
        startAuthEmulator({
          authPort: ports.authEmulator,
          hubPort: ports.emulatorHub,
          loggingPort: ports.emulatorLogging,
          projectId,
          log,
          quiet,
        }),
      );
      ready.push(
        waitForHttp(`${urls.authEmulator}/`, {
          name: 'Auth-emulatoren',
          isAlive: emulator.isAlive,
          timeoutMs: 90_000,
        }),
      );
    }

    if (useSandbox) ready.push(startSandbox(ports, env, running, log, quiet));

    const apiEnv = {
      ...env,
      PORT: String(ports.api),
      FIREBASE_PROJECT_ID: projectId,
      CORS_ORIGINS: env.CORS_ORIGINS || corsOrigins(ports).join(','),
      DATA_DIR: dataDir,
      APP_ORIGIN: env.APP_ORIGIN || urls.shell,
      STRIPE_SANDBOX_PORT: String(ports.stripeSandbox),
    };
    if (realFirebase) delete apiEnv.FIREBASE_AUTH_EMULATOR_HOST;
    else apiEnv.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.authEmulator}`;
    if (databaseUrl) apiEnv.DATABASE_URL = databaseUrl;
    else {
      delete apiEnv.DATABASE_URL;
      mkdirSync(dataDir, { recursive: true });
    }
    const api = watchChild(
      startChild({
        name: 'api',
        command: process.execPath,
        args: ['services/api/dist/main.js'],
        cwd: ROOT,
        env: apiEnv,
        log,
        quiet,
      }),
    );
    ready.push(
      waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, {
        name: 'API-et',
        isAlive: api.isAlive,
        ok: (s) => s === 200,
        timeoutMs: 90_000,
      }),
    );

    const runtimeJson = {
      '/remotes.json': () => remotesJson(ports),
      '/config.json': () => configJson(ports, env),
    };
    if (mode === 'static') {
      for (const app of REMOTES) {
        const server = await startStaticServer({ root: join(ROOT, 'apps', app, 'dist'), port: ports[app] });
        running.push({ name: app, stop: () => closeServer(server) });
      }
      const shell = await startStaticServer({
        root: join(ROOT, 'apps/shell/dist'),
        port: ports.shell,
        spa: true,
        json: runtimeJson,
      });
      running.push({ name: 'shell', stop: () => closeServer(shell) });
    } else {
      for (const app of [...REMOTES, 'shell']) {
        const server = watchChild(
          startChild({
            name: app,
            command: join(ROOT, 'node_modules/.bin/rspack'),
            args: ['serve', '--mode', 'development'],
            cwd: join(ROOT, 'apps', app),
            env: {
              ...env,
              ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [ENV_NAMES[k], String(v)])),
              FERIEPLAN_REMOTES_JSON: JSON.stringify(remotesJson(ports)),
              FERIEPLAN_CONFIG_JSON: JSON.stringify(configJson(ports, env)),
            },
            log,
            quiet,
          }),
        );
        const path = app === 'shell' ? '/' : '/mf-manifest.json';
        ready.push(
          waitForHttp(`http://127.0.0.1:${ports[app]}${path}`, {
            name: app,
            isAlive: server.isAlive,
            ok: (s) => s === 200,
            timeoutMs: 180_000,
          }),
        );
      }
    }

    /** @type {Promise<never>} */
    const abort = new Promise((_, reject) => {
      if (signal?.aborted) reject(new StartupError('Oppstarten ble avbrutt / start-up aborted.'));
      signal?.addEventListener(
        'abort',
        () => reject(new StartupError('Oppstarten ble avbrutt / start-up aborted.')),
        { once: true },
      );
    });
    // Every readiness promise is observed, so a late rejection after an abort is not "unhandled".
    ready.forEach((p) => p.catch(() => undefined));
    await Promise.race([Promise.all(ready), abort]);
    return { urls, ports, stop, stopService };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startSandbox(ports, env, running, log, quiet) {
  if (!existsSync(SANDBOX_MODULE)) {
    // HOOK: tools/stripe-sandbox/server.mjs (payments engineer) is missing; payments cannot complete locally.
    log(
      'Stripe-sandkassen finnes ikke ennå (tools/stripe-sandbox/server.mjs) – betaling er ikke tilgjengelig.',
    );
    return;
  }
  const { startStripeSandbox } = await import(pathToFileURL(SANDBOX_MODULE).href);
  const sandbox = await startStripeSandbox({
    port: ports.stripeSandbox,
    webhookUrl: `http://127.0.0.1:${ports.api}/api/Payment/webhook`,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET,
    log: quiet ? () => {} : (line) => log(`[stripe-sandbox] ${line}`),
  });
  running.push({ name: 'stripeSandbox', stop: () => sandbox.close() });
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}
