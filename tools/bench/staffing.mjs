#!/usr/bin/env node
// Staffing endpoint benchmark: seeds a 2,000-person organisation (plus a same-sized neighbour, so the
// index has to pick one organisation out of two) on real PostgreSQL with four years of realistic
// requests, starts the built API and the Auth emulator on the staffing port range, then measures
// GET /api/Staffing/organization/{id}?year=&month= (sequential latency, concurrency, response size)
// and prints the query plan. Figures are printed, never asserted.
//
//   node tools/bench/staffing.mjs
// Env: BENCH_DB_SERVER (postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB (ferieplan_staff_bench),
//      BENCH_PORT_BASE (13700: API +0, auth emulator +1..+3), BENCH_PEOPLE (2000), BENCH_REQUESTS (200),
//      BENCH_CONCURRENCY (10), BENCH_SECONDS (5), BENCH_KEEP_DB=1 keeps the database afterwards.
import { createRequire } from 'node:module';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startAuthEmulator } from '../kit/auth-emulator.mjs';
import { identityClient } from '../kit/identity.mjs';
import { ensureBuilt } from '../dev/build.mjs';
import { ROOT } from '../kit/root.mjs';
import { startChild } from '../kit/child-process.mjs';
import { waitForHttp } from '../kit/wait-for.mjs';
import {
  buildApi,
  databaseUrl,
  ms,
  percentile,
  insertProOrganizationWithTeams,
  recreateDatabase,
  sequential,
  timedGet,
  withClient,
} from './lib/api-bench.mjs';

const require = createRequire(join(ROOT, 'services/api/package.json'));

const env = process.env;
const SERVER_URL = env.BENCH_DB_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = env.BENCH_DB ?? 'ferieplan_staff_bench';
const BASE = Number(env.BENCH_PORT_BASE ?? 13700);
const PEOPLE = Number(env.BENCH_PEOPLE ?? 2000);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const PROJECT_ID = 'demo-ferieplan';
const API_PORT = BASE;
const AUTH = { authPort: BASE + 1, hubPort: BASE + 2, loggingPort: BASE + 3 };
if (!/^ferieplan_staff\w*$/.test(DB_NAME)) throw new Error('BENCH_DB must start with ferieplan_staff');

const dbUrl = databaseUrl(SERVER_URL, DB_NAME);
const log = (line) => console.log(line);

/**
 * One organisation: 20 teams, `people` non-admin members spread over the teams, 5 admins (the first is
 * the signed-in bench user). Per member and year 2024-2027: a 2-3 week summer holiday and three short
 * breaks (Feb-Apr, Sep-Oct, Nov-Dec) that never overlap; 85 % Approved, 10 % Pending, 5 % Rejected.
 */
async function seedOrganization(client, { name, people, adminUid }) {
  const id = await insertProOrganizationWithTeams(client, name);
  await client.query(
    `WITH teams AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS idx FROM team WHERE organization_id = $1)
     INSERT INTO membership (organization_id, user_uid, name, email, is_admin, team_id)
     SELECT $1, $3 || '-' || n, 'Ansatt ' || n, 'ansatt' || n || '@' || $3 || '.test', false, teams.id
     FROM generate_series(1, $2::int) n JOIN teams ON teams.idx = n % 20`,
    [id, people, name.toLowerCase().replace(/\W/g, '')],
  );
  await client.query(
    `INSERT INTO membership (organization_id, user_uid, name, email, is_admin)
     SELECT $1::uuid, CASE WHEN n = 1 AND $2::text IS NOT NULL THEN $2::text ELSE 'admin-' || md5($1::uuid::text || n) END,
            'Admin ' || n, 'admin' || n || '@bench.test', true
     FROM generate_series(1, 5) n`,
    [id, adminUid],
  );
  await client.query(
    `WITH windows(first_day, spread, min_len, extra_len) AS (
       VALUES (166, 40, 14, 8), (32, 70, 1, 4), (245, 50, 1, 4), (305, 40, 1, 3)
     ),
     planned AS (
       SELECT m.id AS membership_id,
              make_date(y, 1, 1) + w.first_day + floor(random() * w.spread)::int AS start_date,
              w.min_len + floor(random() * w.extra_len)::int AS days,
              random() AS r
       FROM membership m CROSS JOIN generate_series(2024, 2027) y CROSS JOIN windows w
       WHERE m.organization_id = $1 AND m.is_admin = false
     )
     INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, approved_at)
     SELECT $1, membership_id, start_date, start_date + days - 1,
            CASE WHEN r < 0.85 THEN 'Approved' WHEN r < 0.95 THEN 'Pending' ELSE 'Rejected' END,
            CASE WHEN r < 0.85 THEN now() END
     FROM planned`,
    [id],
  );
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

async function main() {
  const children = [];
  const stopAll = () => Promise.allSettled(children.reverse().map((child) => child.stop()));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    log('Bygger bibliotekene ved behov / building the libraries if stale ...');
    // The libs' dist (contracts, holidays, texts) is what Node loads at runtime. A failing shared
    // API build (someone's work in progress) is tolerated: the API is compiled privately below.
    await ensureBuilt({ web: false, allowOldBuilds: true, log }).catch((error) =>
      log(`ADVARSEL: ${error.message}`),
    );
    log('Kompilerer API-et til tools/bench/dist/api ...');
    const apiMain = buildApi();
    log(`Database ${DB_NAME} (${SERVER_URL.replace(/\/[^/]*$/, '')})`);
    await recreateDatabase(SERVER_URL, DB_NAME);

    const auth = await startAuthEmulator({ ...AUTH, projectId: PROJECT_ID, log, timeoutMs: 180_000 });
    children.push(auth);
    await auth.ready;

    const api = startChild({
      name: 'api',
      command: process.execPath,
      args: [apiMain],
      cwd: join(ROOT, 'services/api'),
      env: {
        ...env,
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH.authPort}`,
        THROTTLE_LIMIT: '100000000',
      },
      log,
      quiet: true,
    });
    children.push(api);
    await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`, {
      name: 'api',
      isAlive: api.isAlive,
      ok: (s) => s === 200,
    });

    const user = await identityClient(auth.url).signUp();
    const seedStarted = performance.now();
    const { orgId, counts, teamId } = await withClient(dbUrl, async (client) => {
      const orgId = await seedOrganization(client, { name: 'Bench AS', people: PEOPLE, adminUid: user.uid });
      await seedOrganization(client, { name: 'Naboen AS', people: PEOPLE, adminUid: null });
      // Statistics and the visibility map (index-only scans), as autovacuum would leave them.
      await client.query('VACUUM ANALYZE');
      const counts = (
        await client.query(
          `SELECT (SELECT count(*) FROM membership WHERE organization_id = $1 AND NOT is_admin)::int AS members,
                (SELECT count(*) FROM vacation_request WHERE organization_id = $1)::int AS requests,
                (SELECT count(*) FROM vacation_request)::int AS all_requests`,
          [orgId],
        )
      ).rows[0];
      const teamId = (
        await client.query(`SELECT id FROM team WHERE organization_id = $1 ORDER BY name LIMIT 1`, [orgId])
      ).rows[0].id;
      return { orgId, counts, teamId };
    });
    log(
      `Seedet på ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${counts.members} ansatte (+5 admins), ` +
        `${counts.requests} forespørsler i organisasjonen, ${counts.all_requests} totalt (to organisasjoner)`,
    );

    const base = `http://127.0.0.1:${API_PORT}/api/Staffing/organization/${orgId}`;
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

    await withClient(dbUrl, async (client) => {
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
  } finally {
    await stopAll();
    if (!env.BENCH_KEEP_DB)
      await withClient(SERVER_URL, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`),
      ).catch(() => undefined);
  }
}

/** The exact statement the API runs, read from the benchmark's API build. */
async function loadStaffingSql() {
  const module = await import(join(ROOT, 'tools/bench/dist/api/staffing/staffing.sql.js'));
  return module.STAFFING_MONTH_SQL;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
