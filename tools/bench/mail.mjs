#!/usr/bin/env node
// npm run bench:mail — invitation e-mail latency: from POST /api/UserInvitations until the mail is in
// the SMTP catcher (maildev), over 100 invitations one after another and 100 sent at once. Runs the
// built API (outbox + pg-boss worker + nodemailer) on real PostgreSQL with a real SMTP server. Prints
// p50/p99/max; asserts nothing.
//
// Needs: PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh database
// is created and dropped unless BENCH_KEEP_DB=1), the built API (npx nx run @ferieplan/api:build). FIREBASE_AUTH_EMULATOR_HOST reuses a running
// Auth emulator, otherwise one is started on free ports. BENCH_MAILS (default 100).
import { loadavg } from 'node:os';
import { startMailCatcher } from '../kit/mail-catcher.mjs';
import { builtApi, startApi } from './lib/api-server.mjs';
import { withClient } from './lib/database.mjs';
import { apiClient, percentile } from './lib/http.mjs';
import { runBench } from './lib/run.mjs';
import { seedOrganization } from './lib/seed.mjs';

const MAILS = Number(process.env.BENCH_MAILS ?? 100);

async function catcher(defer) {
  const started = await startMailCatcher();
  defer(started.stop);
  await started.ready;
  return started;
}

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

async function main(defer) {
  const apiMain = builtApi();
  const mail = await catcher(defer);
  const api = await startApi({
    main: apiMain,
    databasePrefix: 'ferieplan_bench_mail',
    env: { SMTP_URL: mail.smtpUrl, APP_ORIGIN: 'http://localhost:4200' },
    defer,
  });
  const organizationId = await withClient(api.databaseUrl, (client) =>
    seedOrganization(client, {
      name: 'Benchmark AS',
      people: 0,
      teams: 0,
      admins: 1,
      adminUid: api.user.uid,
    }),
  );
  const call = apiClient(api.base, api.user.idToken);

  const watch = arrivals(mail);
  const invite = async (email) => {
    const arrived = watch.arrivalOf(email);
    const started = performance.now();
    const response = await call('POST', '/UserInvitations', { organizationId, email });
    if (response.status !== 201)
      throw new Error(`invite ${email}: ${response.status} ${JSON.stringify(response.body)}`);
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

await runBench(main);
