#!/usr/bin/env node
// Staffing endpoint benchmark: seeds a 2,000-person organisation (plus a same-sized neighbour, so the
// index has to pick one organisation out of two) on real PostgreSQL with four years of realistic
// requests, starts the built API and the Auth emulator on the staffing port range, then measures
// GET /api/Staffing/organization/{id}?year=&month= (sequential latency, concurrency, response size)
// and prints the query plan. Figures are printed, never asserted.
//
//   node tools/bench/staffing.mjs
// Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres; a fresh database ferieplan_staff_bench_*
//      is created and dropped unless BENCH_KEEP_DB=1), BENCH_PEOPLE (2000), BENCH_REQUESTS (200),
//      BENCH_CONCURRENCY (10), BENCH_SECONDS (5). FIREBASE_AUTH_EMULATOR_HOST reuses a running Auth emulator.
import { createRequire } from 'node:module';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../kit/root.mjs';
import { buildApi, startApi } from './lib/api-server.mjs';
import { withClient } from './lib/database.mjs';
import { ms, percentile, sequential, timedGet } from './lib/http.mjs';
import { runBench } from './lib/run.mjs';
import { seedOrganization, seedRequests, seedWithNeighbour } from './lib/seed.mjs';

const require = createRequire(join(ROOT, 'services/api/package.json'));

const env = process.env;
const PEOPLE = Number(env.BENCH_PEOPLE ?? 2000);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const log = (line) => console.log(line);

/**
 * One organisation: 20 teams, `people` non-admin members spread over the teams, 5 admins (the first is
 * the signed-in bench user). Per member and year 2024-2027: a 2-3 week summer holiday and three short
 * breaks (Feb-Apr, Sep-Oct, Nov-Dec) that never overlap.
 */
async function seed(client, { name, adminUid }) {
  const id = await seedOrganization(client, { name, people: PEOPLE, adminUid });
  await seedRequests(client, id, {
    years: [2024, 2025, 2026, 2027],
    windows: [
      [166, 40, 14, 8],
      [32, 70, 1, 4],
      [245, 50, 1, 4],
      [305, 40, 1, 3],
    ],
  });
  return id;
}

async function concurrent(url, token, workers, seconds) {
  const deadline = performance.now() + seconds * 1000;
  const times = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) times.push((await timedGet(url, token)).elapsed);
    }),
  );
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

async function autocannon(url, token) {
  let run;
  try {
    run = require('autocannon');
  } catch {
    return null;
  }
  const result = await run({
    url,
    connections: CONCURRENCY,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  return result;
}

async function main(defer) {
  const api = await startApi({ main: await buildApi(log), databasePrefix: 'ferieplan_staff_bench', defer });
  const { user, databaseUrl } = api;
  const { id: orgId, teamId, seconds } = await seedWithNeighbour(databaseUrl, seed, user.uid);
  const counts = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM membership WHERE organization_id = $1 AND NOT is_admin)::int AS members,
            (SELECT count(*) FROM vacation_request WHERE organization_id = $1)::int AS requests,
            (SELECT count(*) FROM vacation_request)::int AS all_requests`,
      [orgId],
    );
    return rows[0];
  });
  log(
    `Seedet på ${seconds.toFixed(1)} s: ${counts.members} ansatte (+5 admins), ` +
      `${counts.requests} forespørsler i organisasjonen, ${counts.all_requests} totalt (to organisasjoner)`,
  );

  const base = `${api.base}/Staffing/organization/${orgId}`;
  const cases = [
    ['Juli 2026, alle team (høysesong)', `${base}?year=2026&month=7`],
    ['November 2026, alle team', `${base}?year=2026&month=11`],
    ['Juli 2026, ett team', `${base}?year=2026&month=7&teamId=${teamId}`],
  ];
  const sample = JSON.parse((await timedGet(cases[0][1], user.idToken)).body.toString());
  log(
    `Eksempel juli 2026: total=${sample.total}, dager=${sample.days.length}, maks på ferie=${Math.max(...sample.days.map((d) => d.onVacation))}`,
  );

  log(
    `Maskin: ${cpus().length} kjerner, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (delt med andre prosesser)`,
  );
  log(`\nSekvensielt, ${REQUESTS} kall etter 20 oppvarmingskall (HTTP over loopback, token-cache varm):`);
  for (const [label, url] of cases) {
    const r = await sequential(url, user.idToken, REQUESTS);
    log(
      `  ${label}: p50 ${ms(r.p50)}, p90 ${ms(r.p90)}, p99 ${ms(r.p99)}, maks ${ms(r.max)}, snitt ${ms(r.mean)}; ` +
        `svar ${r.bytes} byte (${r.gzipBytes} byte gzip)`,
    );
  }

  const load = await concurrent(cases[0][1], user.idToken, CONCURRENCY, SECONDS);
  log(
    `\nSamtidig (${CONCURRENCY} klienter i ${SECONDS} s, juli 2026): ${load.requests} kall, ${load.perSecond.toFixed(0)} kall/s, ` +
      `p50 ${ms(load.p50)}, p99 ${ms(load.p99)}`,
  );
  const cannon = await autocannon(cases[0][1], user.idToken);
  if (cannon) {
    log(
      `autocannon: ${cannon.requests.average} kall/s, latens p50 ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms, feil ${cannon.errors + cannon.non2xx}`,
    );
  } else {
    log('autocannon er ikke installert: bare den innebygde samtidighetsmålingen over.');
  }

  await withClient(databaseUrl, async (client) => {
    const sql = await loadStaffingSql();
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${sql}`, [
      orgId,
      '2026-06-29',
      '2026-08-02',
      null,
    ]);
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const usesIndex = lines.some((line) => line.includes('ix_vacation_request_staffing'));
    log(
      `\nSpørreplan juli 2026 (alle team): ${lines
        .filter((l) => /Execution Time|Planning Time/.test(l))
        .map((l) => l.trim())
        .join(', ')}; ` + `bruker ix_vacation_request_staffing: ${usesIndex ? 'ja' : 'nei'}`,
    );
    if (env.BENCH_SHOW_PLAN) lines.forEach((line) => log(`  ${line}`));
  });
}

/** The exact statement the API runs, read from the benchmark's API build. */
async function loadStaffingSql() {
  const module = await import(join(ROOT, 'tools/bench/dist/api/staffing/staffing.sql.js'));
  return module.STAFFING_MONTH_SQL;
}

await runBench(main);
