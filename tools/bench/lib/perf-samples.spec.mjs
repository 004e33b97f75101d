import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { bucketOf, groupOfFrame, perRequest, samplesOf } from './perf-samples.mjs';

// As `perf script -F pid,tid,ip,sym,dso` prints samples (pid/tid, then frames innermost first).
const PERF_TEXT = `
 4752/4752
\t         14c46ff Builtins_RecordWriteSaveFP (/usr/bin/node)
\t    7f097f85b44c JS:*parseDataRowMessage file:///work/main/node_modules/pg-protocol/dist/parser.js:228:29 (/tmp/perf-4752.map)
\t          932ce1 uv_run (/usr/bin/node)

 4752/4752
\t    7f097f85b44c JS:*clearBuffer node:internal/streams/writable:744:21 (/tmp/perf-4752.map)

 4752/4752
\t    ffffffff8a2b epoll_wait ([kernel.kallsyms])
\t          932ce1 uv_run (/usr/bin/node)

 4752/4757
\t         1dbd46b v8::internal::compiler::Reducer::Reduce (/usr/bin/node)

 4733/4733
\t    7f097f85b44c JS:*parseDataRowMessage file:///work/main/node_modules/pg-protocol/dist/parser.js:228:29 (/tmp/perf-4733.map)

 9999/9999
\t    5d2cf8 palloc (/usr/lib/postgresql/15/bin/postgres)
`;

test('each sample with its process, thread and frames, innermost first', () => {
  const samples = samplesOf(PERF_TEXT);
  assert.equal(samples.length, 6);
  assert.deepEqual(samples[0], {
    pid: '4752',
    tid: '4752',
    frames: [
      'Builtins_RecordWriteSaveFP',
      'JS:*parseDataRowMessage file:///work/main/node_modules/pg-protocol/dist/parser.js:228:29',
      'uv_run',
    ],
  });
  assert.deepEqual(samples[3].frames, ['v8::internal::compiler::Reducer::Reduce']);
});

test("a main-thread sample goes to its nearest JavaScript frame's package or Node module, else outside JavaScript", () => {
  const [inPg, inStreams, idle, compiler] = samplesOf(PERF_TEXT);
  assert.equal(bucketOf(inPg), 'pg-protocol');
  assert.equal(bucketOf(inStreams), 'node:streams');
  assert.equal(bucketOf(idle), 'main thread outside JavaScript (event loop, GC, kernel)');
  assert.equal(bucketOf(compiler), 'other threads: optimizing compiler');
});

test("a bundle's frame goes to the src/ folder or package its source map names", () => {
  const dir = mkdtempSync(join(tmpdir(), 'perf-samples-'));
  try {
    const chunk = join(dir, 'app-factory-X.js');
    writeFileSync(chunk, 'function page(){}\nfunction parse(){}\n');
    // Line 1 from src/vacation-requests, line 2 from a package (VLQ "AAAA": column 0 of source 0, line 0; "ACAA": the next source).
    writeFileSync(
      `${chunk}.map`,
      JSON.stringify({
        version: 3,
        sources: ['../../src/vacation-requests/repo.ts', '../../../../node_modules/@nestjs/core/router.js'],
        names: [],
        mappings: 'AAAA;ACAA',
      }),
    );
    const url = pathToFileURL(chunk).href;
    assert.equal(groupOfFrame(`JS:*page ${url}:1:1`), 'src/vacation-requests');
    assert.equal(groupOfFrame(`JS:^parse ${url}:2:1`), '@nestjs/core');
    assert.equal(groupOfFrame('Builtins_LoadIC'), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("µs per request of each process's buckets, other processes left out", () => {
  const [api, baseline] = perRequest(
    samplesOf(PERF_TEXT),
    [
      { pid: '4752', requests: 2 },
      { pid: '4733', requests: 1 },
    ],
    500, // one sample: 2,000 µs
  );
  assert.deepEqual(Object.fromEntries(api), {
    'pg-protocol': 1000,
    'node:streams': 1000,
    'main thread outside JavaScript (event loop, GC, kernel)': 1000,
    'other threads: optimizing compiler': 1000,
  });
  assert.deepEqual(Object.fromEntries(baseline), { 'pg-protocol': 2000 });
});
