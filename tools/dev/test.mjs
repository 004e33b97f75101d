// `npm test`: builds, runs every project's tests through Nx (unit tests, API integration tests on
// PostgreSQL), lint, the format check, then the Playwright journeys in apps/e2e. The database server is
// DATABASE_URL's (CI) or, without it, an embedded PostgreSQL of the run's own (temporary folder, free port).
// Exits non-zero on any failure and ends with one plain line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, PROJECTS } from './build.mjs';
import { ROOT } from '../kit/root.mjs';
import { startTemporaryPostgres } from '../kit/embedded-postgres.mjs';
import { StartupError } from '../kit/errors.mjs';
import { freePort } from '../kit/port-check.mjs';
import { chromiumMissing, findChromium } from '../kit/chromium.mjs';

// `node --test` in tools/ must never start the whole suite again.
if (process.env.NODE_TEST_CONTEXT) process.exit(0);

const started = Date.now();
const totals = { passed: 0, failed: 0 };
const failures = [];

/** Runs a command, streaming its output and keeping it for the summary. */
function run(command, args, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
    child.once('error', (error) => resolve({ code: 127, output: error.message }));
  });
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Adds the counts of vitest ("Tests  2 failed | 40 passed (42)") and node:test ("# pass 20") summaries. */
function countUnitTests(output) {
  const text = stripAnsi(output);
  for (const line of text.split('\n')) {
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    if (vitest) {
      totals.passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      totals.failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    }
    const nodePass = /^[#ℹ] pass (\d+)$/.exec(line.trim());
    if (nodePass) totals.passed += Number(nodePass[1]);
    const nodeFail = /^[#ℹ] fail (\d+)$/.exec(line.trim());
    if (nodeFail) totals.failed += Number(nodeFail[1]);
  }
}

/** Playwright's JSON report: a flaky test (passed on retry) counts as passed. */
function countPlaywright(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    totals.failed += report.stats?.unexpected ?? 0;
    return true;
  } catch {
    return false;
  }
}

/** DATABASE_URL / E2E_DATABASE_URL as given, or on an embedded server started for this run. */
async function testDatabases() {
  if (process.env.DATABASE_URL) {
    return { env: {}, stop: async () => {} };
  }
  const server = await startTemporaryPostgres({
    port: await freePort(),
    log: (line) => console.log(`[postgres] ${line}`),
  });
  console.log(`Innebygd PostgreSQL for testene / embedded PostgreSQL for the tests: ${server.serverUrl}`);
  return {
    env: {
      DATABASE_URL: server.serverUrl,
      E2E_DATABASE_URL: process.env.E2E_DATABASE_URL || (await server.ensureDatabase('ferieplan_e2e')),
    },
    stop: () => server.stop(),
  };
}

const databases = await testDatabases().catch((error) => {
  console.error(error instanceof StartupError ? error.message : error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
const testEnv = { ...process.env, ...databases.env };
const nxEnv = { ...testEnv, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

console.log('== Bygger / build');
let buildFailed = false;
try {
  await ensureBuilt({ allowOldBuilds: false });
} catch (error) {
  // Go on: the unit tests of the other projects still tell something; the browser tests need every build.
  console.error(error instanceof StartupError ? error.message : error);
  buildFailed = true;
  totals.failed += 1;
  failures.push('build');
}

console.log('\n== Enhets- og integrasjonstester / unit and integration tests (nx run-many -t test)');
const unit = await run(
  join(ROOT, 'node_modules/.bin/nx'),
  ['run-many', '-t', 'test', '--parallel=2', '--outputStyle=static', '--skipNxCache'],
  { env: nxEnv },
);
countUnitTests(unit.output);
if (unit.code !== 0) failures.push('unit/integration tests (nx)');

console.log('\n== Lint (ESLint with the import boundaries, nx run-many -t lint)');
const lint = await run(
  join(ROOT, 'node_modules/.bin/nx'),
  ['run-many', '-t', 'lint', '--parallel=2', '--outputStyle=static'],
  {
    env: nxEnv,
  },
);
if (lint.code !== 0) {
  totals.failed += 1;
  failures.push('lint');
}

console.log('\n== Død kode / dead code (knip: unused files, exports and dependencies)');
const knip = await run(join(ROOT, 'node_modules/.bin/knip'), ['--no-progress', '--no-config-hints']);
if (knip.code !== 0) {
  totals.failed += 1;
  failures.push('dead code (knip)');
}

// Before the journeys, which leave reports behind (git-ignored, so prettier skips them anyway).
console.log('\n== Formatering / formatting (prettier --check; `npm run format` fixes it)');
// As `npm run format:check` (package.json); the cache keeps a second local run to a few seconds.
const format = await run(join(ROOT, 'node_modules/.bin/prettier'), [
  '--check',
  '--cache',
  '--cache-strategy',
  'content',
  '.',
]);
if (format.code !== 0) {
  totals.failed += 1;
  failures.push('formatting (prettier)');
}

console.log('\n== Nettlesertester / browser journeys (Playwright, apps/e2e)');
const e2eDir = join(ROOT, 'apps/e2e');
const reportFile = join(e2eDir, 'test-results/results.json');
rmSync(reportFile, { force: true });
const missing = PROJECTS.filter((p) => !existsSync(join(ROOT, p.output))).map((p) => p.dir);
if (!findChromium()) {
  // One line instead of a launch error per journey (a laptop or a fresh Debian without Chromium).
  console.log(chromiumMissing());
  totals.failed += 1;
  failures.push('browser journeys (no Chromium)');
} else if (buildFailed && missing.length > 0) {
  console.log(`Hopper over nettlesertestene: ${missing.join(', ')} er ikke bygget / skipped: not built`);
  failures.push('browser journeys (skipped: build failed)');
} else {
  // Built above: the global setup must not try again.
  const e2e = await run(join(ROOT, 'node_modules/.bin/playwright'), ['test'], {
    cwd: e2eDir,
    env: { ...testEnv, E2E_SKIP_BUILD: '1' },
  });
  if (!countPlaywright(reportFile) && e2e.code !== 0) totals.failed += 1;
  if (e2e.code !== 0) failures.push('browser journeys (Playwright)');
}

await databases.stop();

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log('');
if (failures.length > 0) console.log(`Feilet / failed: ${failures.join(', ')} (${minutes} min)`);
else console.log(`Alle tester bestått / all tests passed (${minutes} min)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
