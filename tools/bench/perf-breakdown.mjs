#!/usr/bin/env node
// The CPU time per request of Node processes under load, by where it went, side by side (e.g. the API's
// default view against bench:api's bare route, or this build against a baseline): the main thread by the
// package or src/ folder of the nearest JavaScript frame, the other threads by their work (compiler, GC).
// Read from a system-wide `perf record`, not V8's profiler, which slows the measured process and misses
// its other threads (issue 28: it showed the API and the bare route equal where /proc showed 1.3x).
//
//   1. Start the processes with --perf-basic-prof-only-functions (bench:api: BENCH_API_NODE_ARGS and
//      BENCH_BARE_NODE_ARGS) and, during the window to measure,
//      perf record -e cpu-clock -F 499 -a -g -o /tmp/perf.data -- sleep <seconds>
//   2. perf script -i /tmp/perf.data -F pid,tid,ip,sym,dso > /tmp/perf.txt
//   3. node tools/bench/perf-breakdown.mjs /tmp/perf.txt <pid>:<requests served in the window>[:<label>] …
//
// PERF_HZ: the sampling rate given to perf record (499). Prints µs per request; asserts nothing.
import { readFileSync } from 'node:fs';
import { perRequest, samplesOf } from './lib/perf-samples.mjs';

const [file, ...specs] = process.argv.slice(2);
if (!file || specs.length === 0) {
  console.error('usage: perf-breakdown.mjs <perf script output> <pid>:<requests>[:<label>] …');
  process.exit(2);
}
const processes = specs.map((spec) => {
  const [pid, requests, label = pid] = spec.split(':');
  return { pid, requests: Number(requests), label };
});
const tables = perRequest(
  samplesOf(readFileSync(file, 'utf8')),
  processes,
  Number(process.env.PERF_HZ ?? 499),
);
const buckets = [...new Set(tables.flatMap((table) => [...table.keys()]))];
const at = (table, bucket) => table.get(bucket) ?? 0;
// The first process's largest excess over the second first (or its largest buckets, alone).
const excess = (bucket) => at(tables[0], bucket) - (tables.length > 1 ? at(tables[1], bucket) : 0);
buckets.sort((a, b) => excess(b) - excess(a));
const column = (text) => String(text).padStart(12);
console.log(`${processes.map(({ label }) => column(label)).join('')}  µs per request`);
console.log(
  `${tables.map((table) => column([...table.values()].reduce((sum, us) => sum + us, 0).toFixed(0))).join('')}  in all`,
);
for (const bucket of buckets)
  if (tables.some((table) => at(table, bucket) >= 0.5))
    console.log(`${tables.map((table) => column(at(table, bucket).toFixed(1))).join('')}  ${bucket}`);
