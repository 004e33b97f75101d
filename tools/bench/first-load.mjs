// What a browser loads first, from the production builds in apps/*/dist: gzip bytes of JavaScript.
// Each build records its first files and the shared singletons every file consumes (dist/first-load.json,
// tools/rspack/first-load-plugin.mjs); the Module Federation manifests name the files of each shared
// singleton and exposed module. Used by the byte budgets (budgets.spec.mjs) and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(import.meta.dirname, '..', '..');
const REMOTES = ['landing', 'employee', 'admin', 'staffing'];

const distFile = (app, file) => join(ROOT, 'apps', app, 'dist', file);
const readJson = (app, file) => JSON.parse(readFileSync(distFile(app, file), 'utf8'));

/** Module Federation may emit a module twice in chunks that differ only in their id; a browser loads one. */
const contentOf = (app, file) =>
  readFileSync(distFile(app, file), 'utf8')
    .replace(/^("use strict";)?\(globalThis\.\w+\|\|=\[\]\)\.push\(\[\[[\w,]+\]/, '')
    .replace(/\/\/# sourceMappingURL=\S+\s*$/, '');

/** Gzip bytes of files ([app, file] pairs), each distinct content counted once. */
export function gzipBytes(files) {
  const seen = new Set();
  let total = 0;
  for (const [app, file] of files) {
    const content = contentOf(app, file);
    if (seen.has(content)) continue;
    seen.add(content);
    total += gzipSync(readFileSync(distFile(app, file))).length;
  }
  return total;
}

/** The shell's shared singletons a set of consumed keys pulls in, with what those consume in turn. */
function sharedClosure(shell, keys) {
  const files = new Set();
  const pending = [...keys];
  const done = new Set();
  while (pending.length > 0) {
    const key = pending.pop();
    if (done.has(key)) continue;
    done.add(key);
    const shared = shell.manifest.shared.find((s) => s.name === key);
    for (const file of shared?.assets.js.sync ?? []) {
      if (!file.endsWith('.js') || files.has(file)) continue;
      files.add(file);
      pending.push(...(shell.firstLoad.consumes[file] ?? []));
    }
  }
  return [...files];
}

function readApp(app) {
  return { manifest: readJson(app, 'mf-manifest.json'), firstLoad: readJson(app, 'first-load.json') };
}

/**
 * First loads in gzip bytes: '/' (the shell's entry, its app chunk, the shared singletons both need and
 * the landing page: remoteEntry.js + the expose's chunks) and '<remote>/<expose>' for every exposed
 * module (remoteEntry.js + its own chunks; the shell already provides the shared singletons).
 */
export function firstLoads() {
  const shell = readApp('shell');
  const loads = {};
  const shellFiles = [...shell.firstLoad.entry, ...shell.firstLoad.bootstrap];
  const shellConsumes = shellFiles.flatMap((file) => shell.firstLoad.consumes[file] ?? []);
  for (const app of REMOTES) {
    const remote = readApp(app);
    const entry = remote.manifest.metaData.remoteEntry.name;
    for (const expose of remote.manifest.exposes) {
      const own = expose.assets.js.sync.filter((file) => file.endsWith('.js'));
      loads[`${app}/${expose.name}`] = gzipBytes([entry, ...own].map((file) => [app, file]));
      if (app === 'landing' && expose.name === 'LandingPage') {
        const consumed = [...shellConsumes, ...own.flatMap((file) => remote.firstLoad.consumes[file] ?? [])];
        loads['/'] = gzipBytes([
          ...[...shellFiles, ...sharedClosure(shell, consumed)].map((file) => ['shell', file]),
          ...[entry, ...own].map((file) => [app, file]),
        ]);
      }
    }
  }
  return loads;
}
