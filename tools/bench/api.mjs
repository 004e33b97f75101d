#!/usr/bin/env node
// npm run bench:api — on real PostgreSQL, an organisation of 2,000 members (20 teams) with 16,000 requests
// in the year, 50 connections, in one run: the admin's default view (GET /api/VacationRequests/organization/{id}
// ?year=<this year>&status=Pending&limit=50), a bare Fastify + pg route running the same SQL, and the
// employee list as the Employees tab asks for it (GET /api/Users/organization/{id}?limit=50; balances in
// SQL; BENCH_EMPLOYEE_LIMIT=0 asks for every member). Prints req/s, p50/p99 and response sizes, each API
// route's req/s and p99 as ratios to the bare route's in the same run (issue 28's goals for the default
// view: >= 85 % of its req/s, p99 <= 1.2x its p99), the
// API's time from process start to /api/health answering and its resident memory after the load.
// Asserts nothing.
//
// Needs: PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database, BENCH_DB_PREFIX (default ferieplan_bench) + a timestamp, is created and dropped unless
// BENCH_KEEP_DB=1), the built API (npx nx run @ferieplan/api:build, which builds the libraries it needs). FIREBASE_AUTH_EMULATOR_HOST reuses a running
// Auth emulator, otherwise one is started on free ports. BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50),
// BENCH_VIEW_LIMIT (50; 0: the view without pages), BENCH_EXPLAIN=1 prints the query plans,
// BENCH_API_NODE_ARGS node options for the API process (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'),
// BENCH_BARE_NODE_ARGS the same for the bare route's process, BENCH_BASELINE_NODE_ARGS for the baseline
// build's (default: BENCH_API_NODE_ARGS; with BENCH_API_BASELINE=this build's main.js it compares node
// options, e.g. GC settings, in one run),
// BENCH_PG_SOCKET=<directory> (e.g. /var/run/postgresql): the API and the bare route reach PostgreSQL over
// its unix socket there instead of TCP (seeding stays on BENCH_PG_URL). Besides req/s, each route's CPU
// time per request (utime + stime of the serving process, /proc): steadier than req/s on shared cores.
// BENCH_API_BASELINE=<another build's main.js> (e.g. main's build copied to services/api/dist/baseline,
// where it finds the API's packages): that build is started on the same database too, and both routes
// are measured on it right after this build's, so before/after come from one run under the same load.
// BENCH_ROUNDS=<n>: the whole measurement n times (even rounds measure the bare route and the baseline
// build first), then the median of each round's own ratios: on a shared machine the load moves between
// rounds; and each side's p50/p99 of every request of all rounds pooled (to 0.01 ms), a second estimate of
// the same goal (a single disturbed window weighs more in it than in the median).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { startChild } from '../kit/child-process.mjs';
import { freePort } from '../kit/port-check.mjs';
import { waitForHttp } from '../kit/wait-for.mjs';
import { builtApi, startApi, startApiProcess } from './lib/api-server.mjs';
import { withClient } from './lib/database.mjs';
import { explainClient, explainStatement } from './lib/explain.mjs';
import { pooledLoad } from './lib/latency.mjs';
import { measureLoad } from './lib/load.mjs';
import { runBench } from './lib/run.mjs';
import { seedOrganization } from './lib/seed.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
/** BENCH_ROUNDS: the measurements repeated, in the same order, that many times (medians printed at the end). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MEMBERS = 2000;
const TEAMS = 20;
const REQUESTS = 16000;
/**
 * The admin's default view: pending requests of the selected year, first page. BENCH_VIEW_LIMIT=0 asks
 * without a limit, as the admin UI did before the list had pages.
 */
const VIEW_LIMIT = Number(process.env.BENCH_VIEW_LIMIT ?? 50);
const DEFAULT_VIEW = {
  year: new Date().getFullYear(),
  status: 'Pending',
  ...(VIEW_LIMIT > 0 ? { limit: VIEW_LIMIT } : {}),
};
/** The employee list as the admin's Employees tab asks for it: a page of 50; BENCH_EMPLOYEE_LIMIT=0 asks for all. */
const EMPLOYEE_LIMIT = Number(process.env.BENCH_EMPLOYEE_LIMIT ?? 50);
/**
 * The bench user's Pro organisation: 2,000 members in 20 teams, 16,000 requests (8 each) spread over
 * the year with mixed statuses. Returns its id and the number of requests.
 */
async function seed(databaseUrl, adminUid) {
  return withClient(databaseUrl, async (client) => {
    const organizationId = await seedOrganization(client, {
      name: 'Benchmark AS',
      people: MEMBERS,
      teams: TEAMS,
      admins: 1,
      adminUid,
    });
    const year = new Date().getFullYear();
    // Member i's k-th request starts on day 45k + (i % 40) of the year: a member's requests never overlap.
    await client.query(
      `WITH members AS (SELECT array_agg(id ORDER BY user_uid) AS ids FROM membership WHERE organization_id = $1 AND NOT is_admin)
       INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, description, status)
         SELECT $1, members.ids[1 + g % $4], make_date($2, 1, 1) + (45 * (g / $4) + g % 40), make_date($2, 1, 1) + (45 * (g / $4) + g % 40) + (g % 5),
                'Ferie ' || g, (ARRAY['Pending','Approved','Rejected'])[1 + g % 3]
           FROM generate_series(0, $3 - 1) g, members`,
      [organizationId, year, REQUESTS, MEMBERS],
    );
    // As autovacuum leaves a real database (and as bench:reports/bench:staffing seed): the visibility map
    // set, so the count behind X-Total-Count can read the index alone.
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM vacation_request WHERE organization_id = $1',
      [organizationId],
    );
    return { organizationId, requests: rows[0].n };
  });
}

// The bare server runs from a temporary file: its imports are absolute URLs resolved from here.
const requireHere = createRequire(import.meta.url);
const moduleUrl = (name) => JSON.stringify(pathToFileURL(requireHere.resolve(name)).href);
const bareServer = (sqlModule) => `
import Fastify from ${moduleUrl('fastify')};
import pg from ${moduleUrl('pg')};
import * as sqls from ${JSON.stringify(pathToFileURL(sqlModule).href)};
// As the API's pool (services/api/src/database/database.module.ts): no JIT, generic plans for prepared statements.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: '-c jit=off -c plan_cache_mode=force_generic_plan',
});
const app = Fastify();
const view = ${JSON.stringify(DEFAULT_VIEW)};
const callerUid = process.env.BENCH_CALLER_UID;
// The API's SQL for the view: with a limit, where the build has it, its one statement (the caller's
// is_admin, the total and the page), prepared as the API prepares it; otherwise the page and, where
// the build counts the total, the count.
app.get('/bare/:organizationId', async (req, reply) => {
  const organizationId = req.params.organizationId;
  if (view.limit && sqls.organizationRequestsPageSql) {
    const { sql, params } = sqls.organizationRequestsPageSql(organizationId, view, callerUid);
    const { rows } = await pool.query({ name: 'bare_page', text: sql, values: params });
    if (rows[0].callerIsAdmin !== true) return reply.code(403).send();
    reply.header('X-Total-Count', String(rows[0].total));
    if (rows[0].id === null) return [];
    return rows.slice(0, view.limit).map(({ callerIsAdmin, total, createdAtKey, ...row }) => row);
  }
  const { sql, params } = sqls.organizationRequestsSql(organizationId, view);
  if (!sqls.organizationRequestsCountSql) return (await pool.query(sql, params)).rows;
  const count = sqls.organizationRequestsCountSql(organizationId, view);
  const [page, total] = await Promise.all([pool.query(sql, params), pool.query(count.sql, count.params)]);
  reply.header('X-Total-Count', String(total.rows[0].total));
  return view.limit ? page.rows.slice(0, view.limit) : page.rows;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// An exit of its own on SIGTERM: --cpu-prof (BENCH_BARE_NODE_ARGS) writes its profile then.
process.once('SIGTERM', () => process.exit(0));
`;

// fineLatency: every 2xx's duration, pooled over the rounds for the p99s below the medians.
const measure = (label, url, headers, pid) =>
  measureLoad({ label, url, headers, pid, connections: CONNECTIONS, duration, fineLatency: true });

async function main(defer) {
  const apiMain = builtApi();
  const sqlModule = builtApi('vacation-requests/vacation-request.sql.js');
  const api = await startApi({
    main: apiMain,
    databasePrefix: 'ferieplan_bench',
    env: { DB_POOL_SIZE: '10' },
    nodeArgs: process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    reach: viaSocket,
    defer,
  });
  const { databaseUrl } = api;
  const { idToken: token, uid } = api.user;
  const { organizationId, requests: seeded } = await seed(databaseUrl, uid);

  const baseline = process.env.BENCH_API_BASELINE
    ? await startAnotherApi(process.env.BENCH_API_BASELINE, api, viaSocket(databaseUrl), defer)
    : null;
  // With a baseline, this build is measured on a process started as the baseline's is, not on the one
  // that migrated the database and answered first: both sides start alike. (A/A runs, the same build on
  // both sides: 103 % CPU per request before this, 100 % after; a median of 8 rounds moves ±5 % here.)
  const measured = baseline ? await startAnotherApi(apiMain, api, viaSocket(databaseUrl), defer) : api;
  const apiBase = measured.base;
  const startRssMiB = residentMiB(measured.pid);

  const barePort = await freePort();
  const bareFile = join(mkdtempSync(join(tmpdir(), 'ferieplan-bench-bare-')), 'bare.mjs');
  writeFileSync(bareFile, bareServer(sqlModule));
  defer(async () => rmSync(dirname(bareFile), { recursive: true, force: true }));
  const bare = startChild({
    name: 'bare Fastify',
    command: process.execPath,
    args: [...(process.env.BENCH_BARE_NODE_ARGS?.split(' ').filter(Boolean) ?? []), bareFile],
    env: {
      ...process.env,
      PORT: String(barePort),
      DATABASE_URL: viaSocket(databaseUrl),
      BENCH_CALLER_UID: uid,
    },
    quiet: true,
  });
  defer(() => bare.stop());
  const bareUrl = `http://127.0.0.1:${barePort}/bare/${organizationId}`;
  await waitForHttp(bareUrl, { name: 'bare Fastify', isAlive: bare.isAlive, ok: (s) => s === 200 });

  const query = new URLSearchParams(Object.entries(DEFAULT_VIEW).map(([k, v]) => [k, String(v)]));
  const requestsUrl = `${apiBase}/VacationRequests/organization/${organizationId}?${query}`;
  const employeesUrl = `${apiBase}/Users/organization/${organizationId}${EMPLOYEE_LIMIT > 0 ? `?limit=${EMPLOYEE_LIMIT}` : ''}`;
  const auth = { authorization: `Bearer ${token}` };
  console.log(
    `Seeded ${MEMBERS} members in ${TEAMS} teams, ${seeded} requests. ${CONNECTIONS} connections, ${duration} s each.`,
  );
  for (const [label, url, h] of [
    ['default view', requestsUrl, auth],
    ['bare route', bareUrl, {}],
    ['employee list', employeesUrl, auth],
  ]) {
    const response = await fetch(url, { headers: { ...h, 'accept-encoding': 'identity' } });
    const body = await response.text();
    const rows = response.ok
      ? `${JSON.parse(body).length} rows, ${(body.length / 1024).toFixed(1)} KiB`
      : `HTTP ${response.status}`;
    const total = response.headers.get('x-total-count');
    console.log(
      `  ${label.padEnd(14)} ${rows}${total ? `, X-Total-Count ${total}` : ''}${response.headers.get('link') ? ', Link: next' : ''}`,
    );
  }
  if (process.env.BENCH_PG_SOCKET)
    console.log(`API and bare route on PostgreSQL's unix socket in ${process.env.BENCH_PG_SOCKET}.`);
  console.log(
    `Machine load average before the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared cores: figures vary with load).`,
  );

  if (process.env.BENCH_EXPLAIN) await explain(databaseUrl, organizationId, uid, sqlModule);
  const loadStarted = performance.now();
  const baselineUrl = (url) => url.replace(apiBase, baseline?.base);
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`\nRound ${round} of ${ROUNDS}, load average ${loadavg()[0].toFixed(1)}:`);
    // Even rounds measure the baseline build before this one: neither gets the better place every time.
    const both = async (...pair) => {
      const [first, second] = round % 2 === 0 && pair.length === 2 ? [pair[1], pair[0]] : pair;
      const measured = [await first(), ...(second ? [await second()] : [])];
      return round % 2 === 0 ? measured.reverse() : measured;
    };
    const onBaseline = (label, url) =>
      baseline ? [() => measure(label, baselineUrl(url), auth, baseline.pid)] : [];
    // Even rounds also measure the bare route before the default view: otherwise the view always
    // follows the previous round's employee list in the same process, the bare route never.
    const bareRoute = () => measure('bare Fastify + pg, same SQL', bareUrl, {}, bare.pid);
    const bareFirst = round % 2 === 0 ? await bareRoute() : null;
    const results = [
      ...(await both(
        () => measure("Admin's default view (API)", requestsUrl, auth, measured.pid),
        ...onBaseline('Default view (baseline build)', requestsUrl),
      )),
      bareFirst ?? (await bareRoute()),
      ...(await both(
        () => measure('Employee list (API)', employeesUrl, auth, measured.pid),
        ...onBaseline('Employee list (baseline build)', employeesUrl),
      )),
    ];
    printResults(results, baseline);
    rounds.push(results);
  }
  if (ROUNDS > 1) printMedians(rounds, baseline);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const rssMiB = residentMiB(measured.pid);
  console.log(
    `API process: start to /api/health answering ${(api.startupMs / 1000).toFixed(1)} s (migrations on an empty database included); resident memory ${startRssMiB} MiB once answering, ${rssMiB} MiB after ${loadSeconds.toFixed(0)} s of load.`,
  );
}

/** One round's table and issue 28's ratios (to the bare route, and to the baseline build when there is one). */
function printResults(results, baseline) {
  console.log('');
  console.log(
    'route                                   req/s     p50 ms   p99 ms   requests  non-2xx/errors  CPU ms/request',
  );
  for (const r of results) {
    console.log(
      `${r.label.padEnd(38)} ${r.rps.toFixed(1).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.total).padStart(10)} ${String(r.non2xx).padStart(8)} ${r.cpuPerRequest.toFixed(2).padStart(15)}`,
    );
  }
  // Issue 28's goals, as ratios to the bare route in the same run (absolute figures vary with the load).
  const byLabel = (start) => results.find((r) => r.label.startsWith(start));
  const [view, bareRoute, employees] = ['Admin', 'bare', 'Employee list (API)'].map(byLabel);
  const cpuRatio = (bareRoute.cpuPerRequest / view.cpuPerRequest) * 100;
  console.log(
    `\nDefault view: API = ${percentOf(view, bareRoute)}% of the bare route's req/s (goal >= 85%); p99 ${view.p99} ms = ${p99Ratio(view, bareRoute)}x the bare route's ${bareRoute.p99} ms (goal <= 1.2x). By CPU per request: the bare route's = ${cpuRatio.toFixed(0)}% of the API's.`,
  );
  console.log(
    `Employee list: API = ${percentOf(employees, bareRoute)}% of the bare route's req/s; p50 ${employees.p50} ms, p99 ${employees.p99} ms = ${p99Ratio(employees, bareRoute)}x the bare route's.`,
  );
  if (baseline) {
    for (const [label, now, before] of [
      ['Default view', view, byLabel('Default view (baseline')],
      ['Employee list', employees, byLabel('Employee list (baseline')],
    ])
      console.log(
        `${label}, this build vs the baseline build: CPU ${now.cpuPerRequest.toFixed(2)} vs ${before.cpuPerRequest.toFixed(2)} ms/request, ${now.rps.toFixed(0)} vs ${before.rps.toFixed(0)} req/s (${percentOf(now, bareRoute)}% vs ${percentOf(before, bareRoute)}% of the bare route's), p99 ${now.p99} vs ${before.p99} ms.`,
      );
  }
}

/**
 * BENCH_ROUNDS > 1: the medians over the rounds of each ratio (taken within its round: the machine's
 * load changes between rounds, the ratio inside one round much less).
 */
function printMedians(rounds, baseline) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const of = (results, start) => results.find((r) => r.label.startsWith(start));
  const ratios = (now, then, field) =>
    rounds.map((results) => of(results, now)[field] / of(results, then)[field]);
  const percent = (values) =>
    `${(median(values) * 100).toFixed(0)}% (${values.map((v) => (v * 100).toFixed(0)).join(', ')})`;
  console.log(`\nMedians over ${rounds.length} rounds (each round's own ratio):`);
  console.log(`  Default view req/s, % of the bare route's: ${percent(ratios('Admin', 'bare', 'rps'))}`);
  console.log(`  Default view p99, x the bare route's: ${median(ratios('Admin', 'bare', 'p99')).toFixed(2)}`);
  // The same goal from every request of all rounds at once: a p99 of tens of thousands of durations,
  // to 0.01 ms, instead of a median of a few windows' whole-millisecond p99s. The rounds alternate which
  // side goes first, so both pools hold the same mix of the machine's quieter and busier moments.
  const pooled = (start) => pooledLoad(rounds.map((results) => of(results, start))).fine;
  const bareLatency = pooled('bare');
  const pooledLine = (label, start) => {
    const { p50, p99, count } = pooled(start);
    console.log(
      `  ${label} p99 pooled over the rounds: ${p99} ms vs the bare route's ${bareLatency.p99} ms = ${(p99 / bareLatency.p99).toFixed(2)}x (p50 ${p50} vs ${bareLatency.p50} ms; ${count} vs ${bareLatency.count} requests)`,
    );
  };
  pooledLine('Default view', 'Admin');
  if (baseline) pooledLine('Baseline default view', 'Default view (baseline');
  if (baseline) {
    console.log(
      `  Baseline default view req/s, % of the bare route's: ${percent(ratios('Default view (baseline', 'bare', 'rps'))}`,
    );
    console.log(
      `  Baseline default view p99, x the bare route's: ${median(ratios('Default view (baseline', 'bare', 'p99')).toFixed(2)}`,
    );
    console.log(
      `  Default view CPU per request, this build / baseline: ${percent(ratios('Admin', 'Default view (baseline', 'cpuPerRequest'))}`,
    );
    console.log(
      `  Employee list CPU per request, this build / baseline: ${percent(ratios('Employee list (API)', 'Employee list (baseline', 'cpuPerRequest'))}`,
    );
  }
}

/**
 * BENCH_EXPLAIN=1: EXPLAIN (ANALYZE, BUFFERS) of the default view as the built API runs it (one statement
 * with the caller's is_admin where the build has it; else the page and its count) and the employee list.
 */
async function explain(databaseUrl, organizationId, callerUid, sqlModule) {
  const sqls = await import(pathToFileURL(sqlModule).href);
  const employees = join(dirname(sqlModule), '../users/employee-list.sql.js');
  const queries = [];
  if (DEFAULT_VIEW.limit && sqls.organizationRequestsPageSql) {
    queries.push(['default view', sqls.organizationRequestsPageSql(organizationId, DEFAULT_VIEW, callerUid)]);
  } else {
    queries.push(['default view', sqls.organizationRequestsSql(organizationId, DEFAULT_VIEW)]);
    if (sqls.organizationRequestsCountSql)
      queries.push(['default view count', sqls.organizationRequestsCountSql(organizationId, DEFAULT_VIEW)]);
  }
  if (existsSync(employees)) {
    const { employeeListSql, employeePageSql } = await import(pathToFileURL(employees).href);
    const years = [DEFAULT_VIEW.year - 1, DEFAULT_VIEW.year, DEFAULT_VIEW.year + 1];
    // As the API runs it: a page in one statement with the caller's is_admin where the build has it.
    queries.push([
      'employee list',
      EMPLOYEE_LIMIT > 0 && employeePageSql
        ? employeePageSql(organizationId, { years, limit: EMPLOYEE_LIMIT }, callerUid)
        : employeeListSql(organizationId, {
            years,
            ...(EMPLOYEE_LIMIT > 0 ? { limit: EMPLOYEE_LIMIT } : {}),
          }),
    ]);
  }
  // Both page statements are prepared by the API, so each is explained as it runs there (its generic
  // plan), after the one-off plan for its values.
  const client = await explainClient(databaseUrl);
  for (const [label, { sql, params }] of queries) {
    const custom = await explainStatement(client, { text: sql, values: params, generic: false });
    const generic = await explainStatement(client, { text: sql, values: params, generic: true });
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS) ${label}, prepared (generic plan, as the API runs it):\n${generic.lines.map((line) => `  ${line}`).join('\n')}` +
        `\n  Planned for its values instead (unprepared): Planning Time: ${custom.planningMs} ms, Execution Time: ${custom.executionMs} ms`,
    );
  }
  await client.end();
}

/** A route's req/s as a percentage of the bare route's. */
const percentOf = (route, bare) => ((route.rps / bare.rps) * 100).toFixed(0);
/** A route's p99 as a multiple of the bare route's. */
const p99Ratio = (route, bare) => (route.p99 / bare.p99).toFixed(2);

/**
 * A further API process of build `main` (BENCH_API_BASELINE's, or this build's own beside it) on the same
 * database, Auth emulator and settings as `api` (its migrations are already applied). Resolves with its
 * base URL and process id.
 */
async function startAnotherApi(main, api, databaseUrl, defer) {
  if (!existsSync(main)) throw new Error(`${main} does not exist (BENCH_API_BASELINE?)`);
  const port = await freePort();
  const { child } = await startApiProcess({
    main,
    port,
    nodeArgs:
      (process.env.BENCH_BASELINE_NODE_ARGS ?? process.env.BENCH_API_NODE_ARGS)?.split(' ').filter(Boolean) ??
      [],
    env: {
      DATABASE_URL: databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: api.emulatorHost,
      THROTTLE_LIMIT: '100000000',
      DB_POOL_SIZE: '10',
    },
  });
  defer(() => child.stop(15_000));
  return { base: `http://127.0.0.1:${port}/api`, pid: child.pid };
}

/** The database URL the servers use: over the unix socket in BENCH_PG_SOCKET when it is set. */
function viaSocket(databaseUrl) {
  const socketDir = process.env.BENCH_PG_SOCKET;
  if (!socketDir) return databaseUrl;
  const url = new URL(databaseUrl);
  return `postgres://${url.username}@${url.pathname}?host=${encodeURIComponent(socketDir)}`;
}

/** VmRSS of a process from /proc (Linux), in MiB, with its anonymous (heaps) and file-backed (code) parts. */
function residentMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mib = (field) => (Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024).toFixed(0);
    return `${mib('VmRSS')} (anonymous ${mib('RssAnon')}, files ${mib('RssFile')})`;
  } catch {
    return '?';
  }
}

await runBench(main);
