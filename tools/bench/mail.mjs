#!/usr/bin/env node
// npm run bench:mail — invitation e-mail latency: from POST /api/UserInvitations until the mail is in
// the SMTP catcher (maildev), over 100 invitations one after another and 100 sent at once. Runs the
// built API (outbox + pg-boss worker + nodemailer) on real PostgreSQL with a real SMTP server. Prints
// p50/p99/max; asserts nothing.
//
// Needs: PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh database
// is created and dropped), the built API (npm run build). FIREBASE_AUTH_EMULATOR_HOST reuses a running
// Auth emulator, otherwise one is started on free ports. BENCH_MAILS (default 100).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { identityClient } from '../kit/identity.mjs';
import { startMailCatcher } from '../kit/mail-catcher.mjs';
import { freePort } from '../kit/port-check.mjs';
import { ROOT } from '../kit/root.mjs';
import { waitForHttp } from '../kit/wait-for.mjs';
import { authEmulatorHost, freshDatabase } from './lib/api-bench.mjs';

const apiMain = join(ROOT, 'services/api/dist/main.js');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MAILS = Number(process.env.BENCH_MAILS ?? 100);
const cleanups = [];

async function catcher() {
  const started = await startMailCatcher();
  cleanups.push(started.stop);
  await started.ready;
  return started;
}

function startApi(env) {
  const child = spawn(process.execPath, [apiMain], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c) => (log = (log + c).slice(-4000)));
  child.stderr.on('data', (c) => (log = (log + c).slice(-4000)));
  child.on('exit', (code) => code && code !== 143 && console.error(`API exited ${code}:\n${log}`));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return child;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Watches the catcher: resolves each address's promise when its mail is there (polled every 10 ms). */
function arrivals(mail) {
  const waiting = new Map();
  let stopped = false;
  void (async () => {
    while (!stopped) {
      if (waiting.size > 0) {
        const messages = await mail.messages().catch(() => []);
        const now = performance.now();
        for (const message of messages) {
          const resolve = waiting.get(message.to[0]?.address);
          if (resolve) {
            waiting.delete(message.to[0].address);
            resolve(now);
          }
        }
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    arrivalOf: (address) => new Promise((resolve) => waiting.set(address, resolve)),
    stop: () => (stopped = true),
  };
}

function summary(label, latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const f = (v) => `${Math.round(v)} ms`;
  return `${label.padEnd(34)} n=${sorted.length}  p50 ${f(percentile(sorted, 50))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted[sorted.length - 1])}`;
}

async function main() {
  if (!existsSync(apiMain)) throw new Error('Build first: npm run build');
  const [emulatorHost, databaseUrl, mail, apiPort] = await Promise.all([
    authEmulatorHost(cleanups),
    freshDatabase(serverUrl, 'ferieplan_bench_mail', cleanups),
    catcher(),
    freePort(),
  ]);
  const api = startApi({
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: 'demo-ferieplan',
    THROTTLE_LIMIT: '100000000',
    SMTP_URL: mail.smtpUrl,
    APP_ORIGIN: 'http://localhost:4200',
  });
  const apiBase = `http://127.0.0.1:${apiPort}/api`;
  await waitForHttp(`${apiBase}/health`, {
    name: 'API',
    isAlive: () => api.exitCode === null,
    ok: (s) => s === 200,
  });
  const { idToken } = await identityClient(`http://${emulatorHost}`).signUp();
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const created = await fetch(`${apiBase}/Organizations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Benchmark AS' }),
  });
  if (created.status !== 201)
    throw new Error(`create organisation: ${created.status} ${await created.text()}`);
  const { id: organizationId } = await created.json();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE organization SET plan = 'Pro' WHERE id = $1`, [organizationId]);
  await db.end();

  const watch = arrivals(mail);
  const invite = async (email) => {
    const arrived = watch.arrivalOf(email);
    const started = performance.now();
    const response = await fetch(`${apiBase}/UserInvitations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ organizationId, email }),
    });
    if (response.status !== 201)
      throw new Error(`invite ${email}: ${response.status} ${await response.text()}`);
    const answered = performance.now();
    return { api: answered - started, mail: (await arrived) - started };
  };

  // Warm-up: connections, token cache, the worker's first poll.
  for (let i = 0; i < 5; i++) await invite(`oppvarming-${i}-${Date.now()}@example.test`);

  console.log(
    `Machine load average before the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared cores: figures vary with load).`,
  );
  const sequential = [];
  for (let i = 0; i < MAILS; i++) sequential.push(await invite(`rekke-${i}-${Date.now()}@example.test`));
  const burstStarted = performance.now();
  const burst = await Promise.all(
    Array.from({ length: MAILS }, (_, i) => invite(`samtidig-${i}-${Date.now()}@example.test`)),
  );
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  watch.stop();

  const all = await mail.messages();
  const ids = new Set(all.map((m) => m.headers['message-id']));
  console.log('');
  console.log(
    summary(
      `${MAILS} one after another: API 201`,
      sequential.map((r) => r.api),
    ),
  );
  console.log(
    summary(
      `${MAILS} one after another: in catcher`,
      sequential.map((r) => r.mail),
    ),
  );
  console.log(
    summary(
      `${MAILS} at once: API 201`,
      burst.map((r) => r.api),
    ),
  );
  console.log(
    summary(
      `${MAILS} at once: in catcher`,
      burst.map((r) => r.mail),
    ),
  );
  console.log(
    `\n${MAILS} at once: all delivered in ${burstSeconds.toFixed(1)} s (${(MAILS / burstSeconds).toFixed(1)} mails/s, one API replica with two workers). Catcher holds ${all.length} mails, ${ids.size} distinct Message-IDs.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
