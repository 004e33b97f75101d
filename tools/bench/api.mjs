#!/usr/bin/env node
// npm run bench:api — on real PostgreSQL, an organisation of 2,000 members (20 teams) with 16,000 requests
// in the year, 50 connections, in one run: the admin's default view (GET /api/VacationRequests/organization/{id}
// ?year=<this year>&status=Pending&limit=50), a bare Fastify + pg route running the same SQL, and the
// employee list as the Employees tab asks for it (GET /api/Users/organization/{id}?limit=50; balances in
// SQL; BENCH_EMPLOYEE_LIMIT=0 asks for every member). Prints req/s, p50/p99 and response sizes, the
// API's time from process start to /api/health answering and its resident memory after the load.
// Asserts nothing.
//
// Needs: PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database, BENCH_DB_PREFIX (default ferieplan_bench) + a timestamp, is created and dropped), the built
// API (npx nx run @ferieplan/api:build, which builds the libraries it needs). FIREBASE_AUTH_EMULATOR_HOST reuses a running
// Auth emulator, otherwise one is started on free ports. BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50),
// BENCH_VIEW_LIMIT (50; 0: the view without pages), BENCH_EXPLAIN=1 prints the query plans,
// BENCH_API_NODE_ARGS node options for the API process (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'),
// BENCH_PG_SOCKET=<directory> (e.g. /var/run/postgresql): the API and the bare route reach PostgreSQL over
// its unix socket there instead of TCP (seeding stays on BENCH_PG_URL). Besides req/s, each route's CPU
// time per request (utime + stime of the serving process, /proc): steadier than req/s on shared cores.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';
import { identityClient } from '../kit/identity.mjs';
import { freePort } from '../kit/port-check.mjs';
import { waitForHttp } from '../kit/wait-for.mjs';
import { authEmulatorHost, freshDatabase } from './lib/api-bench.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiMain = join(root, 'services/api/dist/main.js');
const sqlModule = join(root, 'services/api/dist/vacation-requests/vacation-request.sql.js');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_DURATION ?? 10);
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
const cleanups = [];

function start(label, command, args, env, cwd = root) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c) => (log = (log + c).slice(-4000)));
  child.stderr.on('data', (c) => (log = (log + c).slice(-4000)));
  child.on('exit', (code) => code && code !== 143 && console.error(`${label} exited ${code}:\n${log}`));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return child;
}

/** 2,000 members in 20 teams, 16,000 requests (8 each) spread over the year with mixed statuses. */
async function seed(databaseUrl, organizationId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`UPDATE organization SET plan = 'Pro' WHERE id = $1`, [organizationId]);
  const { rows: teams } = await client.query(
    `INSERT INTO team (organization_id, name) SELECT $1, 'Team ' || g FROM generate_series(1, $2) g RETURNING id`,
    [organizationId, TEAMS],
  );
  const { rows: members } = await client.query(
    `INSERT INTO membership (organization_id, user_uid, name, email, team_id)
       SELECT $1, 'bench-' || g, 'Ansatt ' || g, 'ansatt' || g || '@example.test', ($3::uuid[])[1 + g % $4]
         FROM generate_series(1, $2) g
     RETURNING id`,
    [organizationId, MEMBERS, teams.map((t) => t.id), TEAMS],
  );
  const year = new Date().getFullYear();
  // Member i's k-th request starts on day 45k + (i % 40) of the year: a member's requests never overlap.
  await client.query(
    `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, description, status)
       SELECT $1, ($2::uuid[])[1 + g % $5], make_date($3, 1, 1) + (45 * (g / $5) + g % 40), make_date($3, 1, 1) + (45 * (g / $5) + g % 40) + (g % 5),
              'Ferie ' || g, (ARRAY['Pending','Approved','Rejected'])[1 + g % 3]
         FROM generate_series(0, $4 - 1) g`,
    [organizationId, members.map((m) => m.id), year, REQUESTS, MEMBERS],
  );
  // As autovacuum leaves a real database (and as bench:reports/bench:staffing seed): the visibility map
  // set, so the count behind X-Total-Count can read the index alone.
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query(
    'SELECT count(*)::int AS n FROM vacation_request WHERE organization_id = $1',
    [organizationId],
  );
  await client.end();
  return rows[0].n;
}

// The bare server runs from a temporary file: its imports are absolute URLs resolved from here.
const requireHere = createRequire(import.meta.url);
const moduleUrl = (name) => JSON.stringify(pathToFileURL(requireHere.resolve(name)).href);
const BARE_SERVER = `
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
`;

async function measure(label, url, headers, pid) {
  // A response slower than 30 s counts as a timeout.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers, timeout: 30 }); // warm-up
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 30 });
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / result.requests.total;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    non2xx,
    cpuPerRequest,
  };
}

async function main() {
  if (!existsSync(apiMain) || !existsSync(sqlModule)) {
    throw new Error('Build first: npx nx run @ferieplan/api:build');
  }
  const [emulatorHost, databaseUrl, apiPort, barePort] = await Promise.all([
    authEmulatorHost(cleanups),
    freshDatabase(serverUrl, process.env.BENCH_DB_PREFIX ?? 'ferieplan_bench', cleanups),
    freePort(),
    freePort(),
  ]);
  const serverDatabaseUrl = viaSocket(databaseUrl);
  const apiStarted = performance.now();
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const api = start('API', process.execPath, [...nodeArgs, apiMain], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: serverDatabaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: 'demo-ferieplan',
    THROTTLE_LIMIT: '100000000',
    DB_POOL_SIZE: '10',
  });
  const apiBase = `http://127.0.0.1:${apiPort}/api`;
  const startupMs = await firstAnswer(`${apiBase}/health`, apiStarted, () => api.exitCode === null);
  const startRssMiB = residentMiB(api.pid);
  const { idToken: token, uid } = await identityClient(`http://${emulatorHost}`).signUp();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${apiBase}/Organizations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Benchmark AS' }),
  });
  if (created.status !== 201)
    throw new Error(`create organisation: ${created.status} ${await created.text()}`);
  const { id: organizationId } = await created.json();
  const seeded = await seed(databaseUrl, organizationId);

  const bareFile = join(mkdtempSync(join(tmpdir(), 'ferieplan-bench-bare-')), 'bare.mjs');
  writeFileSync(bareFile, BARE_SERVER);
  cleanups.push(async () => rmSync(dirname(bareFile), { recursive: true, force: true }));
  const bare = start('bare Fastify', process.execPath, [bareFile], {
    PORT: String(barePort),
    DATABASE_URL: serverDatabaseUrl,
    BENCH_CALLER_UID: uid,
  });
  const bareUrl = `http://127.0.0.1:${barePort}/bare/${organizationId}`;
  await waitForHttp(bareUrl, {
    name: 'bare Fastify',
    isAlive: () => bare.exitCode === null,
    ok: (s) => s === 200,
  });

  const query = new URLSearchParams(Object.entries(DEFAULT_VIEW).map(([k, v]) => [k, String(v)]));
  const requestsUrl = `${apiBase}/VacationRequests/organization/${organizationId}?${query}`;
  const employeesUrl = `${apiBase}/Users/organization/${organizationId}${EMPLOYEE_LIMIT > 0 ? `?limit=${EMPLOYEE_LIMIT}` : ''}`;
  const auth = { authorization: headers.authorization };
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

  if (process.env.BENCH_EXPLAIN) await explain(databaseUrl, organizationId, uid);
  const loadStarted = performance.now();
  const results = [
    await measure("Admin's default view (API)", requestsUrl, auth, api.pid),
    await measure('bare Fastify + pg, same SQL', bareUrl, {}, bare.pid),
    await measure('Employee list (API)', employeesUrl, auth, api.pid),
  ];
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const rssMiB = residentMiB(api.pid);
  console.log('');
  console.log(
    'route                                   req/s     p50 ms   p99 ms   requests  non-2xx/errors  CPU ms/request',
  );
  for (const r of results) {
    console.log(
      `${r.label.padEnd(38)} ${r.rps.toFixed(1).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.total).padStart(10)} ${String(r.non2xx).padStart(8)} ${r.cpuPerRequest.toFixed(2).padStart(15)}`,
    );
  }
  const ratio = (results[0].rps / results[1].rps) * 100;
  const cpuRatio = (results[1].cpuPerRequest / results[0].cpuPerRequest) * 100;
  console.log(
    `\nDefault view: API = ${ratio.toFixed(0)}% of the bare route's req/s (goal >= 70%); p99 ${results[0].p99} ms (goal <= 50 ms). By CPU per request: the bare route's = ${cpuRatio.toFixed(0)}% of the API's.`,
  );
  console.log(`Employee list: p50 ${results[2].p50} ms (goal <= 100 ms).`);
  console.log(
    `API process: start to /api/health answering ${(startupMs / 1000).toFixed(1)} s (migrations on an empty database included); resident memory ${startRssMiB} MiB once answering, ${rssMiB} MiB after ${loadSeconds.toFixed(0)} s of load.`,
  );
}

/**
 * BENCH_EXPLAIN=1: EXPLAIN (ANALYZE, BUFFERS) of the default view as the built API runs it (one statement
 * with the caller's is_admin where the build has it; else the page and its count) and the employee list.
 */
async function explain(databaseUrl, organizationId, callerUid) {
  const sqls = await import(pathToFileURL(sqlModule).href);
  const employees = join(root, 'services/api/dist/users/employee-list.sql.js');
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
  // As the API's pool connections (services/api/src/database/database.module.ts): no JIT, and a
  // prepared statement always runs its generic plan. Both page statements are prepared by the API, so
  // each is explained as it runs there (PREPARE, then EXECUTE), after the one-off plan for its values.
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  await client.connect();
  const literal = (value) =>
    value === null || value === undefined ? 'NULL' : client.escapeLiteral(String(prepareValue(value)));
  for (const [label, { sql, params }] of queries) {
    const custom = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    const times = custom.rows
      .map((r) => r['QUERY PLAN'])
      .filter((line) => /^(Planning|Execution) Time/.test(line));
    await client.query(`PREPARE bench_explain AS ${sql}`);
    const generic = await client.query(
      `EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_explain(${params.map(literal).join(', ')})`,
    );
    await client.query('DEALLOCATE bench_explain');
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS) ${label}, prepared (generic plan, as the API runs it):\n${generic.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}` +
        `\n  Planned for its values instead (unprepared): ${times.join(', ')}`,
    );
  }
  await client.end();
}

/** Milliseconds from `since` until the URL answers 200, polled every 20 ms (the kit's wait polls every 250 ms). */
async function firstAnswer(url, since, isAlive) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('API exited while starting');
    const status = await fetch(url).then(
      (r) => (r.body?.cancel(), r.status),
      () => 0,
    );
    if (status === 200) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** The database URL the servers use: over the unix socket in BENCH_PG_SOCKET when it is set. */
function viaSocket(databaseUrl) {
  const socketDir = process.env.BENCH_PG_SOCKET;
  if (!socketDir) return databaseUrl;
  const url = new URL(databaseUrl);
  return `postgres://${url.username}@${url.pathname}?host=${encodeURIComponent(socketDir)}`;
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
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

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
