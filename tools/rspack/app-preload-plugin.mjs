// The host's index.html (every page that is not prerendered: the signed-in pages, /personvern, /register)
// preloads the files the shell's entry loads next, at production builds. Without the hints each step was
// a round trip of its own on simulated slow 4G (issue 28): index.html -> main.js (the federation runtime)
// -> bootstrap's chunk -> the shared singletons it consumes (React DOM and the rest). With them, all of these
// download beside main.js. Only what every such page runs: bootstrap's and the app's chunk groups and the
// shared singletons their files consume, with what those consume in turn; a page's own chunks are started
// by bootstrap.tsx. The prerendered pages are written before this runs (prerender-plugin.mjs), without the hints.
// Runs after FirstLoadPlugin (listed after it), whose dist/first-load.json names each file's shared keys.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const HEAD_END = '</head>';

// In the entry's federation runtime, each shared singleton this build provides is registered with a factory
// that loads its chunks: {name:"react-dom",version:"19.3.1",factory:()=>Promise.all([b.e(560),b.e(689)])...
// (the manifest's list is longer: it also names other chunks holding the same modules, which are not loaded).
const PROVIDED = /\{name:"([^"]+)",version:"[^"]*",factory:\(\)=>(.*?)\.then\(/g;
const CHUNK_LOAD = /\.e\("?(\w+)"?\)/g;

/** share key -> the ids of the chunks its provider loads, read from the entry's runtime code. */
export function providedChunks(entryCode) {
  const chunks = new Map();
  for (const [, key, load] of entryCode.matchAll(PROVIDED))
    chunks.set(
      key,
      [...load.matchAll(CHUNK_LOAD)].map(([, id]) => id),
    );
  return chunks;
}

/**
 * The files a group of files needs from the federation's share scope: the shared singletons they consume,
 * with what those files consume in turn.
 * @param {Map<string, string[]>} provided share key -> chunk ids (providedChunks)
 * @param {Map<string, string[]>} chunkFiles chunk id -> its files
 * @param {Record<string, string[]>} consumes file -> the share keys it consumes (first-load.json)
 * @param {string[]} files
 */
export function sharedFilesOf(provided, chunkFiles, consumes, files) {
  const found = new Set();
  const pending = files.flatMap((file) => consumes[file] ?? []);
  const done = new Set();
  while (pending.length > 0) {
    const key = pending.pop();
    if (done.has(key)) continue;
    done.add(key);
    for (const file of (provided.get(key) ?? []).flatMap((id) => chunkFiles.get(id) ?? [])) {
      if (found.has(file) || files.includes(file)) continue;
      found.add(file);
      pending.push(...(consumes[file] ?? []));
    }
  }
  return [...found];
}

/** index.html with a preload hint per file, after the entry's script (low priority: the entry comes first). */
export function withPreloads(html, files, publicPath) {
  if (!html.includes(HEAD_END)) throw new Error('app-preload: index.html has no </head>');
  const links = files
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map(
      (file) =>
        `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low">`,
    )
    .join('');
  return html.replace(HEAD_END, () => `${links}${HEAD_END}`);
}

export class AppPreloadPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('AppPreloadPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const dist = compiler.options.output.path;
      const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, ids: true });
      const group = (name) =>
        (json.namedChunkGroups?.[name]?.assets ?? []).map((asset) => asset.name ?? asset);
      const bootstrap = group('bootstrap');
      // The full app's chunk (router, layout) too: every page of index.html runs it but a visitor's
      // /personvern, so it no longer waits for main.js and bootstrap's chunk to run first (issue 28: two
      // steps of the signed-in pages' chain on simulated slow 4G).
      const app = group('app');
      const { entry, consumes } = JSON.parse(readFileSync(join(dist, 'first-load.json'), 'utf8'));
      const provided = providedChunks(entry.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n'));
      if (bootstrap.length === 0 || provided.size === 0)
        throw new Error('app-preload: no bootstrap chunk group or no provided shared module found');
      const chunkFiles = new Map((json.chunks ?? []).map((chunk) => [String(chunk.id), chunk.files ?? []]));
      const first = [...bootstrap, ...sharedFilesOf(provided, chunkFiles, consumes, bootstrap)];
      const then = [...app, ...sharedFilesOf(provided, chunkFiles, consumes, app)];
      const files = [...new Set([...first, ...then])].filter((file) => !file.endsWith('.map'));
      const index = join(dist, 'index.html');
      writeFileSync(
        index,
        withPreloads(readFileSync(index, 'utf8'), files, compiler.options.output.publicPath),
      );
    });
  }
}
