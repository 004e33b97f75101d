// The rehearsal's deployment, laid out like production on one machine: three API replicas, the shell
// and one container per remote release, and the nginx front publishing them on the E2E port layout
// (shell = base, remotes = base+1..4, API = base+10, Auth emulator = base+20), so the browser journeys
// run against it unchanged. Behind the front: replicas on base+111.., web apps on base+120...
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontConfig } from '../containers/front-config.mjs';
import { API_NODE_OPTIONS } from '../kit/api-node-options.mjs';
import { imageName } from '../containers/build-images.mjs';
import { ROOT } from '../kit/root.mjs';

export const REMOTES = ['landing', 'employee', 'admin', 'staffing'];
const REMOTE_OFFSET = { landing: 1, employee: 2, admin: 3, staffing: 4 };

/** Ports of everything, from the base. */
export function layout(base) {
  return {
    shell: base,
    remote: (name) => base + REMOTE_OFFSET[name],
    api: base + 10,
    authEmulator: base + 20,
    emulatorHub: base + 21,
    emulatorLogging: base + 22,
    replica: (index) => base + 111 + index,
    shellInternal: base + 120,
    release: (name, release) =>
      base + 120 + REMOTE_OFFSET[name] + 10 * (Number(release.replace(/\D/g, '')) - 1),
  };
}

export const publicUrls = (ports) => ({
  shell: `http://localhost:${ports.shell}`,
  api: `http://localhost:${ports.api}`,
  authEmulator: `http://127.0.0.1:${ports.authEmulator}`,
  remote: (name) => `http://localhost:${ports.remote(name)}`,
});

/**
 * The environment of an API replica: what an operator sets (see README "Deploy"). The Auth emulator is
 * the rehearsal's only stand-in (for Firebase Authentication).
 */
export function apiEnvironment({ ports, replica, databaseUrl, redisUrl, redisKeyPrefix, webhookSecret }) {
  const urls = publicUrls(ports);
  return {
    // Not 'production': the API refuses the Auth emulator in production mode. Everything it changes by
    // default (the shutdown delay) is set explicitly below, as in production.
    NODE_ENV: 'rehearsal',
    HOST: '127.0.0.1',
    PORT: String(ports.replica(replica)),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    FIREBASE_PROJECT_ID: 'demo-ferieplan',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.authEmulator}`,
    CORS_ORIGINS: [urls.shell, `http://127.0.0.1:${ports.shell}`].join(','),
    APP_ORIGIN: urls.shell,
    // No Stripe keys: the API would use the local Stripe sandbox, which checkout needs and nothing here does.
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    TRUST_PROXY: '1',
    SHUTDOWN_DELAY_MS: '5000',
    SHUTDOWN_TIMEOUT_MS: '20000',
  };
}

/** @returns {import('./runtime.mjs').UnitSpec} */
export function apiUnit({ prefix, tag, replica, env }) {
  return {
    name: `${prefix}-api-${replica + 1}`,
    image: imageName('api', tag),
    env,
    process: {
      command: process.execPath,
      // As the image's CMD (docker/api.Dockerfile).
      args: [...API_NODE_OPTIONS, 'dist/bundle/main.js'],
      cwd: join(ROOT, 'services/api'),
    },
  };
}

/**
 * A web app. The shell reads /runtime/remotes.json from `runtimeDir` (mounted), so the rehearsal can
 * move a remote to another release without touching the shell.
 * @returns {import('./runtime.mjs').UnitSpec}
 */
export function webUnit({ prefix, tag, app, release, ports, runtimeDir, runDir, appDir }) {
  const urls = publicUrls(ports);
  const port = app === 'shell' ? ports.shellInternal : ports.release(app, release);
  const env = { PORT: String(port) };
  if (app !== 'shell') env.BASE_PATH = `/${release}/`;
  if (app === 'shell') {
    Object.assign(env, {
      API_BASE_URL: urls.api,
      FIREBASE_AUTH_EMULATOR_URL: urls.authEmulator,
      // The footer details the browser journeys expect (apps/e2e/support/site.ts).
      SITE_MAKER: 'Ferieplan Test AS',
      SITE_ORGNR: '123456785',
      SITE_HOSTING_NAME: 'Testvert',
      SITE_HOSTING_URL: 'https://example.com/',
    });
  }
  const name = `${prefix}-${app}${release ? `-${release}` : ''}`;
  return {
    name,
    image:
      app === 'shell'
        ? imageName('shell', tag)
        : imageName(app, release === 'r1' ? tag : `${tag}-${release}`),
    env,
    mounts: app === 'shell' ? [[runtimeDir, '/runtime']] : [],
    process: {
      command: 'sh',
      args: [join(ROOT, 'docker/web/entrypoint.sh')],
      env: {
        APP: app,
        APP_DIR: appDir ?? join(ROOT, 'apps', app, 'dist'),
        RUNTIME_DIR: runtimeDir,
        STATE_DIR: join(runDir, name),
        NGINX_CONF: join(ROOT, 'docker/web/nginx.conf'),
        ACCESS_LOG: join(runDir, name, 'access.log'),
      },
    },
  };
}

/** The front's state: which replicas are in rotation, which releases each remote has. */
export function frontState({ ports, runDir, accessLog }) {
  return {
    runDir,
    accessLog,
    api: {
      listen: ports.api,
      servers: [0, 1, 2].map((i) => ({ address: `127.0.0.1:${ports.replica(i)}`, down: false })),
    },
    shell: { listen: ports.shell, address: `127.0.0.1:${ports.shellInternal}` },
    remotes: Object.fromEntries(
      REMOTES.map((name) => [
        name,
        { listen: ports.remote(name), releases: { r1: `127.0.0.1:${ports.release(name, 'r1')}` } },
      ]),
    ),
  };
}

/** Writes a file so that readers never see half of it (write, then rename). */
function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

export function writeFrontConfig(dir, state) {
  mkdirSync(dir, { recursive: true });
  writeAtomically(join(dir, 'nginx.conf'), frontConfig(state));
}

/** @returns {import('./runtime.mjs').UnitSpec} */
export function frontUnit({ prefix, nginxImage, configDir, runDir }) {
  return {
    name: `${prefix}-front`,
    image: nginxImage,
    env: {},
    mounts: [[configDir, '/etc/ferieplan-front']],
    command: ['nginx', '-c', '/etc/ferieplan-front/nginx.conf', '-g', 'daemon off;'],
    process: {
      command: 'nginx',
      args: ['-c', join(configDir, 'nginx.conf'), '-p', runDir, '-g', 'daemon off;'],
    },
  };
}

/** The shell's /remotes.json: each remote at one of its releases, on its public origin. */
export function writeRemotes(runtimeDir, ports, releases) {
  mkdirSync(runtimeDir, { recursive: true });
  const urls = publicUrls(ports);
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, `${urls.remote(name)}/${releases[name]}/mf-manifest.json`]),
  );
  writeAtomically(join(runtimeDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
}
