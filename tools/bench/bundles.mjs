// `npm run bench`: builds every web app in production (timed) and prints gzip sizes of what a browser
// loads first: the shell's initial JavaScript (entry + bootstrap chunk + the shared singletons it
// provides, each counted once) and each remote's first load (remoteEntry.js + the exposed module's chunks, shared
// singletons excluded because the shell already provides them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

const ROOT = join(import.meta.dirname, '..', '..');
const APPS = ['shell', 'landing', 'employee', 'admin', 'staffing'];
/** app -> chunk statistics of its production build */
const chunkStats = {};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipOf = (app, file) => gzipSync(readFileSync(join(ROOT, 'apps', app, 'dist', file))).length;
// Module Federation may emit a shared module twice, in chunks that differ only in their id; a browser
// loads one of them, so such copies are counted once.
const contentOf = (app, file) =>
  readFileSync(join(ROOT, 'apps', app, 'dist', file), 'utf8')
    .replace(/^("use strict";)?\(globalThis\.\w+\|\|=\[\]\)\.push\(\[\[[\w,]+\]/, '')
    .replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
const sum = (app, files) => {
  const seen = new Set();
  let total = 0;
  for (const file of new Set(files)) {
    const content = contentOf(app, file);
    if (seen.has(content)) continue;
    seen.add(content);
    total += gzipOf(app, file);
  }
  return total;
};
const jsOnly = (files) => files.filter((f) => f.endsWith('.js'));

async function build(app) {
  const started = process.hrtime.bigint();
  const { default: configFactory } = await import(
    pathToFileURL(join(ROOT, 'apps', app, 'rspack.config.mjs')).href
  );
  const config =
    typeof configFactory === 'function' ? configFactory({}, { mode: 'production' }) : configFactory;
  const stats = await new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true }));
    throw new Error(`build of apps/${app} failed`);
  }
  chunkStats[app] = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
  return seconds;
}

/** The shell: chunks of index.html's entry, the bootstrap chunk it imports, and its shared singletons. */
function shellInitial() {
  const stats = chunkStats.shell;
  const manifest = JSON.parse(readFileSync(join(ROOT, 'apps/shell/dist/mf-manifest.json'), 'utf8'));
  const entryFiles = stats.chunks
    .filter((c) => c.initial && c.names?.includes('main'))
    .flatMap((c) => c.files);
  const bootstrapFiles = stats.chunks
    .filter((c) =>
      (c.origins ?? []).some(
        (o) => /bootstrap/.test(o.request ?? '') && /index\.ts/.test(o.moduleName ?? o.module ?? ''),
      ),
    )
    .flatMap((c) => c.files);
  const sharedFiles = manifest.shared.flatMap((s) => s.assets.js.sync);
  return {
    entry: sum('shell', jsOnly(entryFiles)),
    bootstrap: sum('shell', jsOnly(bootstrapFiles)),
    shared: sum('shell', jsOnly(sharedFiles)),
    total: sum('shell', jsOnly([...entryFiles, ...bootstrapFiles, ...sharedFiles])),
    perShared: manifest.shared.map((s) => `${s.name} ${kib(sum('shell', jsOnly(s.assets.js.sync)))}`),
  };
}

/** A remote's first load of each exposed module: remoteEntry.js + the expose's own (non-shared) chunks. */
function remoteFirstLoads(app) {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'apps', app, 'dist', 'mf-manifest.json'), 'utf8'));
  const entry = gzipOf(app, manifest.metaData.remoteEntry.name);
  return manifest.exposes.map((expose) => {
    const files = jsOnly([...expose.assets.js.sync]);
    return {
      expose: expose.name,
      remoteEntry: entry,
      expose_js: sum(app, files),
      total: entry + sum(app, files),
    };
  });
}

{
  process.env.NODE_ENV = 'production';
  const times = {};
  for (const app of APPS) times[app] = await build(app);

  console.log('Byggetid per app (rspack, produksjon) / build time per app:');
  for (const app of APPS) console.log(`  ${app.padEnd(9)} ${times[app].toFixed(1)} s`);

  const shell = shellInitial();
  console.log('\nGzip-størrelser / gzip sizes (JavaScript):');
  console.log(
    `  shell initial JS: ${kib(shell.total)} (entry ${kib(shell.entry)}, bootstrap ${kib(shell.bootstrap)}, shared singletons ${kib(shell.shared)})`,
  );
  // Every singleton the shell provides is counted, also those a page loads on demand (the shell's data
  // layer loads @tanstack/react-query with the first page that calls the API): an upper bound.
  // `npm run bench:web` measures what Chromium really downloads for / and /login.
  console.log(`    shared singletons: ${shell.perShared.join(', ')}`);
  for (const app of APPS.slice(1)) {
    for (const load of remoteFirstLoads(app)) {
      console.log(
        `  ${app}/${load.expose} first load: ${kib(load.total)} (remoteEntry ${kib(load.remoteEntry)} + exposed chunks ${kib(load.expose_js)})`,
      );
    }
  }
}
