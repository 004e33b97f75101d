#!/usr/bin/env node
// What a write costs with the staffing_day triggers (migration 1768850000000), in a large and a small
// organisation of a kept, already migrated bench database: approve a pending request, withdraw an approved
// one, move a member to another team, make a member admin, delete a member. Each write runs in SQL in a
// savepoint rolled back (the database is left as it was). "installed" times the triggers the database
// has; "worktree" installs the trigger functions of this worktree's API build (build it first: npx nx run
// @ferieplan/api:build) inside the same rolled-back transaction and times them, back to back. Figures are printed, never asserted.
//
//   BENCH_DB=postgres://postgres@127.0.0.1:5432/<bench db> node tools/bench/staffing-day-writes.mjs
// Env: BENCH_ORGS ('Stor AS,Liten AS'), BENCH_REPEAT (5 runs per write; median and min printed),
//      BENCH_ROUNDS (2: installed, worktree, installed, worktree).
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../kit/root.mjs';
import { builtApi } from './lib/api-server.mjs';

const require = createRequire(join(ROOT, 'services/api/package.json'));
const pg = require('pg');

const env = process.env;
if (!env.BENCH_DB) throw new Error('BENCH_DB: the URL of a migrated bench database');
const ORGS = (env.BENCH_ORGS ?? 'Stor AS,Liten AS').split(',');
const REPEAT = Number(env.BENCH_REPEAT ?? 5);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** This build's trigger statements (the built migration): its down and up, less the table and its first fill. */
async function worktreeTriggers() {
  const migration = builtApi('database/migrations/1768850000000-staffing-day-summary.js');
  const { StaffingDaySummary1768850000000: Migration } = await import(pathToFileURL(migration).href);
  const statements = [];
  const recorder = { query: async (sql) => void statements.push(sql) };
  await new Migration().down(recorder);
  await new Migration().up(recorder);
  return [
    // The recomputing version's helper, if the database has it.
    'DROP FUNCTION IF EXISTS staffing_day_refresh(uuid[], uuid[], date[], date[])',
    ...statements.filter((sql) => !/^\s*(DROP TABLE|CREATE TABLE|INSERT INTO staffing_day)/.test(sql)),
  ];
}

/** The rows each write of `org` changes: a typical non-admin member with approved requests, and so on. */
async function targets(client, org) {
  const one = async (sql, params = []) => (await client.query(sql, params)).rows[0];
  const { id } = await one(`SELECT id FROM organization WHERE name = $1`, [org]);
  const member = await one(
    `SELECT m.id, m.team_id, count(*)::int AS approved FROM membership m
       JOIN vacation_request vr ON vr.membership_id = m.id AND vr.status = 'Approved'
      WHERE m.organization_id = $1 AND NOT m.is_admin AND m.team_id IS NOT NULL
      GROUP BY m.id ORDER BY m.id LIMIT 1`,
    [id],
  );
  // Another team of the organisation, or none when it has one team.
  const otherTeam = await one(
    `SELECT DISTINCT team_id AS id FROM membership WHERE organization_id = $1 AND team_id <> $2 LIMIT 1`,
    [id, member.team_id],
  );
  const pending = await one(
    `SELECT vr.id FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id AND NOT m.is_admin
      WHERE vr.organization_id = $1 AND vr.status = 'Pending' ORDER BY vr.id LIMIT 1`,
    [id],
  );
  const approved = await one(
    `SELECT vr.id FROM vacation_request vr JOIN membership m ON m.id = vr.membership_id AND NOT m.is_admin
      WHERE vr.organization_id = $1 AND vr.status = 'Approved' ORDER BY vr.id LIMIT 1`,
    [id],
  );
  const { members } = await one(
    `SELECT count(*)::int AS members FROM membership WHERE organization_id = $1`,
    [id],
  );
  return {
    members,
    memberApproved: member.approved,
    writes: {
      'approve request': [`UPDATE vacation_request SET status = 'Approved' WHERE id = $1`, [pending.id]],
      'approved request withdrawn': [
        `UPDATE vacation_request SET status = 'Rejected' WHERE id = $1`,
        [approved.id],
      ],
      'member to other team': [
        `UPDATE membership SET team_id = $2 WHERE id = $1`,
        [member.id, otherTeam?.id ?? null],
      ],
      'member made admin': [`UPDATE membership SET is_admin = true WHERE id = $1`, [member.id]],
      'member deleted': [`DELETE FROM membership WHERE id = $1`, [member.id]],
    },
  };
}

async function time(client, [sql, params]) {
  const runs = [];
  for (let i = 0; i < REPEAT; i++) {
    await client.query('SAVEPOINT write');
    const start = performance.now();
    await client.query(sql, params);
    runs.push(performance.now() - start);
    await client.query('ROLLBACK TO SAVEPOINT write');
  }
  runs.sort((a, b) => a - b);
  return `median ${runs[Math.floor(runs.length / 2)].toFixed(1)} ms, min ${runs[0].toFixed(1)} ms`;
}

const client = new pg.Client({ connectionString: env.BENCH_DB });
await client.connect();
try {
  const installWorktree = await worktreeTriggers();
  console.log(`staffing_day writes, ${REPEAT} runs each, ${load()}`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const version of ['installed', 'worktree']) {
      await client.query('BEGIN');
      try {
        if (version === 'worktree') for (const sql of installWorktree) await client.query(sql);
        for (const org of ORGS) {
          const { members, memberApproved, writes } = await targets(client, org);
          console.log(
            `round ${round} ${version} triggers, ${org} (${members} members; member with ${memberApproved} approved requests), ${load()}`,
          );
          for (const [name, write] of Object.entries(writes))
            console.log(`  ${name}: ${await time(client, write)}`);
        }
      } finally {
        await client.query('ROLLBACK');
      }
    }
  }
} finally {
  await client.end();
}
