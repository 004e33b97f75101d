import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountExport,
  AuditPage,
  HourBank,
  HourBankEntry,
  HourBankOverview,
} from '@ferieplan/contracts';
import { absenceErrors, serverPlanning } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { seedHourBank, seedOrganization, seedRequest, type SeededOrganization } from '../test/factories.js';
import { createApp, dataSourceOf, signUpMany, type TestUser } from '../test/harness.js';
import { startProAndStarterScene } from '../test/scenes.js';

// Issue 24: the hour bank of Avspasering on PostgreSQL. Admins credit and correct (audited, never
// below zero); an approved Avspasering draws its hours; 20 approvals racing over three API instances
// (each with its own pool) against a bank that covers only some of them: exactly those pass.

describe('/api/HourBank', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, starterAdmin: TestUser, starterMember: TestUser;
  let org: SeededOrganization, starter: SeededOrganization;
  let memberId: string;
  const mine = () => client(app, member).json<HourBank>(`/api/HourBank/organization/${org.id}/me`);
  const credit = (user: TestUser, userId: string, body: Record<string, unknown>) =>
    client(app, user).post(`/api/HourBank/${userId}`, body);

  beforeAll(async () => {
    ({
      app,
      admin,
      member,
      pro: org,
      starterAdmin,
      starterMember,
      starter,
    } = await startProAndStarterScene({ proKinds: ['Avspasering'] }));
    memberId = org.membershipIds[member.uid];
  });
  afterAll(async () => {
    await app?.close();
  });

  it("credits 'Opptjent avspasering' and corrects it, audited; the member sees balance and entries", async () => {
    const earned = await credit(admin, memberId, { hours: 15, date: '2026-03-31', note: 'Overtid mars' });
    expect(earned.statusCode).toBe(201);
    expect(earned.json<HourBankEntry>()).toMatchObject({
      hours: 15,
      date: '2026-03-31',
      note: 'Overtid mars',
      requestId: null,
    });
    const corrected = await credit(admin, memberId, { hours: -2.5, date: '2026-04-01', note: 'Feilført' });
    expect(corrected.statusCode).toBe(201);
    const bank = await mine();
    expect(bank).toMatchObject({ balanceHours: 12.5, plannedHours: 0, normalDayHours: 7.5 });
    expect(bank.entries.map((entry) => entry.hours)).toEqual([-2.5, 15]);
    const log = await client(app, admin).json<AuditPage>(
      `/api/Audit/organization/${org.id}?category=hourbank`,
    );
    expect(log.entries.map((entry) => entry.description)).toEqual([
      expect.stringContaining('korrigerte timebanken'),
      expect.stringContaining('registrerte 15 timer opptjent avspasering'),
    ]);
  });

  it('refuses a correction below zero (409, Norwegian) and changes nothing', async () => {
    const before = await mine();
    const refused = await credit(admin, memberId, { hours: -100, date: '2026-04-02', note: 'For mye' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(absenceErrors.hourBankNegative(before.balanceHours));
    expect(await mine()).toEqual(before);
  });

  it('refuses bad entries with 400 and a member or an outsider (403/404); Starter gets the upgrade message', async () => {
    for (const body of [
      { hours: 0, date: '2026-04-02', note: 'x' },
      { hours: 1.234, date: '2026-04-02', note: 'x' },
      { hours: 1, date: '2026-02-30', note: 'x' },
      { hours: 1, date: '2026-04-02', note: '   ' },
    ])
      expect((await credit(admin, memberId, body)).statusCode).toBe(400);
    expect((await credit(member, memberId, { hours: 1, date: '2026-04-02', note: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await credit(starterAdmin, memberId, { hours: 1, date: '2026-04-02', note: 'x' })).statusCode,
    ).toBe(404);
    const onStarter = await credit(starterAdmin, starter.membershipIds[starterMember.uid], {
      hours: 1,
      date: '2026-04-02',
      note: 'x',
    });
    expect(onStarter.statusCode).toBe(403);
    expect(onStarter.json().message).toBe(serverPlanning.proRequired);
  });

  it('shows hours as days by the normal day: the organisation default, a member override', async () => {
    const set = await client(app, admin).put(`/api/HourBank/${memberId}/normal-day-hours`, {
      normalDayHours: 6,
    });
    expect(set.statusCode).toBe(204);
    expect((await mine()).normalDayHours).toBe(6);
    const overview = await client(app, admin).json<HourBankOverview>(`/api/HourBank/organization/${org.id}`);
    expect(overview.normalDayHours).toBe(7.5);
    expect(overview.members.find((row) => row.userId === memberId)).toMatchObject({
      balanceHours: 12.5,
      normalDayHours: 6,
      ownNormalDayHours: 6,
    });
    await client(app, admin).put(`/api/HourBank/${memberId}/normal-day-hours`, { normalDayHours: null });
    const changed = await client(app, admin).put(`/api/HourBank/organization/${org.id}/normal-day-hours`, {
      normalDayHours: 8,
    });
    expect(changed.json<HourBankOverview>().normalDayHours).toBe(8);
    expect((await mine()).normalDayHours).toBe(8);
    await client(app, admin).put(`/api/HourBank/organization/${org.id}/normal-day-hours`, {
      normalDayHours: 7.5,
    });
    expect((await client(app, member).get(`/api/HourBank/organization/${org.id}`)).statusCode).toBe(403);
  });

  it('draws an approved Avspasering from the bank, not a rejected one; refuses a submit the bank cannot hold', async () => {
    const submit = (body: Record<string, unknown>) =>
      client(app, member).post('/api/VacationRequests', {
        organizationId: org.id,
        kind: 'Avspasering',
        ...body,
      });
    const tooMuch = await submit({ startDate: '2026-05-04', endDate: '2026-05-08' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(absenceErrors.hourBankShort(12.5, 37.5));
    const approved = await submit({ startDate: '2026-05-04', endDate: '2026-05-05', hours: 3 });
    const rejected = await submit({ startDate: '2026-05-06', endDate: '2026-05-06' });
    expect((await mine()).plannedHours).toBe(13.5);
    const decide = (id: string, status: string) =>
      client(app, admin).put(`/api/VacationRequests/${id}/status`, { status });
    expect((await decide(approved.json().id, 'Approved')).statusCode).toBe(200);
    expect((await decide(rejected.json().id, 'Rejected')).statusCode).toBe(200);
    const bank = await mine();
    expect(bank).toMatchObject({ balanceHours: 6.5, plannedHours: 0 });
    expect(bank.entries[0]).toMatchObject({ hours: -6, requestId: approved.json().id, date: '2026-05-04' });
  });

  it("puts the hour bank and the requests' kinds in the person's own data export", async () => {
    const exported = await client(app, member).json<AccountExport>('/api/Users/me/export');
    expect(exported.hourBankEntries?.map((entry) => entry.hours)).toEqual([15, -2.5, -6]);
    expect(exported.vacationRequests.find((request) => request.kind === 'Avspasering')).toMatchObject({
      hours: 3,
    });
  });

  it('lets 20 approvals race over three API instances: exactly the covered ones pass, the rest 409', async () => {
    const [racer, ...deciders] = await signUpMany(3);
    const racing = await seedOrganization(app, { admins: deciders, members: [racer], plan: 'Pro' });
    const racerId = racing.membershipIds[racer.uid];
    await seedHourBank(app, racerId, { hours: 50 });
    // 20 pending whole days of Avspasering (7,5 hours each) on 20 weekdays of June 2026.
    const weekdays = Array.from({ length: 30 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`).filter(
      (date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()),
    );
    const ids = await Promise.all(
      weekdays
        .slice(0, 20)
        .map((date) => seedRequest(app, racerId, { kind: 'Avspasering', startDate: date })),
    );
    const replicas = [app, await createApp(), await createApp()];
    try {
      for (const [i, replica] of replicas.entries())
        await client(replica, deciders[i % 2]).get('/api/VacationRequests/my');
      const started = performance.now();
      const responses = await Promise.all(
        ids.map((id, i) =>
          client(replicas[i % 3], deciders[i % 2]).put(`/api/VacationRequests/${id}/status`, {
            status: 'Approved',
          }),
        ),
      );
      const elapsed = performance.now() - started;
      const statuses = responses.map((response) => response.statusCode);
      const covered = Math.floor(50 / 7.5);
      expect(statuses.filter((status) => status === 200)).toHaveLength(covered);
      expect(statuses.filter((status) => status === 409)).toHaveLength(20 - covered);
      for (const refused of responses.filter((response) => response.statusCode === 409))
        expect(refused.json().message).toMatch(/^Timebanken har/);
      const [{ balance, approved }] = await dataSourceOf(app).query(
        `SELECT (SELECT sum(hours)::float8 FROM hour_bank_entry WHERE membership_id = $1) AS balance,
                (SELECT count(*)::int FROM vacation_request WHERE membership_id = $1 AND status = 'Approved') AS approved`,
        [racerId],
      );
      expect({ balance, approved }).toEqual({ balance: 50 - covered * 7.5, approved: covered });
      console.log(
        `[hour bank race] 20 approvals over 3 instances, bank 50 t, 7,5 t each: ${covered} × 200, ${20 - covered} × 409, ` +
          `balance after ${balance} t, 5xx 0, ${Math.round(elapsed)} ms`,
      );
    } finally {
      await Promise.all(replicas.slice(1).map((replica) => replica.close()));
    }
  });
});
