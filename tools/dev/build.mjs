// "Build what is stale": a quick mtime comparison decides whether Nx must run at all (a warm start
// then costs milliseconds); when something changed, Nx builds with its local cache.
import { spawn } from 'node:child_process';
import { readdir, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { acquireBuildLock } from './build-lock.mjs';
import { StartupError } from '../kit/errors.mjs';
import { ROOT } from '../kit/root.mjs';

const SKIP = new Set([
  'node_modules',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
  'coverage',
  '.nx',
]);
const LIBS = ['contracts', 'holidays', 'vacation-rules', 'texts', 'auth-store', 'api-client', 'ui'];
const GLOBAL_INPUTS = ['tsconfig.base.json', 'tsconfig.web.json', 'package-lock.json', 'nx.json'];

/** Buildable projects, the file that proves a finished build, and what they are built from. */
export const PROJECTS = [
  ...['contracts', 'holidays', 'vacation-rules', 'texts'].map((lib) => ({
    name: `@ferieplan/${lib}`,
    dir: `libs/${lib}`,
    output: `libs/${lib}/dist/index.js`,
    inputs: [`libs/${lib}`],
  })),
  {
    name: '@ferieplan/api',
    dir: 'services/api',
    output: 'services/api/dist/bundle/main.js',
    inputs: ['services/api', 'libs/contracts', 'libs/holidays', 'libs/vacation-rules', 'libs/texts'],
  },
  ...['shell', 'landing', 'employee', 'admin', 'staffing'].map((app) => ({
    name: `@ferieplan/${app}`,
    dir: `apps/${app}`,
    output: `apps/${app}/dist/mf-manifest.json`,
    // The shell's build prerenders the landing remote's pages (tools/rspack/prerender-plugin.mjs).
    inputs: [
      `apps/${app}`,
      ...(app === 'shell' ? ['apps/landing'] : []),
      'tools/rspack',
      ...LIBS.map((lib) => `libs/${lib}`),
    ],
    web: true,
  })),
];

async function newestMtime(path) {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    newest = Math.max(newest, await newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Projects whose output is missing or older than any of its inputs. */
export async function staleProjects(projects = PROJECTS) {
  const globalNewest = Math.max(...(await Promise.all(GLOBAL_INPUTS.map((f) => newestMtime(join(ROOT, f))))));
  const stale = [];
  for (const project of projects) {
    const built = (await stat(join(ROOT, project.output)).catch(() => null))?.mtimeMs ?? 0;
    const inputs = Math.max(
      globalNewest,
      ...(await Promise.all(project.inputs.map((p) => newestMtime(join(ROOT, p))))),
    );
    if (built === 0 || inputs > built) stale.push(project);
  }
  return stale;
}

/** Runs an Nx command in the foreground (no daemon, no cloud, plain output). */
export function runNx(args, { log = console.log, env = process.env, signal } = {}) {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/nx'), args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...env,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        NX_TUI: 'false',
        NX_SKIP_NX_CACHE: env.NX_SKIP_NX_CACHE ?? '',
      },
    });
    const onAbort = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('exit', (code) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(code ?? 1);
    });
    child.once('error', (error) => {
      log(`nx kunne ikke starte: ${error.message}`);
      resolve(127);
    });
  });
}

/**
 * @param {{ web?: boolean, force?: boolean, log?: (line: string) => void }} [options]
 *   web false: only what the API needs (dev mode serves the apps from rspack dev servers).
 *   allowOldBuilds: when the build fails but every output exists, warn and go on with the old outputs.
 */
export async function ensureBuilt({
  web = true,
  force = false,
  allowOldBuilds = true,
  log = console.log,
  signal,
} = {}) {
  const wanted = PROJECTS.filter((p) => web || !p.web);
  if (!force && (await staleProjects(wanted)).length === 0) {
    log('Bygg er oppdatert / builds are up to date');
    return { built: [] };
  }
  const release = await acquireBuildLock(ROOT, { log });
  try {
    return await buildStale(wanted, { force, allowOldBuilds, log, signal });
  } finally {
    release();
  }
}

async function buildStale(wanted, { force, allowOldBuilds, log, signal }) {
  // Checked again under the lock: another process may just have built the same projects.
  const stale = force ? wanted : await staleProjects(wanted);
  if (stale.length === 0) {
    log('Bygg er oppdatert / builds are up to date');
    return { built: [] };
  }
  log(`Bygger / building: ${stale.map((p) => p.dir).join(', ')}`);
  const started = Date.now();
  const code = await runNx(
    [
      'run-many',
      '-t',
      'build',
      `--projects=${stale.map((p) => p.name).join(',')}`,
      '--parallel=2',
      '--outputStyle=static',
    ],
    { log, signal },
  );
  if (signal?.aborted) throw new StartupError('Byggingen ble avbrutt / build aborted.');
  if (code !== 0) {
    const missing = [];
    for (const p of wanted) if (!(await stat(join(ROOT, p.output)).catch(() => null))) missing.push(p.dir);
    if (missing.length > 0 || !allowOldBuilds) {
      throw new StartupError(`Byggingen feilet (nx exit ${code}) / the build failed – se feilene over.`);
    }
    // Keep working with the last good build of what failed (a half-finished change elsewhere must not stop everyone).
    log(
      `ADVARSEL: byggingen feilet (se over); starter med forrige vellykkede bygg / WARNING: build failed, using previous builds.`,
    );
    return { built: [], failed: true };
  }
  // Nx leaves outputs untouched when they already match its cache: mark them fresh for the mtime check.
  const now = new Date();
  await Promise.all(stale.map((p) => utimes(join(ROOT, p.output), now, now).catch(() => undefined)));
  log(`Bygget på ${((Date.now() - started) / 1000).toFixed(1)} s / built`);
  return { built: stale };
}
