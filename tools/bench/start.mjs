#!/usr/bin/env node
// npm run bench:start — how fast a new API replica answers: `node services/api/dist/bundle/main.js` started
// BENCH_START_RUNS (5) times against an empty database (it migrates it) and against a migrated one,
// each time from spawn to the first 200 from /api/health (polled every 10 ms); and, in the same rounds,
// a bare `node:http` server answering the same path: the machine's own floor (Node's start, the poll),
// so a figure taken on busy shared cores can be read as a ratio. Prints medians; asserts nothing.
//
// Needs: the built API (npx nx run @ferieplan/api:build) and PostgreSQL (BENCH_PG_URL; fresh databases,
// dropped at the end). No Auth emulator: starting needs none. BENCH_START_NODE_ARGS: node options for the
// API (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'). BENCH_START_BASELINE=<another build's main.js> (e.g.
// an older commit's) is measured in the same rounds: before and after from one run;
// BENCH_START_BASELINE_NODE_ARGS: node options for the baseline only, where its image ran with others (e.g.
// '--enable-source-maps', before main.ts mapped stack traces itself). Every API starts with the image's node
// options (docker/api.Dockerfile's CMD, tools/kit/api-node-options.mjs), as production runs it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../kit/port-check.mjs';
import { builtApi, startApiProcess } from './lib/api-server.mjs';
import { freshDatabase } from './lib/database.mjs';
import { cpuMs } from './lib/proc.mjs';
import { runBench } from './lib/run.mjs';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const BASELINE = process.env.BENCH_START_BASELINE;
const nodeArgsIn = (name) => process.env[name]?.split(' ').filter(Boolean) ?? [];
const NODE_ARGS = nodeArgsIn('BENCH_START_NODE_ARGS');
const BASELINE_NODE_ARGS = [...NODE_ARGS, ...nodeArgsIn('BENCH_START_BASELINE_NODE_ARGS')];
const BARE_SERVER = `import { createServer } from 'node:http';
createServer((_request, response) => response.end('{"status":"ok"}')).listen(Number(process.env.PORT), '127.0.0.1');
`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Milliseconds from spawning `main` to its first 200 on /api/health, and the CPU time the process had
 * used by then (steadier than the wall time on busy shared cores); the process is stopped after.
 */
async function timeToHealth(main, env = {}, nodeArgs = []) {
  const { child, startupMs } = await startApiProcess({
    main,
    port: await freePort(),
    env,
    nodeArgs,
    pollMs: 10,
  });
  const cpu = cpuMs(child.pid);
  await child.stop(15_000);
  return { wall: startupMs, cpu };
}

async function main(defer) {
  const api = builtApi();
  const dir = mkdtempSync(join(tmpdir(), 'ferieplan-bench-start-'));
  defer(async () => rmSync(dir, { recursive: true, force: true }));
  const bare = join(dir, 'bare.mjs');
  writeFileSync(bare, BARE_SERVER);
  console.log(
    `Load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 shared cores: read the ratios to the bare server of the same run).`,
  );
  const apis = [
    ['API', api, NODE_ARGS],
    ...(BASELINE ? [['baseline API', BASELINE, BASELINE_NODE_ARGS]] : []),
  ];
  const rows = [['bare node:http server (floor)', 'bare']];
  for (const [name] of apis)
    rows.push(
      [`${name}, empty database (migrates)`, `${name} empty`],
      [`${name}, migrated database`, `${name} migrated`],
    );
  const times = Object.fromEntries(rows.map(([, key]) => [key, []]));
  const migrated = {};
  // Interleaved rounds: a burst of load elsewhere on the machine falls on every kind alike.
  for (let run = 0; run < RUNS; run++) {
    times.bare.push(await timeToHealth(bare));
    for (const [name, main, nodeArgs] of apis) {
      const empty = await freshDatabase('ferieplan_start_bench', defer);
      times[`${name} empty`].push(await timeToHealth(main, { DATABASE_URL: empty }, nodeArgs));
      migrated[name] ??= empty;
      times[`${name} migrated`].push(await timeToHealth(main, { DATABASE_URL: migrated[name] }, nodeArgs));
    }
  }
  for (const [measure, title] of [
    ['wall', `start → /api/health 200, median of ${RUNS} (all runs), ms`],
    ['cpu', 'CPU time (user + system) the process had used by then, median, ms (10 ms ticks)'],
  ]) {
    const of = (key) => times[key].map((t) => t[measure]);
    const floor = median(of('bare'));
    console.log(`\n${title}:`);
    for (const [label, key] of rows) {
      const m = median(of(key));
      console.log(
        `  ${label.padEnd(41)} ${m.toFixed(0).padStart(6)}  ${(m / floor).toFixed(1).padStart(5)}× the floor  (${of(
          key,
        )
          .map((t) => t.toFixed(0))
          .join(', ')})`,
      );
    }
  }
}

await runBench(main);
