#!/usr/bin/env node
// Report and export benchmark (issue 13): seeds a Pro organisation of 2,000 members (20 teams, 5
// admins) with 16,000 requests in 2027 (eight per member, 85 % approved, 10 % pending, 5 % rejected),
// transfers for a tenth of them, and a same-sized neighbour organisation; starts the built API and the
// Auth emulator, then prints p50/p90 of each report route and the time of each export. Figures are
// printed, never asserted (the goal: each report <= 200 ms p50, each export <= 2 s).
//
//   npm run bench:reports
// Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres; a fresh database ferieplan_reports_bench_*
//      is created and dropped unless BENCH_KEEP_DB=1), BENCH_PEOPLE (2000), BENCH_REQUESTS (50),
//      BENCH_EXPORTS (10). FIREBASE_AUTH_EMULATOR_HOST reuses a running Auth emulator.
import { cpus, loadavg } from 'node:os';
import { buildApi, startApi } from './lib/api-server.mjs';
import { withClient } from './lib/database.mjs';
import { ms, sequential } from './lib/http.mjs';
import { runBench } from './lib/run.mjs';
import { seedOrganization, seedRequests, seedWithNeighbour } from './lib/seed.mjs';

const env = process.env;
const PEOPLE = Number(env.BENCH_PEOPLE ?? 2000);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 50);
const EXPORTS = Number(env.BENCH_EXPORTS ?? 10);
const YEAR = 2027;
const log = (line) => console.log(line);

/**
 * Eight non-overlapping requests per member in YEAR: seven short breaks and a 2-4 week summer holiday,
 * and transfers into YEAR for a tenth of the members.
 */
async function seed(client, { name, adminUid }) {
  const id = await seedOrganization(client, { name, people: PEOPLE, adminUid });
  await seedRequests(client, id, {
    years: [YEAR],
    windows: [
      [5, 20, 1, 3],
      [40, 25, 1, 4],
      [80, 20, 1, 4],
      [120, 20, 1, 4],
      [166, 40, 10, 10],
      [230, 25, 1, 4],
      [275, 25, 1, 4],
      [320, 25, 1, 4],
    ],
  });
  await client.query(
    `INSERT INTO vacation_transfer (membership_id, from_year, organization_id, days, decided_by_uid)
     SELECT id, $2 - 1, organization_id, 1 + floor(random() * 10)::int, 'bench'
     FROM membership WHERE organization_id = $1 AND NOT is_admin AND random() < 0.1`,
    [id, YEAR],
  );
  return id;
}

async function main(defer) {
  const api = await startApi({ main: await buildApi(log), databasePrefix: 'ferieplan_reports_bench', defer });
  const { user, databaseUrl } = api;
  const { id: orgId, teamId, seconds } = await seedWithNeighbour(databaseUrl, seed, user.uid);
  const counts = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM membership WHERE organization_id = $1)::int AS members,
            (SELECT count(*) FROM vacation_request WHERE organization_id = $1)::int AS requests,
            (SELECT count(*) FROM vacation_request WHERE organization_id = $1 AND status = 'Approved')::int AS approved`,
      [orgId],
    );
    return rows[0];
  });
  log(
    `Seedet på ${seconds.toFixed(1)} s: ${counts.members} medlemmer, ` +
      `${counts.requests} forespørsler i ${YEAR} (${counts.approved} godkjent), og en like stor naboorganisasjon`,
  );
  log(
    `Maskin: ${cpus().length} kjerner, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (delt med andre prosesser)`,
  );

  const base = `${api.base}/Reports/organization/${orgId}`;
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
}

await runBench(main);
