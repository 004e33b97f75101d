// Shared pieces of the API benchmarks (api, mail, reports, staffing): a private API build, PostgreSQL
// clients and sequential HTTP timing. Figures are printed by the scripts, never asserted.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { startAuthEmulator } from '../../kit/auth-emulator.mjs';
import { ROOT } from '../../kit/root.mjs';

const require = createRequire(join(ROOT, 'services/api/package.json'));
const pg = require('pg');

export const ms = (value) => `${value.toFixed(2)} ms`;
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `server` with its database name replaced by `name`. */
export function databaseUrl(server, name) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${body.toString()}`);
  return { elapsed, body };
}

/** `count` sequential calls after `warmUp` unmeasured ones (token cache, plan cache, JIT). */
export async function sequential(url, token, count, warmUp = 20) {
  for (let i = 0; i < warmUp; i++) await timedGet(url, token);
  const times = [];
  let bytes = 0;
  let gzipBytes = 0;
  for (let i = 0; i < count; i++) {
    const { elapsed, body } = await timedGet(url, token);
    times.push(elapsed);
    bytes = body.length;
    gzipBytes = gzipSync(body).length;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.at(-1),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    bytes,
    gzipBytes,
  };
}

/**
 * Compiles the API into tools/bench/dist/api (git-ignored), leaving test-only files out
 * (specs, src/test), so the benchmark does not depend on the shared services/api/dist.
 */
export function buildApi() {
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
 * A fresh database `<prefix>_<timestamp>` on `server` (a PostgreSQL URL); its drop is pushed onto
 * `cleanups`. Returns its URL.
 */
export async function freshDatabase(server, prefix, cleanups) {
  const name = `${prefix}_${Date.now()}`;
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
  cleanups.push(() =>
    withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  );
  return databaseUrl(server, name);
}

/** FIREBASE_AUTH_EMULATOR_HOST when set, else an Auth emulator started on free ports (stopped by `cleanups`). */
export async function authEmulatorHost(cleanups) {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const emulator = await startAuthEmulator({ timeoutMs: 300_000 });
  cleanups.push(emulator.stop);
  await emulator.ready;
  return emulator.host;
}

/** Drops and creates the database `name` on `server` (the benches with a fixed, kept database). */
export function recreateDatabase(server, name) {
  return withClient(server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
}

/** A Pro organisation `name` with teams 'Team 1' to 'Team 20' (the reports and staffing seeds). Returns its id. */
export async function insertProOrganizationWithTeams(client, name) {
  const [{ id }] = (
    await client.query(`INSERT INTO organization (name, plan) VALUES ($1, 'Pro') RETURNING id`, [name])
  ).rows;
  await client.query(
    `INSERT INTO team (organization_id, name) SELECT $1, 'Team ' || n FROM generate_series(1, 20) n`,
    [id],
  );
  return id;
}
