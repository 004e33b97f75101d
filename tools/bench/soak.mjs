#!/usr/bin/env node
// npm run bench:soak — steady mixed traffic on the built API with its default settings (pool, cache,
// limits as `npm start` runs them) for SOAK_MINUTES (default 30): the admin's views (requests, employees,
// teams, own organisations, summer plan), an employee's own requests, health, and a request created and
// deleted again, at SOAK_RPS requests per second (default 40) whatever the answers take. Prints each
// minute the API's resident memory (/proc) and V8 heap (its own /api/metrics), the requests and errors
// of the minute; every 5 minutes the p99 of those 5; at the end the growth after the first (warm-up)
// minute. Asserts nothing.
//
// Needs: PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh database
// is created and dropped unless BENCH_KEEP_DB=1), the built API (npx nx run @ferieplan/api:build).
// FIREBASE_AUTH_EMULATOR_HOST reuses a running Auth emulator, otherwise one is started on free ports.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { builtApi, startApi } from './lib/api-server.mjs';
import { withClient } from './lib/database.mjs';
import { percentile } from './lib/http.mjs';
import { runBench } from './lib/run.mjs';
import { seedOrganization, seedRequests } from './lib/seed.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const RPS = Number(process.env.SOAK_RPS ?? 40);
const TICK_MS = 50;
/** Requests the bench lets wait at once; more would only measure the bench's own queue. */
const MAX_IN_FLIGHT = 200;
const METRICS_TOKEN = 'soak-bench-metrics-token-0123456789';
const MiB = 1024 * 1024;

const residentMiB = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function heapMiB(base) {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  return Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? NaN) / MiB;
}

/** The traffic mix: [weight, method, path, expected status]. */
function mix(organizationId) {
  const year = new Date().getFullYear();
  return [
    [4, 'GET', `/VacationRequests/organization/${organizationId}?year=${year}&status=Pending&limit=50`, 200],
    [3, 'GET', `/Users/organization/${organizationId}?limit=50`, 200],
    [2, 'GET', `/Teams/organization/${organizationId}`, 200],
    [2, 'GET', '/Organizations/my', 200],
    [2, 'GET', `/VacationRequests/my?organizationId=${organizationId}`, 200],
    [1, 'GET', `/Planning/organization/${organizationId}/summer?year=${year}`, 200],
    [1, 'GET', '/health', 200],
  ].flatMap(([weight, ...call]) => Array.from({ length: weight }, () => call));
}

async function main(defer) {
  const api = await startApi({
    main: builtApi(),
    databasePrefix: 'ferieplan_bench_soak',
    env: { METRICS_TOKEN, THROTTLE_LIMIT: '100000000' },
    defer,
  });
  const { base, pid } = api;
  const token = api.user.idToken;
  const organizationId = await withClient(api.databaseUrl, async (client) => {
    const id = await seedOrganization(client, {
      name: 'Soak AS',
      people: 300,
      teams: 10,
      admins: 1,
      adminUid: api.user.uid,
    });
    const year = new Date().getFullYear();
    await seedRequests(client, id, {
      years: [year - 1, year],
      windows: [
        [150, 60, 5, 10],
        [300, 40, 2, 5],
      ],
    });
    await client.query('VACUUM ANALYZE');
    return id;
  });
  const calls = mix(organizationId);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const [method, path, expected] of calls) {
    const response = await fetch(`${base}${path}`, { method, headers });
    await response.arrayBuffer();
    if (response.status !== expected)
      throw new Error(`${method} ${path}: HTTP ${response.status}, expected ${expected}`);
  }

  let minute = { latencies: [], errors: 0, requests: 0 };
  let fiveMinutes = [];
  const errorsSeen = new Map();
  let inFlight = 0;
  let dropped = 0;
  const send = async (method, path, expected, body) => {
    inFlight++;
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
      const answer = await response.text();
      if (response.status !== expected) {
        minute.errors++;
        const key = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} ${response.status}`;
        errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
      }
      return answer;
    } catch (error) {
      minute.errors++;
      errorsSeen.set(error.message, (errorsSeen.get(error.message) ?? 0) + 1);
      return null;
    } finally {
      const elapsed = performance.now() - started;
      minute.latencies.push(elapsed);
      fiveMinutes.push(elapsed);
      minute.requests++;
      inFlight--;
    }
  };

  // Writes: one at a time, a request next year created and deleted again (its row and audit stay).
  let writing = true;
  const writes = (async () => {
    const nextYear = new Date().getFullYear() + 1;
    for (let i = 0; writing; i++) {
      const start = new Date(Date.UTC(nextYear, 0, 5 + (i % 300)));
      const end = new Date(start.getTime() + 2 * 86_400_000);
      const created = await send('POST', '/VacationRequests', 201, {
        organizationId,
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        description: 'Soak',
      });
      const id = created && JSON.parse(created).id;
      if (id) await send('DELETE', `/VacationRequests/${id}`, 204);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();

  console.log(
    `Soak: ${MINUTES} min, ${RPS} req/s reads + ~2 writes/s, 300 members. Load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared cores).`,
  );
  console.log('minute  requests  errors  p99 ms   RSS MiB  heap MiB');
  const samples = [];
  const started = performance.now();
  let sent = 0;
  let next = 0;
  for (let m = 1; m <= MINUTES; m++) {
    const minuteEnds = started + m * 60_000;
    while (performance.now() < minuteEnds) {
      // Open loop: the schedule, not the answers, sets the pace.
      const due = Math.floor(((performance.now() - started) / 1000) * RPS);
      for (; sent < due; sent++) {
        if (inFlight >= MAX_IN_FLIGHT) {
          dropped++;
          continue;
        }
        const [method, path, expected] = calls[next++ % calls.length];
        void send(method, path, expected);
      }
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
    const sorted = minute.latencies.sort((a, b) => a - b);
    const rss = residentMiB(pid);
    const heap = await heapMiB(base);
    samples.push({ rss, heap });
    console.log(
      `${String(m).padStart(6)}  ${String(minute.requests).padStart(8)}  ${String(minute.errors).padStart(6)}  ${percentile(sorted, 99).toFixed(1).padStart(6)}  ${rss.toFixed(1).padStart(8)}  ${heap.toFixed(1).padStart(8)}`,
    );
    minute = { latencies: [], errors: 0, requests: 0 };
    if (m % 5 === 0) {
      const window = fiveMinutes.sort((a, b) => a - b);
      console.log(
        `  minutes ${m - 4}-${m}: p99 ${percentile(window, 99).toFixed(1)} ms over ${window.length} requests`,
      );
      fiveMinutes = [];
    }
  }
  writing = false;
  await writes;
  const totalErrors = [...errorsSeen.values()].reduce((a, b) => a + b, 0);
  console.log('');
  if (samples.length >= 3) {
    const [, warm] = samples;
    const last = samples.at(-1);
    const growth = (from, to) => `${(((to - from) / from) * 100).toFixed(1)} %`;
    console.log(
      `After warm-up (minute 2 -> ${samples.length}): RSS ${warm.rss.toFixed(1)} -> ${last.rss.toFixed(1)} MiB (${growth(warm.rss, last.rss)}), heap ${warm.heap.toFixed(1)} -> ${last.heap.toFixed(1)} MiB (${growth(warm.heap, last.heap)}).`,
    );
  }
  console.log(
    `Errors: ${totalErrors}${totalErrors ? ` (${[...errorsSeen].map(([k, n]) => `${k}: ${n}`).join('; ')})` : ''}.`,
  );
  if (dropped) console.log(`Not sent (more than ${MAX_IN_FLIGHT} in flight): ${dropped}.`);
}

await runBench(main);
