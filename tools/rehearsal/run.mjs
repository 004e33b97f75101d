// Deployment rehearsal: builds the images with podman and runs the product the way operators will
// (PostgreSQL, Redis, the Auth emulator, 3 API replicas, the shell and the remotes behind the nginx
// front), then checks it: the API image's compile cache, the browser smoke journey, the seat-limit race,
// the rate limit across replicas, a rolling restart under load, the replicas' request counters against
// the traffic sent, and an independent deploy of a changed admin remote seen by an open browser. Without
// podman the same commands and nginx configs run as plain processes, and the output says so. Prints the
// time of each step and exits non-zero when anything failed.
//   node tools/rehearsal/run.mjs
// Environment: REHEARSAL_PORT_BASE (17000), REHEARSAL_DATABASE_URL (postgres://postgres@127.0.0.1:5432/
// ferieplan_rehearsal, dropped and created), REDIS_URL (redis://127.0.0.1:6379), REHEARSAL_MODE
// (auto | podman | processes), THROTTLE_LIMIT (1000), REHEARSAL_TIMEOUT_MIN (40), REHEARSAL_KEEP=1 (leave it
// running afterwards, to look around).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt } from '../dev/build.mjs';
import { startAuthEmulator } from '../kit/auth-emulator.mjs';
import { assertPortsFree } from '../kit/port-check.mjs';
import { ROOT } from '../kit/root.mjs';
import { buildImage, imageName, standInBaseImages, WEB_APPS } from '../containers/build-images.mjs';
import { podman } from '../containers/podman.mjs';
import { seatLimitRace, sharedRateLimit } from './checks.mjs';
import { compileCacheUsed } from './compile-cache-check.mjs';
import { countersAddUp } from './metrics-check.mjs';
import {
  apiEnvironment,
  apiUnit,
  frontState,
  frontUnit,
  layout,
  publicUrls,
  REMOTES,
  webUnit,
  writeFrontConfig,
  writeRemotes,
} from './deployment.mjs';
import { waitForStatus } from './http.mjs';
import { rollingRestart, startLoad } from './rolling-restart.mjs';
import { createRuntime, hostNginx, podmanUsable } from './runtime.mjs';

const base = Number(process.env.REHEARSAL_PORT_BASE || 17000);
const databaseUrl =
  process.env.REHEARSAL_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/ferieplan_rehearsal';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const throttleLimit = Number(process.env.THROTTLE_LIMIT || 1000);
const timeoutMinutes = Number(process.env.REHEARSAL_TIMEOUT_MIN || 40);
const ports = layout(base);
const urls = publicUrls(ports);
const prefix = `ferieplan-rh${base}`;
const tag = `rehearsal-${base}`;
const runDir = join('/tmp', prefix);
/** The replicas' METRICS_TOKEN: the metrics check scrapes each of them with it. */
const metricsToken = randomBytes(24).toString('hex');
const runtimeDir = join(runDir, 'shell-runtime');
const frontDir = join(runDir, 'front');
/** This rehearsal's names, ports, addresses and folders, for the steps in other files. */
const site = { prefix, tag, ports, urls, runDir, runtimeDir };
const started = Date.now();
const results = [];
const figures = {};
const log = (line) => console.log(`  ${line}`);

const requested = process.env.REHEARSAL_MODE || 'auto';
const mode = requested === 'auto' ? (podmanUsable() ? 'podman' : 'processes') : requested;

/** Runs one timed step; a failed step is recorded (and, if `required`, ends the rehearsal). */
async function step(name, action, { required = false } = {}) {
  const t0 = Date.now();
  console.log(`\n== ${name}`);
  try {
    const outcome = (await action()) ?? {};
    const ok = outcome.ok !== false;
    results.push({ name, ok, seconds: (Date.now() - t0) / 1000, summary: outcome.summary ?? '' });
    if (outcome.summary) log(outcome.summary);
    console.log(`== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    if (!ok && required) throw new Error(`${name} failed`);
  } catch (error) {
    if (!results.some((r) => r.name === name)) {
      results.push({ name, ok: false, seconds: (Date.now() - t0) / 1000, summary: error.message });
      console.log(
        `== ${name}: FAILED (${((Date.now() - t0) / 1000).toFixed(1)} s): ${error.stack ?? error.message}`,
      );
    }
    if (required) throw error;
  }
}

function runCommand(command, args, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => resolve(code ?? 1));
    child.once('error', () => resolve(127));
  });
}

/** PING over a plain socket (the rehearsal needs no Redis client of its own). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(3000, () => socket.destroy(new Error(`Redis ${url}: no answer`)));
    socket.once('data', (data) => {
      socket.end();
      if (String(data).startsWith('+PONG')) resolve();
      else reject(new Error(`Redis ${url}: ${String(data).trim()}`));
    });
    socket.once('error', reject);
  });
}

/** Drops the rehearsal's database and, unless `dropOnly`, creates it empty. */
async function recreateDatabase({ dropOnly = false } = {}) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (!dropOnly) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

const runtime = createRuntime(mode, { runDir });
let emulator = null;
let front = null;
let state = null;
const replicas = [];

/** Front rotation: a replica marked down gets no new requests (the config is reloaded gracefully). */
const frontControl = {
  async apply() {
    writeFrontConfig(frontDir, state);
    await front.reload();
  },
  async setDown(index, down) {
    state.api.servers[index].down = down;
    await frontControl.apply();
  },
};

async function main() {
  console.log(
    `Ferieplan deployment rehearsal: ${mode === 'podman' ? 'podman containers' : 'PLAIN PROCESSES'}, ports ${base}..${base + 140}`,
  );
  if (mode !== 'podman') {
    const why = requested === 'processes' ? 'REHEARSAL_MODE=processes' : 'podman is not available here';
    console.log(`!! ${why}: the rehearsal runs the images' commands and nginx configs as`);
    console.log(
      '!! plain processes on this machine. The container images are NOT built or run in this mode.',
    );
  }
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });

  await step(
    'prepare: PostgreSQL, Redis, builds for the checks',
    async () => {
      await assertPortsFree({
        shell: ports.shell,
        api: ports.api,
        authEmulator: ports.authEmulator,
        ...Object.fromEntries(REMOTES.map((r) => [r, ports.remote(r)])),
        ...Object.fromEntries([0, 1, 2].map((i) => [`replica${i}`, ports.replica(i)])),
      });
      await recreateDatabase();
      await redisAnswers(redisUrl);
      if (mode !== 'podman' && !hostNginx())
        throw new Error('nginx is not installed (apt-get install nginx-light)');
      // The browser checks import the texts catalogue; process mode also runs the built apps and API.
      await ensureBuilt({ allowOldBuilds: false, log });
      return { summary: `database ${new URL(databaseUrl).pathname.slice(1)} (fresh), Redis ${redisUrl}` };
    },
    { required: true },
  );

  let baseImages = {};
  if (mode === 'podman') {
    await step(
      'base images (local stand-ins)',
      async () => {
        baseImages = await standInBaseImages({ log });
        return {
          summary: Object.entries(baseImages)
            .map(([k, v]) => `${k}=${v}`)
            .join(' '),
        };
      },
      { required: true },
    );

    await step(
      'build images (API, shell, 4 remotes)',
      async () => {
        // Two builds at a time (two cores): the API beside the web apps, which share their install layer.
        const [apiImage, webImages] = await Promise.all([
          buildImage({ unit: 'api', tag, baseImages, log }),
          (async () => {
            const images = [];
            for (const app of WEB_APPS) images.push(await buildImage({ unit: app, tag, baseImages, log }));
            return images;
          })(),
        ]);
        figures.images = [apiImage, ...webImages];
        return { summary: figures.images.map((i) => `${i.unit} ${(i.size / 1e6).toFixed(1)} MB`).join(', ') };
      },
      { required: true },
    );

    await step("API image: a read-only container reads the bundle's compiled code from the image", () =>
      compileCacheUsed({ image: imageName('api', tag) }),
    );
  }

  await step(
    'start: Auth emulator, 3 API replicas, shell + remotes (r1), nginx front',
    async () => {
      emulator = await startAuthEmulator({
        authPort: ports.authEmulator,
        hubPort: ports.emulatorHub,
        loggingPort: ports.emulatorLogging,
      });
      await emulator.ready;
      const redisKeyPrefix = `${prefix}-${randomBytes(3).toString('hex')}:`;
      const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
      for (const replica of [0, 1, 2]) {
        const env = apiEnvironment({ ports, replica, databaseUrl, redisUrl, redisKeyPrefix, webhookSecret });
        env.THROTTLE_LIMIT = String(throttleLimit);
        env.METRICS_TOKEN = metricsToken;
        const unit = await runtime.start(apiUnit({ prefix, tag, replica, env }));
        replicas.push({ unit, readyUrl: `http://127.0.0.1:${ports.replica(replica)}/api/health/ready` });
      }
      writeRemotes(runtimeDir, ports, Object.fromEntries(REMOTES.map((r) => [r, 'r1'])));
      await runtime.start(webUnit({ prefix, tag, app: 'shell', ports, runtimeDir, runDir }));
      for (const app of REMOTES)
        await runtime.start(webUnit({ prefix, tag, app, release: 'r1', ports, runtimeDir, runDir }));
      state =
        mode === 'podman'
          ? frontState({ ports, runDir: '/tmp' })
          : frontState({ ports, runDir, accessLog: join(runDir, 'front-access.log') });
      writeFrontConfig(frontDir, state);
      front = await runtime.start(
        frontUnit({ prefix, nginxImage: baseImages.NGINX_IMAGE, configDir: frontDir, runDir }),
      );
      try {
        await Promise.all(replicas.map((r) => waitForStatus(r.readyUrl, { timeoutMs: 120_000 })));
        await waitForStatus(`${urls.api}/api/health/ready`);
        await waitForStatus(`${urls.shell}/remotes.json`);
        for (const app of REMOTES) await waitForStatus(`${urls.remote(app)}/r1/mf-manifest.json`);
      } catch (error) {
        for (const unit of runtime.units()) log(`--- ${unit.name}\n${await unit.logs()}`);
        throw error;
      }
      return {
        summary: `shell ${urls.shell}, API ${urls.api} -> replicas ${[0, 1, 2].map(ports.replica).join(', ')}`,
      };
    },
    { required: true },
  );

  await step('browser smoke journey (apps/e2e tests/smoke.spec.ts, Chromium)', async () => {
    const code = await runCommand(
      join(ROOT, 'node_modules/.bin/playwright'),
      ['test', 'tests/smoke.spec.ts', '--reporter=list', `--output=${join(runDir, 'playwright')}`],
      {
        cwd: join(ROOT, 'apps/e2e'),
        env: { ...process.env, E2E_USE_RUNNING: '1', E2E_PORT_BASE: String(base) },
      },
    );
    return { ok: code === 0, summary: code === 0 ? 'passed' : `playwright exited ${code}` };
  });

  const replicaUrls = [0, 1, 2].map((i) => `http://127.0.0.1:${ports.replica(i)}`);
  await step('seat-limit race (30 invitations, Starter, 3 replicas)', () =>
    seatLimitRace({ urls, replicaUrls }),
  );
  await step('rate limit across replicas (Redis)', () =>
    sharedRateLimit({ replicaUrls, limit: throttleLimit }),
  );

  await step('rolling restart under load (SIGTERM one replica at a time)', async () => {
    const load = await startLoad({ urls });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const restarts = await rollingRestart({ replicas, front: frontControl, log });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const totals = await load.stop();
    figures.rollingRestart = { ...totals, restarts };
    const ok =
      totals.failed === 0 &&
      totals.found === totals.acknowledged &&
      totals.sent > 0 &&
      restarts.every((r) => r.exitCode === 0);
    return {
      ok,
      summary:
        `requests sent ${totals.sent}, failed ${totals.failed}${totals.failed ? ` ${JSON.stringify(totals.failures)}` : ''}` +
        ` (sent again on a new connection after a kept-alive one was closed: ${totals.resent}); ` +
        `writes ${totals.writes}, acknowledged ${totals.acknowledged}, found afterwards ${totals.found}; ` +
        `latency p50 ${totals.p50.toFixed(0)} ms, p99 ${totals.p99.toFixed(0)} ms; ` +
        `exits ${restarts.map((r) => `${r.exitCode} in ${(r.stopMs / 1000).toFixed(1)} s`).join(', ')}`,
    };
  });

  await step('metrics: every replica scraped after its restart, request counters add up (±1 %)', () =>
    countersAddUp({ urls, replicaUrls, token: metricsToken }),
  );

  await step(
    'independent deploy of a changed admin remote (r2), seen by an open browser; rollback',
    async () => {
      const { shipAndRollBackAdmin } = await import('./ship-admin.mjs');
      return shipAndRollBackAdmin({ site, runtime, mode, baseImages, state, frontControl, log });
    },
  );
}

async function cleanUp() {
  await runtime.removeAll().catch(() => undefined);
  await emulator?.stop().catch(() => undefined);
  if (mode === 'podman') {
    // The images of this run's changed admin are not worth keeping; the others keep the layer cache warm.
    await podman(['rmi', '-f', imageName('admin', `${tag}-r2`)]).catch(() => undefined);
  }
  await recreateDatabase({ dropOnly: true }).catch(() => undefined);
}

// A hung step must not eat CI's time: give up after REHEARSAL_TIMEOUT_MIN (default 40) minutes.
const watchdog = setTimeout(async () => {
  console.log(`\n!! rehearsal still running after ${timeoutMinutes} min: stopping it as failed`);
  await cleanUp();
  process.exit(1);
}, timeoutMinutes * 60_000);
watchdog.unref();

let failed = false;
try {
  await main();
} catch {
  failed = true;
} finally {
  if (process.env.REHEARSAL_KEEP !== '1') await cleanUp();
}
failed ||= results.some((r) => !r.ok);
console.log(`\n== Rehearsal summary (${mode === 'podman' ? 'podman' : 'plain processes, NOT containers'})`);
for (const r of results)
  console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}`);
if (figures.images) {
  console.log(
    `image sizes: ${figures.images.map((i) => `${i.image} ${(i.size / 1e6).toFixed(1)} MB (${i.seconds.toFixed(0)} s)`).join('; ')}`,
  );
}
console.log(`total ${((Date.now() - started) / 60_000).toFixed(1)} min`);
const passed = results.filter((r) => r.ok).length;
console.log(`rehearsal: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
