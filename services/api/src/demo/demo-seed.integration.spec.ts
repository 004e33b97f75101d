import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ABSENCE_KINDS, type Employee } from '@ferieplan/contracts';
import { ensureDemoAccounts } from '@ferieplan/tools/demo/accounts.mjs';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEES,
  DEMO_ORGANIZATION,
  DEMO_PASSWORD,
} from '@ferieplan/tools/demo/people.mjs';
import { seedDemo } from '@ferieplan/tools/demo/seed.mjs';
import { DEMO_PROJECT_ID } from '@ferieplan/tools/kit/auth-emulator.mjs';
import { identityClient } from '@ferieplan/tools/kit/identity.mjs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { client } from '../test/client.js';
import { createApp, type TestUser } from '../test/harness.js';
import { createTestDatabase, migrate, type TestDatabase } from '../test/test-database.js';

// `npm run demo` (issue 26): the demo organisation seeded twice on a fresh database is there once, and the
// API reads it as its own: both sign-ins the start prints work, and no balance is overdrawn.
const year = String(new Date().getFullYear());

/** Rows of the demo organisation, per table. */
async function counts(db: pg.Client) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM organization WHERE id = $1)::int AS organizations,
            (SELECT count(*) FROM team WHERE organization_id = $1)::int AS teams,
            (SELECT count(*) FROM membership WHERE organization_id = $1)::int AS members,
            (SELECT count(*) FROM vacation_request WHERE organization_id = $1)::int AS requests,
            (SELECT count(*) FROM vacation_request WHERE organization_id = $1 AND status = 'Pending')::int AS pending,
            (SELECT count(DISTINCT kind) FROM vacation_request WHERE organization_id = $1)::int AS kinds,
            (SELECT count(*) FROM hour_bank_entry WHERE organization_id = $1)::int AS "hourBank",
            (SELECT count(*) FROM vacation_transfer WHERE organization_id = $1)::int AS transfers,
            (SELECT count(*) FROM work_pattern)::int AS patterns,
            (SELECT count(*) FROM team WHERE organization_id = $1 AND minimum_staffing IS NOT NULL)::int AS "minimumStaffing"`,
    [DEMO_ORGANIZATION.id],
  );
  return rows[0];
}

describe('the demo organisation (npm run demo)', () => {
  let database: TestDatabase;
  let db: pg.Client;
  let app: NestFastifyApplication;
  const emulator = identityClient(`http://${inject('authEmulatorHost')}`);
  const signIn = async (email: string): Promise<TestUser> => ({
    email,
    ...(await emulator.signInWithPassword(email, DEMO_PASSWORD)),
  });

  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
    await migrate(database.url);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    app = await createApp({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await app?.close();
    await db?.end();
    await database?.drop();
  });

  it('seeds once: a second run (and two at once) writes nothing', async () => {
    expect(await seedDemo(db)).toMatchObject({ created: true, organizationId: DEMO_ORGANIZATION.id });
    const first = await counts(db);
    expect(first).toMatchObject({
      organizations: 1,
      teams: 4,
      members: DEMO_EMPLOYEES.length + 1,
      kinds: ABSENCE_KINDS.length,
      patterns: 1,
      minimumStaffing: 3,
    });
    expect(first.requests).toBeGreaterThan(120);
    expect(first.pending).toBeGreaterThan(5);
    expect(first.hourBank).toBeGreaterThan(0);
    expect(first.transfers).toBeGreaterThan(0);

    expect(await seedDemo(db)).toMatchObject({ created: false });
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    const again = await Promise.all([seedDemo(db), seedDemo(other)]).finally(() => other.end());
    expect(again.map((run) => run.created)).toEqual([false, false]);
    expect(await counts(db)).toEqual(first);
  });

  it('the admin and an employee sign in with the printed accounts; every balance adds up', async () => {
    expect(await ensureDemoAccounts(`http://${inject('authEmulatorHost')}`, DEMO_PROJECT_ID)).toBe(
      DEMO_EMPLOYEES.length + 1,
    );
    expect(await ensureDemoAccounts(`http://${inject('authEmulatorHost')}`, DEMO_PROJECT_ID)).toBe(0);

    const admin = await signIn(DEMO_ADMIN.email);
    expect(admin.uid).toBe(DEMO_ADMIN.uid);
    const employees = await client(app, admin).json<Employee[]>(
      `/api/Users/organization/${DEMO_ORGANIZATION.id}`,
    );
    expect(employees).toHaveLength(DEMO_EMPLOYEES.length + 1);
    for (const employee of employees)
      expect(employee.yearlyBalance[year]?.remainingDays ?? 0, employee.name).toBeGreaterThanOrEqual(0);

    const ingrid = await signIn(DEMO_EMPLOYEES[0].email);
    const me = await client(app, ingrid).json<Employee>(`/api/Users/organization/${DEMO_ORGANIZATION.id}/me`);
    expect(me.isAdmin).toBe(false);
    // The member's own balance (TypeScript) and the admin's list (SQL) count the same days.
    const listed = employees.find((employee) => employee.id === me.id)!;
    expect(me.yearlyBalance[year]).toMatchObject({
      plannedDays: listed.yearlyBalance[year].plannedDays,
      remainingDays: listed.yearlyBalance[year].remainingDays,
    });
  });
});
