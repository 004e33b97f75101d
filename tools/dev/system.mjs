// Starts the whole product (Auth emulator, Stripe sandbox, mail catcher, PostgreSQL, API, remotes, shell) and stops
// it again. Used by `npm start` / `npm run dev` (start.mjs), the Playwright global setup and the
// benchmarks. Each step below starts one piece and registers how to stop it.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator } from '../kit/auth-emulator.mjs';
import { ensureBuilt } from './build.mjs';
import { ROOT } from '../kit/root.mjs';
import { API_NODE_OPTIONS } from '../kit/api-node-options.mjs';
import { startChild } from '../kit/child-process.mjs';
import { pgliteEraNotice, startEmbeddedPostgres } from '../kit/embedded-postgres.mjs';
import { StartupError } from '../kit/errors.mjs';
import { assertPortsFree } from '../kit/port-check.mjs';
import { startMailCatcher } from '../kit/mail-catcher.mjs';
import { ENV_NAMES, REMOTES, resolvePorts } from '../kit/ports.mjs';
import { configJson, corsOrigins, remotesJson, usesRealFirebase } from '../kit/runtime-config.mjs';
import { startStaticServer } from './static-server.mjs';
import { FOOTERS_FILE, PRERENDERED_PAGES, fillSite } from '../rspack/prerendered-pages.mjs';
import { startStripeSandbox } from '../stripe-sandbox/server.mjs';
import { startSlackFake } from '../slack-fake/server.mjs';
import { waitForHttp } from '../kit/wait-for.mjs';

/**
 * The key Slack's bot token and the Teams URL are sealed with when SECRETS_KEY is not set: for `npm start`
 * and the tests only (a deployment sets its own; the API refuses to start in production without one).
 */
const DEV_SECRETS_KEY = '6465762d6f6e6c792d6b65792d666f722d6e706d2d73746172742d2d2d2d2d21';

/** The database the embedded server keeps the product's data in. */
const EMBEDDED_DATABASE = 'ferieplan';

/**
 * @typedef {object} SystemOptions
 * @property {'static' | 'dev'} [mode]  static: built apps behind static servers; dev: rspack dev servers (hot reload)
 * @property {number} [portBase]  like FERIEPLAN_PORT_BASE
 * @property {Partial<ReturnType<typeof resolvePorts>>} [ports]  single overrides
 * @property {NodeJS.ProcessEnv} [env]  where ports, Firebase, DATABASE_URL, STRIPE_* and SMTP_URL come from
 * @property {string} [dataDir]  embedded PostgreSQL data folder (unused with databaseUrl); default .data/postgres
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
  const plan = planSystem(options);
  await assertPortsFree(portsToClaim(plan), ENV_NAMES);
  if (options.build !== false)
    await ensureBuilt({ web: plan.mode === 'static', log: plan.log, signal: options.signal });
  throwIfAborted(options.signal);
  assertBuilt(plan.mode);

  const services = serviceList(plan.log);
  try {
    /** @type {Promise<void>[]} */
    const ready = [];
    if (!plan.realFirebase) ready.push(startEmulatorStep(plan, services));
    if (plan.webhookSecret) ready.push(startSandboxStep(plan, services));
    if (plan.slackFake) ready.push(startSlackFakeStep(plan, services));
    const smtpUrl = plan.mailCatcher
      ? await startMailStep(plan, services)
      : /** @type {string} */ (plan.env.SMTP_URL);
    const databaseUrl = plan.databaseUrl ?? (await startDatabaseStep(plan, services));
    ready.push(startApiStep(plan, services, databaseUrl, smtpUrl));
    ready.push(...(await startWebStep(plan, services)));
    await allReady(ready, options.signal);
    return { urls: plan.urls, ports: plan.ports, stop: services.stopAll, stopService: services.stopOne };
  } catch (error) {
    await services.stopAll();
    throw error;
  }
}

/** Everything the steps need, decided once from the options and the environment. */
function planSystem(options) {
  const env = options.env ?? process.env;
  const ports = resolvePorts({ base: options.portBase, env, overrides: options.ports });
  const realFirebase = usesRealFirebase(env);
  const useSandbox = !env.STRIPE_SECRET_KEY;
  // Without Slack credentials the local Slack/Teams fake stands in (issue 29), with an app made for this start.
  const slackFake = env.SLACK_CLIENT_ID
    ? null
    : {
        clientId: 'fake-client',
        clientSecret: randomBytes(16).toString('hex'),
        signingSecret: randomBytes(16).toString('hex'),
      };
  // Without SMTP_URL every mail goes to the local catcher (maildev), listed on its web page.
  const mailCatcher = !env.SMTP_URL;
  const databaseUrl = options.databaseUrl !== undefined ? options.databaseUrl : env.DATABASE_URL || null;
  return {
    env,
    ports,
    mode: options.mode ?? 'static',
    log: options.log ?? ((line) => console.log(line)),
    quiet: options.quiet ?? false,
    realFirebase,
    projectId: realFirebase ? /** @type {string} */ (env.FIREBASE_PROJECT_ID) : 'demo-ferieplan',
    // The sandbox signs with a secret made for this start only, so no constant in the repository
    // can forge a payment (the API gets the same secret below). Null with real Stripe.
    webhookSecret: useSandbox ? `whsec_${randomBytes(24).toString('base64url')}` : null,
    mailCatcher,
    slackFake,
    databaseUrl,
    dataDir: options.dataDir ?? env.DATA_DIR ?? join(ROOT, '.data/postgres'),
    urls: {
      shell: `http://localhost:${ports.shell}`,
      api: `http://localhost:${ports.api}`,
      authEmulator: realFirebase ? '' : `http://127.0.0.1:${ports.authEmulator}`,
      stripeSandbox: useSandbox ? `http://127.0.0.1:${ports.stripeSandbox}` : '',
      slackFake: slackFake ? `http://127.0.0.1:${ports.slackFake}` : '',
      mailCatcher: mailCatcher ? `http://127.0.0.1:${ports.mailWeb}` : '',
      mailSmtp: mailCatcher ? `smtp://127.0.0.1:${ports.mailSmtp}` : '',
      database: databaseUrl ? '' : `postgres://postgres@127.0.0.1:${ports.postgres}/${EMBEDDED_DATABASE}`,
      ...Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${ports[r]}`])),
    },
  };
}

function portsToClaim(plan) {
  const { ports } = plan;
  return {
    shell: ports.shell,
    ...Object.fromEntries(REMOTES.map((r) => [r, ports[r]])),
    api: ports.api,
    ...(plan.realFirebase
      ? {}
      : {
          authEmulator: ports.authEmulator,
          emulatorHub: ports.emulatorHub,
          emulatorLogging: ports.emulatorLogging,
        }),
    ...(plan.webhookSecret ? { stripeSandbox: ports.stripeSandbox } : {}),
    ...(plan.slackFake ? { slackFake: ports.slackFake } : {}),
    ...(plan.mailCatcher ? { mailSmtp: ports.mailSmtp, mailWeb: ports.mailWeb } : {}),
    ...(plan.databaseUrl ? {} : { postgres: ports.postgres }),
  };
}

function throwIfAborted(signal) {
  if (signal?.aborted) throw new StartupError('Oppstarten ble avbrutt / start-up aborted.');
}

function assertBuilt(mode) {
  if (mode === 'static') {
    for (const app of ['shell', ...REMOTES]) {
      if (!existsSync(join(ROOT, 'apps', app, 'dist', 'mf-manifest.json'))) {
        throw new StartupError(`apps/${app}/dist mangler – kjør npm run build / apps/${app} is not built.`);
      }
    }
  }
  if (!existsSync(join(ROOT, 'services/api/dist/bundle/main.js'))) {
    throw new StartupError(
      'services/api/dist/bundle/main.js mangler – kjør npm run build / the API is not built.',
    );
  }
}

/**
 * What runs, in start order. stopAll stops the applications together, then the database last, so the
 * API closes its connections before PostgreSQL goes away.
 */
function serviceList(log) {
  /** @type {{ name: string, stop: () => Promise<void>, last?: boolean }[]} */
  const running = [];
  const stopEach = (list) =>
    Promise.all(list.map((s) => s.stop().catch((e) => log(`[${s.name}] stopp feilet: ${e.message}`))));
  return {
    add: (name, stop, { last = false } = {}) => running.push({ name, stop, last }),
    isRunning: (name) => running.some((s) => s.name === name),
    async stopAll() {
      const all = running.splice(0).reverse();
      await stopEach(all.filter((s) => !s.last));
      await stopEach(all.filter((s) => s.last));
    },
    async stopOne(name) {
      const index = running.findIndex((s) => s.name === name);
      if (index >= 0) await running.splice(index, 1)[0].stop();
    },
  };
}

/** A child process that is stopped with the others and reported if it dies on its own. */
function watchChild(plan, services, child, { stop = () => child.stop(), last = false } = {}) {
  services.add(child.name, stop, { last });
  void child.exit.then((code) => {
    if (!services.isRunning(child.name)) return;
    if (plan.quiet) child.tail.forEach((l) => plan.log(`[${child.name}] ${l}`));
    plan.log(`[${child.name}] avsluttet med kode ${code} / exited`);
  });
  return child;
}

async function startEmulatorStep(plan, services) {
  const { ports } = plan;
  const emulator = await startAuthEmulator({
    authPort: ports.authEmulator,
    hubPort: ports.emulatorHub,
    loggingPort: ports.emulatorLogging,
    projectId: plan.projectId,
    log: plan.log,
    quiet: plan.quiet,
    timeoutMs: 180_000, // seen missing 90 s at load 55 on two shared cores
  });
  watchChild(plan, services, emulator.child, { stop: emulator.stop });
  await emulator.ready;
}

async function startSandboxStep(plan, services) {
  const sandbox = await startStripeSandbox({
    port: plan.ports.stripeSandbox,
    webhookUrl: `http://127.0.0.1:${plan.ports.api}/api/Payment/webhook`,
    webhookSecret: plan.webhookSecret,
    log: plan.quiet ? () => {} : (line) => plan.log(`[stripe-sandbox] ${line}`),
  });
  services.add('stripeSandbox', () => sandbox.close());
}

/** The Slack/Teams fake (no SLACK_CLIENT_ID): its page shows what Ferieplan posted; its buttons press. */
async function startSlackFakeStep(plan, services) {
  const fake = await startSlackFake({
    port: plan.ports.slackFake,
    ...plan.slackFake,
    apiUrl: `http://127.0.0.1:${plan.ports.api}`,
    log: plan.quiet ? () => {} : (line) => plan.log(`[slack-fake] ${line}`),
  });
  services.add('slackFake', () => fake.close());
}

/** The mail catcher (no SMTP_URL): the API sends to it; its page lists every message. */
async function startMailStep(plan, services) {
  const catcher = await startMailCatcher({
    smtpPort: plan.ports.mailSmtp,
    webPort: plan.ports.mailWeb,
    log: plan.log,
    quiet: plan.quiet,
  });
  watchChild(plan, services, catcher.child, { stop: catcher.stop });
  await catcher.ready;
  return catcher.smtpUrl;
}

/** The embedded PostgreSQL server (no DATABASE_URL): started first, stopped last. */
async function startDatabaseStep(plan, services) {
  const notice = pgliteEraNotice(ROOT);
  if (notice) plan.log(notice);
  const server = await startEmbeddedPostgres({
    dataDir: plan.dataDir,
    port: plan.ports.postgres,
    log: plan.log,
    quiet: plan.quiet,
  });
  services.add('postgres', () => server.stop(), { last: true });
  return server.ensureDatabase(EMBEDDED_DATABASE);
}

function startApiStep(plan, services, databaseUrl, smtpUrl) {
  const { env, ports } = plan;
  const apiEnv = {
    ...env,
    PORT: String(ports.api),
    DATABASE_URL: databaseUrl,
    FIREBASE_PROJECT_ID: plan.projectId,
    CORS_ORIGINS: env.CORS_ORIGINS || corsOrigins(ports).join(','),
    APP_ORIGIN: env.APP_ORIGIN || plan.urls.shell,
    STRIPE_SANDBOX_PORT: String(ports.stripeSandbox),
    SMTP_URL: smtpUrl,
    // The unsubscribe links in notification mails point at the API as the browser reaches it.
    API_BASE_URL: env.API_BASE_URL || plan.urls.api,
    // Readable lines on the terminal (pino-pretty); a deployment logs JSON, one object a line.
    LOG_FORMAT: env.LOG_FORMAT || 'pretty',
  };
  if (plan.webhookSecret) apiEnv.STRIPE_WEBHOOK_SECRET = plan.webhookSecret;
  apiEnv.SECRETS_KEY = env.SECRETS_KEY || DEV_SECRETS_KEY;
  if (plan.slackFake) {
    const fake = `http://127.0.0.1:${ports.slackFake}`;
    Object.assign(apiEnv, {
      SLACK_CLIENT_ID: plan.slackFake.clientId,
      SLACK_CLIENT_SECRET: plan.slackFake.clientSecret,
      SLACK_SIGNING_SECRET: plan.slackFake.signingSecret,
      SLACK_API_URL: `${fake}/api`,
      SLACK_AUTHORIZE_URL: `${fake}/oauth/v2/authorize`,
      TEAMS_EXTRA_HOSTS: `127.0.0.1:${ports.slackFake}`,
    });
  }
  if (plan.realFirebase) delete apiEnv.FIREBASE_AUTH_EMULATOR_HOST;
  else apiEnv.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.authEmulator}`;
  const api = watchChild(
    plan,
    services,
    startChild({
      name: 'api',
      command: process.execPath,
      // The bundle, as the image runs it (services/api/scripts/bundle.mjs, the image's node options);
      // stack traces name src/*.ts.
      args: [...API_NODE_OPTIONS, 'services/api/dist/bundle/main.js'],
      cwd: ROOT,
      env: apiEnv,
      log: plan.log,
      quiet: plan.quiet,
    }),
  );
  return waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, {
    name: 'API-et',
    isAlive: api.isAlive,
    ok: (s) => s === 200,
    timeoutMs: 90_000,
  });
}

/** The shell and the remotes: static servers over the builds, or rspack dev servers. */
async function startWebStep(plan, services) {
  const { env, ports } = plan;
  if (plan.mode === 'static') {
    const shellDist = join(ROOT, 'apps/shell/dist');
    const readFooters = () =>
      existsSync(join(shellDist, FOOTERS_FILE)) ? readFileSync(join(shellDist, FOOTERS_FILE), 'utf8') : '';
    for (const app of REMOTES) {
      const server = await startStaticServer({ root: join(ROOT, 'apps', app, 'dist'), port: ports[app] });
      services.add(app, () => closeServer(server));
    }
    const shell = await startStaticServer({
      root: shellDist,
      port: ports.shell,
      spa: true,
      pages: PRERENDERED_PAGES,
      // The operator's details (SITE_*) in the prerendered pages' footer, as /config.json has them.
      fillPage: (html) => fillSite(html, readFooters(), configJson(ports, env).site),
      json: {
        '/remotes.json': () => remotesJson(ports),
        '/config.json': () => configJson(ports, env),
      },
    });
    services.add('shell', () => closeServer(shell));
    return [];
  }
  return [...REMOTES, 'shell'].map((app) => {
    const server = watchChild(
      plan,
      services,
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
        log: plan.log,
        quiet: plan.quiet,
      }),
    );
    return waitForHttp(`http://127.0.0.1:${ports[app]}${app === 'shell' ? '/' : '/mf-manifest.json'}`, {
      name: app,
      isAlive: server.isAlive,
      ok: (s) => s === 200,
      timeoutMs: 180_000,
    });
  });
}

/** Resolves when every service answers; rejects on the first failure or when the start is aborted. */
async function allReady(ready, signal) {
  /** @type {Promise<never>} */
  const aborted = new Promise((_, reject) => {
    const fail = () => reject(new StartupError('Oppstarten ble avbrutt / start-up aborted.'));
    if (signal?.aborted) fail();
    signal?.addEventListener('abort', fail, { once: true });
  });
  // Every readiness promise is observed, so a late rejection after an abort is not "unhandled".
  ready.forEach((p) => p.catch(() => undefined));
  await Promise.race([Promise.all(ready), aborted]);
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}
