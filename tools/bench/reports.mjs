#!/usr/bin/env node
// Report and export benchmark (issue 13): seeds a Pro organisation of 2,000 members (20 teams, 5
// admins) with 16,000 requests in 2027 (eight per member, 85 % approved, 10 % pending, 5 % rejected),
// transfers for a tenth of them, and a same-sized neighbour organisation; starts the built API and the
// Auth emulator, then prints p50/p90 of each report route and the time of each export. Figures are
// printed, never asserted (the goal: each report <= 200 ms p50, each export <= 2 s).
//
//   node tools/bench/reports.mjs
// Env: BENCH_DB_SERVER (postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB (ferieplan_reports_bench),
//      BENCH_PORT_BASE (23800: API +0, auth emulator +1..+3), BENCH_PEOPLE (2000), BENCH_REQUESTS (50),
//      BENCH_EXPORTS (10), BENCH_KEEP_DB=1 keeps the database afterwards.
import { cpus, loadavg } from 'node:os';
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
  insertProOrganizationWithTeams,
  ms,
  recreateDatabase,
  sequential,
  withClient,
} from './lib/api-bench.mjs';

const env = process.env;
const SERVER_URL = env.BENCH_DB_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = env.BENCH_DB ?? 'ferieplan_reports_bench';
const BASE = Number(env.BENCH_PORT_BASE ?? 23800);
const PEOPLE = Number(env.BENCH_PEOPLE ?? 2000);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 50);
const EXPORTS = Number(env.BENCH_EXPORTS ?? 10);
const PROJECT_ID = 'demo-ferieplan';
const AUTH = { authPort: BASE + 1, hubPort: BASE + 2, loggingPort: BASE + 3 };
const YEAR = 2027;
if (!/^ferieplan_reports\w*$/.test(DB_NAME)) throw new Error('BENCH_DB must start with ferieplan_reports');
const dbUrl = databaseUrl(SERVER_URL, DB_NAME);
const log = (line) => console.log(line);

/** Eight non-overlapping requests per member in YEAR: seven short breaks and a 2-4 week summer holiday. */
async function seedOrganization(client, { name, people, adminUid }) {
  const id = await insertProOrganizationWithTeams(client, name);
  await client.query(
    `WITH teams AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS idx FROM team WHERE organization_id = $1)
     INSERT INTO membership (organization_id, user_uid, name, email, is_admin, team_id, birth_year)
     SELECT $1, $3 || '-' || n, 'Ansatt ' || n, 'ansatt' || n || '@' || $3 || '.test', false, teams.id, 1960 + n % 40
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
       VALUES (5, 20, 1, 3), (40, 25, 1, 4), (80, 20, 1, 4), (120, 20, 1, 4),
              (166, 40, 10, 10), (230, 25, 1, 4), (275, 25, 1, 4), (320, 25, 1, 4)
     ),
     planned AS (
       SELECT m.id AS membership_id, make_date($2, 1, 1) + w.first_day + floor(random() * w.spread)::int AS start_date,
              w.min_len + floor(random() * w.extra_len)::int AS days, random() AS r
       FROM membership m CROSS JOIN windows w
       WHERE m.organization_id = $1 AND m.is_admin = false
     )
     INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status, approved_at)
     SELECT $1, membership_id, start_date, start_date + days - 1,
            CASE WHEN r < 0.85 THEN 'Approved' WHEN r < 0.95 THEN 'Pending' ELSE 'Rejected' END,
            CASE WHEN r < 0.85 THEN now() END
     FROM planned`,
    [id, YEAR],
  );
  await client.query(
    `INSERT INTO vacation_transfer (membership_id, from_year, organization_id, days, decided_by_uid)
     SELECT id, $2 - 1, organization_id, 1 + floor(random() * 10)::int, 'bench'
     FROM membership WHERE organization_id = $1 AND NOT is_admin AND random() < 0.1`,
    [id, YEAR],
  );
  return id;
}

async function main() {
  const children = [];
  const stopAll = () => Promise.allSettled(children.reverse().map((child) => child.stop()));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    log('Bygger bibliotekene ved behov / building the libraries if stale ...');
    await ensureBuilt({ web: false, allowOldBuilds: true, log }).catch((error) =>
      log(`ADVARSEL: ${error.message}`),
    );
    log('Kompilerer API-et til tools/bench/dist/api ...');
    const apiMain = buildApi();
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
        PORT: String(BASE),
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
    await waitForHttp(`http://127.0.0.1:${BASE}/api/health`, {
      name: 'api',
      isAlive: api.isAlive,
      ok: (s) => s === 200,
    });

    const user = await identityClient(auth.url).signUp();
    const seedStarted = performance.now();
    const { orgId, counts, teamId } = await withClient(dbUrl, async (client) => {
      const orgId = await seedOrganization(client, { name: 'Bench AS', people: PEOPLE, adminUid: user.uid });
      await seedOrganization(client, { name: 'Naboen AS', people: PEOPLE, adminUid: null });
      await client.query('VACUUM ANALYZE');
      const counts = (
        await client.query(
          `SELECT (SELECT count(*) FROM membership WHERE organization_id = $1)::int AS members,
                (SELECT count(*) FROM vacation_request WHERE organization_id = $1)::int AS requests,
                (SELECT count(*) FROM vacation_request WHERE organization_id = $1 AND status = 'Approved')::int AS approved`,
          [orgId],
        )
      ).rows[0];
      const teamId = (
        await client.query(`SELECT id FROM team WHERE organization_id = $1 ORDER BY name LIMIT 1`, [orgId])
      ).rows[0].id;
      return { orgId, counts, teamId };
    });
    log(
      `Seedet på ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${counts.members} medlemmer, ` +
        `${counts.requests} forespørsler i ${YEAR} (${counts.approved} godkjent), og en like stor naboorganisasjon`,
    );
    log(
      `Maskin: ${cpus().length} kjerner, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (delt med andre prosesser)`,
    );

    const base = `http://127.0.0.1:${BASE}/api/Reports/organization/${orgId}`;
    log(`\nRapporter, ${REQUESTS} sekvensielle kall etter 5 oppvarmingskall (mål: p50 <= 200 ms):`);
    for (const [label, url] of [
      ['employees (alle)', `${base}/employees?year=${YEAR}`],
      ['employees (ett team)', `${base}/employees?year=${YEAR}&teamId=${teamId}`],
      ['absence (alle)', `${base}/absence?year=${YEAR}`],
      ['busiest-days (alle)', `${base}/busiest-days?year=${YEAR}`],
      ['busiest-days (ett team)', `${base}/busiest-days?year=${YEAR}&teamId=${teamId}`],
    ]) {
      const r = await sequential(url, user.idToken, REQUESTS, 5);
      log(
        `  ${label.padEnd(24)} p50 ${ms(r.p50)}, p90 ${ms(r.p90)}, maks ${ms(r.max)}; svar ${r.bytes} byte (${r.gzipBytes} gzip)`,
      );
    }

    log(`\nEksport, ${EXPORTS} kall etter 2 oppvarmingskall (mål: <= 2 s):`);
    for (const kind of ['employees', 'approved-requests']) {
      for (const format of ['csv', 'xlsx']) {
        const r = await sequential(
          `${base}/${kind}/export?year=${YEAR}&format=${format}`,
          user.idToken,
          EXPORTS,
          2,
        );
        log(
          `  ${`${kind}.${format}`.padEnd(24)} p50 ${ms(r.p50)}, maks ${ms(r.max)}; fil ${(r.bytes / 1024).toFixed(0)} KiB`,
        );
      }
    }
  } finally {
    await stopAll();
    if (!env.BENCH_KEEP_DB)
      await withClient(SERVER_URL, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`),
      ).catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
