import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditPage } from '@ferieplan/contracts';
import { client } from '../test/client.js';
import { seedOrganization, seedRequest } from '../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { createTestDatabase, migrate, type TestDatabase } from '../test/test-database.js';
import { SICK_RETENTION_QUEUE } from './sick-retention.job.js';
import { SickRetentionService } from './sick-retention.service.js';

/**
 * Retention of sick records (issue 25): by default kept to the end of the third calendar year after the
 * absence, then deleted by the nightly pg-boss job. A database of its own: the moved clock would
 * otherwise delete the sick records other suites seed in the shared one.
 */
describe('sick records are deleted after their storage time', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: TestUser;
  let orgId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL);
    await migrate(database.url);
    app = await createApp({ databaseUrl: database.url });
    admin = await signUp();
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    orgId = org.id;
    const person = Object.values(org.membershipIds)[0];
    ids.sykmelding = await seedRequest(app, person, {
      kind: 'Sykmelding',
      startDate: '2026-04-27',
      endDate: '2026-05-01',
      status: 'Approved',
    });
    // Over New Year: its last day (2027) decides.
    ids.syktBarn = await seedRequest(app, person, {
      kind: 'SyktBarn',
      startDate: '2026-12-31',
      endDate: '2027-01-04',
      status: 'Approved',
    });
    ids.egenmelding = await seedRequest(app, person, {
      kind: 'Egenmelding',
      startDate: '2026-12-30',
      status: 'Approved',
    });
    // Ferie is no health data: the job never touches it.
    ids.ferie = await seedRequest(app, person, { startDate: '2020-07-06', status: 'Approved' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
    await database?.drop();
  });

  const left = async () =>
    (
      await dataSourceOf(app).query<{ id: string }[]>('SELECT id FROM vacation_request WHERE id = ANY($1)', [
        Object.values(ids),
      ])
    )
      .map((row) => Object.entries(ids).find(([, id]) => id === row.id)![0])
      .sort();
  const retention = () => app.get(SickRetentionService);

  it('keeps 2026 records through 31 December 2029 and deletes them on 1 January 2030', async () => {
    expect(await retention().deleteExpired(new Date('2029-12-31T22:59:00Z'))).toBe(0); // 23:59 in Oslo
    expect(await left()).toEqual(['egenmelding', 'ferie', 'sykmelding', 'syktBarn']);
    expect(await retention().deleteExpired(new Date('2029-12-31T23:00:00Z'))).toBe(2); // 00:00 in Oslo
    expect(await left()).toEqual(['ferie', 'syktBarn']);
    expect(await retention().deleteExpired(new Date('2031-01-01T12:00:00Z'))).toBe(1);
    expect(await left()).toEqual(['ferie']);
  });

  it("writes how many went in the organisation's log, never which", async () => {
    const { entries } = await client(app, admin).json<AuditPage>(
      `/api/Audit/organization/${orgId}?category=sick`,
    );
    expect(entries.map((entry) => [entry.details, entry.actor])).toEqual([
      [{ count: 1, deletedBefore: '2028-01-01' }, null],
      [{ count: 2, deletedBefore: '2027-01-01' }, null],
    ]);
    expect(entries[1].description).toBe('Systemet slettet 2 sykefraværsregistreringer etter lagringstiden');
  });

  it('runs nightly as a pg-boss schedule, and the job deletes with the moved clock', async () => {
    const [schedule] = await dataSourceOf(app).query(
      'SELECT cron, options FROM pgboss.schedule WHERE name = $1',
      [SICK_RETENTION_QUEUE],
    );
    expect(schedule.cron).toBe('15 2 * * *');
    expect(schedule.options.tz).toBe('Europe/Oslo');

    // A tick of the schedule, as pg-boss sends it, with the clock in 2034.
    const person = (
      await dataSourceOf(app).query('SELECT id FROM membership WHERE organization_id = $1', [orgId])
    )[0].id as string;
    const old = await seedRequest(app, person, {
      kind: 'Sykmelding',
      startDate: '2030-03-02',
      status: 'Approved',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2034-06-01T12:00:00Z') });
    const boss = new PgBoss({ connectionString: database.url, max: 1, supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.send(SICK_RETENTION_QUEUE, {});
      await expect
        .poll(
          async () =>
            (await dataSourceOf(app).query('SELECT 1 FROM vacation_request WHERE id = $1', [old])).length,
          { timeout: 15_000, interval: 250 },
        )
        .toBe(0);
    } finally {
      await boss.stop({ graceful: false, wait: true });
      vi.useRealTimers();
    }
  });
});
