#!/usr/bin/env node
// 'Importer ansatte' benchmark (issue 26): a Pro organisation of 200 members in 10 teams; a CSV of
// 2,000 rows as Norwegian Excel writes it (BOM, ';', CRLF): the 200 members with new yearly days and
// 1,800 new people in the existing teams. Prints the preview's time (median of BENCH_PREVIEWS), the
// import's (one transaction: 1,800 invitations through the outbox, 200 updates) and a re-import's (the
// same file: nothing to do). Figures are printed, never asserted (goal: preview <= 3 s, import <= 10 s).
//
//   npm run bench:import
// Env: BENCH_PG_URL (a fresh database ferieplan_import_bench_* is created and dropped unless
//      BENCH_KEEP_DB=1), BENCH_ROWS (2000), BENCH_PREVIEWS (5). FIREBASE_AUTH_EMULATOR_HOST reuses an emulator.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApi, startApi } from './lib/api-server.mjs';
import { withClient } from './lib/database.mjs';
import { apiClient } from './lib/http.mjs';
import { runBench } from './lib/run.mjs';
import { seedOrganization } from './lib/seed.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 5);
const MEMBERS = 200;
const log = (line) => console.log(line);
const seconds = (msValue) => `${(msValue / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** The members' rows (by their seeded e-mails) and new people, in the template's columns. */
function importFile(slug) {
  const lines = ['Navn;E-post;Team;Feriedager per år;Ansatt fra;Fødselsår;Arbeidsdager;Administrator'];
  for (let n = 1; n <= ROWS; n++) {
    const existing = n <= MEMBERS;
    const email = existing ? `ansatt${n}@${slug}.test` : `ny${n}@${slug}.test`;
    lines.push(
      `${existing ? `Ansatt ${n}` : `Ny Person ${n}`};${email};Team ${1 + (n % 10)};30;${String(1 + (n % 28)).padStart(2, '0')}.0${1 + (n % 9)}.2026;${1960 + (n % 40)};${n % 3 === 0 ? 'man–ons' : 'man–fre'};nei`,
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`).toString('base64');
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { elapsed: performance.now() - started, result };
}

async function main(defer) {
  const api = await startApi({ main: await buildApi(log), databasePrefix: 'ferieplan_import_bench', defer });
  const orgId = await withClient(api.databaseUrl, (client) =>
    seedOrganization(client, {
      name: 'Import Bench',
      people: MEMBERS,
      teams: 10,
      admins: 1,
      adminUid: api.user.uid,
    }),
  );
  const call = apiClient(api.base, api.user.idToken);
  const body = { fileName: 'ansatte.csv', content: importFile('importbench') };
  log(
    `Fil: ${ROWS} rader, ${(Buffer.from(body.content, 'base64').length / 1024).toFixed(0)} KB; organisasjon med ${MEMBERS} medlemmer i 10 team`,
  );
  log(`Maskin: ${cpus().length} kjerner, load average ${load()} (delt med andre prosesser)`);

  const previews = [];
  for (let i = 0; i < PREVIEWS + 1; i++) {
    const { elapsed, result } = await timed(() =>
      call('POST', `/EmployeeImport/organization/${orgId}/preview`, body),
    );
    if (result.status !== 200)
      throw new Error(`preview: HTTP ${result.status} ${JSON.stringify(result.body)}`);
    if (i === 0)
      log(
        `Forhåndsvisning: ${JSON.stringify(result.body.counts)} (første kall ${seconds(elapsed)}, med oppvarming)`,
      );
    else previews.push(elapsed);
  }
  previews.sort((a, b) => a - b);
  log(
    `Forhåndsvisning, ${ROWS} rader: median ${seconds(previews[Math.floor(previews.length / 2)])}, maks ${seconds(previews.at(-1))} (mål <= 3 s); load ${load()}`,
  );

  const imported = await timed(() => call('POST', `/EmployeeImport/organization/${orgId}`, body));
  if (imported.result.status !== 200)
    throw new Error(`import: HTTP ${imported.result.status} ${JSON.stringify(imported.result.body)}`);
  log(
    `Import, ${ROWS} rader i én transaksjon: ${seconds(imported.elapsed)} (mål <= 10 s) ${JSON.stringify(imported.result.body)}; load ${load()}`,
  );

  const again = await timed(() => call('POST', `/EmployeeImport/organization/${orgId}`, body));
  log(`Samme fil på nytt: ${seconds(again.elapsed)} ${JSON.stringify(again.result.body)}`);
  const mails = await withClient(
    api.databaseUrl,
    async (client) =>
      (await client.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE organization_id = $1`, [orgId]))
        .rows[0].n,
  );
  log(`E-poster i utboksen: ${mails}`);
}

await runBench(main);
