// Reads `perf script -F pid,tid,ip,sym,dso` output (perf record -g of Node processes started with
// --perf-basic-prof-only-functions) into CPU time per request by where it was spent: the main thread's
// samples by the nearest JavaScript frame's source (mapped through the bundle's source maps to the
// package or src/ folder it came from), other threads' by what they did (the optimizing compiler, the
// garbage collector). Unlike V8's own profiler it sees those threads and the kernel, and it does not
// slow the measured process down (tools/bench/perf-breakdown.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const SAMPLE = /^\s*(\d+)\/(\d+)\s*$/;
const FRAME = /^\s*[0-9a-f]+ (.*) \((.*)\)$/;

/**
 * The samples of `text`, each with its process and thread id and its frames' symbols, innermost first.
 * @param {string} text
 */
export function samplesOf(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const sample = SAMPLE.exec(line);
    if (sample) samples.push({ pid: sample[1], tid: sample[2], frames: [] });
    else {
      const frame = FRAME.exec(line);
      if (frame && samples.length > 0) samples.at(-1).frames.push(frame[1]);
    }
  }
  return samples;
}

/** What a thread other than the main one was doing in a sample. */
function threadWork(frames) {
  const all = frames.join(' ');
  if (/compiler::|Compil/.test(all)) return 'other threads: optimizing compiler';
  if (/Scaveng|Mark|Sweep|Heap|GC/.test(all)) return 'other threads: garbage collector';
  return 'other threads: rest';
}

const maps = new Map();
/** The source map beside a bundle file, when there is one. */
function sourceMapOf(path) {
  if (!maps.has(path)) {
    const mapFile = `${path}.map`;
    maps.set(path, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(path);
}

/** A module's path as its group: the package under node_modules, or src/<folder> of our own code. */
function groupOfPath(path) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1];
  const own = /(?:^|\/)src\/([^/]+)\//.exec(path);
  if (own) return `src/${own[1]}`;
  return path.split('/').at(-1);
}

/**
 * The group of a JavaScript frame as perf-basic-prof names it (`JS:*name file:///…/chunk.js:12:34`,
 * `JS:^name node:internal/streams/writable:744:21`): Node's own modules by their name, files with a
 * source map (the API's bundle) by the original source, other files by their package or name.
 */
export function groupOfFrame(frame) {
  const location = /^JS:\S*\s+(.+):(\d+):(\d+)$/.exec(frame);
  if (!location) return null;
  const [, file, line, column] = location;
  if (file.startsWith('node:'))
    return `node:${
      file
        .slice(5)
        .replace(/^internal\//, '')
        .split('/')[0]
    }`;
  if (!file.startsWith('file://')) return groupOfPath(file);
  const path = fileURLToPath(file);
  const entry = sourceMapOf(path)?.findEntry(Number(line) - 1, Number(column) - 1);
  // A map's sources are relative to the file it maps: resolved, they keep their package or src/ folder.
  const source = entry?.originalSource ? fileURLToPath(new URL(entry.originalSource, file)) : path;
  return groupOfPath(source);
}

/** Where a sample's time goes: its thread's work, or on the main thread its nearest JavaScript frame's group. */
export function bucketOf({ pid, tid, frames }) {
  if (tid !== pid) return threadWork(frames);
  for (const frame of frames) {
    const group = groupOfFrame(frame);
    if (group) return group;
  }
  return 'main thread outside JavaScript (event loop, GC, kernel)';
}

/**
 * Microseconds per request by bucket for each of `processes` ({ pid, requests }), from samples taken at
 * `hz` per second (perf record -F).
 */
export function perRequest(samples, processes, hz) {
  const sampleUs = 1e6 / hz;
  const tables = new Map(processes.map(({ pid }) => [pid, new Map()]));
  for (const sample of samples) {
    const table = tables.get(sample.pid);
    if (!table) continue;
    const bucket = bucketOf(sample);
    table.set(bucket, (table.get(bucket) ?? 0) + 1);
  }
  return processes.map(({ pid, requests }) => {
    const us = new Map();
    for (const [bucket, count] of tables.get(pid)) us.set(bucket, (count * sampleUs) / requests);
    return us;
  });
}
