import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AbsenceKindSettings,
  EgenmeldingQuota,
  EmployerPeriodOverview,
  EmployerPeriodsUsedUp,
  VacationRequest,
} from '@ferieplan/contracts';
import { egenmeldingRefused, serverCore, sickLeaveErrors } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { seedMember, seedOrganization, seedRequest, type SeededOrganization } from '../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';

// Issue 25 on PostgreSQL: egenmelding through POST /api/VacationRequests (registered at once, limits,
// two months' employment, the race for the last occurrence), sykmelding (own and by an admin), the
// egenmelding scheme, what is left, and the arbeidsgiverperiode routes.

/** Employed long enough for egenmelding (two months before any date used here). */
const EMPLOYED = '2025-01-01T08:00:00Z';

describe('sick leave: egenmelding, sykmelding, arbeidsgiverperiode', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, otherAdmin: TestUser;
  let org: SeededOrganization;

  /** A member who signs in, employed since EMPLOYED (or `createdAt`). */
  const employ = async (createdAt = EMPLOYED, name?: string) => {
    const user = await signUp();
    const id = await seedMember(app, org.id, { user, createdAt, name });
    return { user, id };
  };
  const register = (user: TestUser, body: Record<string, unknown>) =>
    client(app, user).post('/api/VacationRequests', { organizationId: org.id, ...body });
  const egenmelding = (user: TestUser, startDate: string, endDate = startDate) =>
    register(user, { kind: 'Egenmelding', startDate, endDate });
  const count = async (membershipId: string) =>
    (
      await dataSourceOf(app).query(
        `SELECT count(*)::int AS n FROM vacation_request WHERE membership_id = $1 AND kind = 'Egenmelding'`,
        [membershipId],
      )
    )[0].n as number;

  beforeAll(async () => {
    app = await createApp();
    [admin, otherAdmin] = await Promise.all([signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    await seedOrganization(app, { admins: [otherAdmin], plan: 'Pro' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('offers Egenmelding and Sykmelding on every organisation: on, without approval, not to be changed', async () => {
    const settings = await client(app, admin).json<AbsenceKindSettings>(
      `/api/AbsenceKinds/organization/${org.id}`,
    );
    for (const kind of ['Egenmelding', 'Sykmelding'])
      expect(settings.kinds.find((setting) => setting.kind === kind)).toEqual({
        kind,
        enabled: true,
        needsApproval: false,
        available: true,
      });
    const turnOff = await client(app, admin).put(`/api/AbsenceKinds/organization/${org.id}`, {
      kinds: [{ kind: 'Egenmelding', enabled: false, needsApproval: false }],
    });
    expect(turnOff.statusCode).toBe(400);
    expect(turnOff.json()).toMatchObject({ message: sickLeaveErrors.kindsFixed });
  });

  it('registers an egenmelding at once (approved, calendar days) and tells the admins on Pro', async () => {
    const { user } = await employ(EMPLOYED, 'Kari Syk');
    // Friday to Sunday: three calendar days.
    const response = await egenmelding(user, '2026-03-06', '2026-03-08');
    expect(response.statusCode).toBe(201);
    expect(response.json<VacationRequest>()).toMatchObject({ kind: 'Egenmelding', status: 'Approved' });
    const mails = await dataSourceOf(app).query(
      `SELECT recipient, subject FROM mail_outbox WHERE organization_id = $1 AND subject LIKE '%egenmelding%'`,
      [org.id],
    );
    expect(mails).toEqual([{ recipient: admin.email, subject: 'Kari Syk har registrert egenmelding' }]);
  });

  it('refuses a fourth day, a fifth occurrence and an adjacent day past the limit, changing nothing', async () => {
    const { user, id } = await employ();
    const tooLong = await egenmelding(user, '2026-02-02', '2026-02-05');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: egenmeldingRefused.tooManyDays(3),
      errors: { kind: [egenmeldingRefused.tooManyDays(3)] },
    });
    for (const day of ['2026-02-02', '2026-04-06', '2026-06-01', '2026-08-03'])
      expect((await egenmelding(user, day, day)).statusCode).toBe(201);
    // The day after an egenmelding of one day: the same occurrence, two days (allowed); three more: refused.
    expect((await egenmelding(user, '2026-08-04')).statusCode).toBe(201);
    const adjacent = await egenmelding(user, '2026-08-05', '2026-08-06');
    expect(adjacent.json()).toMatchObject({ message: egenmeldingRefused.tooManyDays(3) });
    const fifth = await egenmelding(user, '2026-10-05');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(egenmeldingRefused.tooManyOccurrences(4));
    expect(fifth.json().message).toContain('sykmelding fra lege');
    expect(await count(id)).toBe(5);
    const quota = await client(app, user).json<EgenmeldingQuota>(
      `/api/SickLeave/organization/${org.id}/me/egenmelding`,
    );
    expect(quota).toMatchObject({ maxOccurrences: 4, occurrencesUsed: 4, occurrencesLeft: 0, daysUsed: 5 });
  });

  it('needs two months of employment (membership date until start dates exist)', async () => {
    const { user } = await employ('2026-09-15T10:00:00Z');
    const early = await egenmelding(user, '2026-11-14');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(egenmeldingRefused.notEmployedLongEnough('2026-11-15'));
    expect((await egenmelding(user, '2026-11-15')).statusCode).toBe(201);
  });

  it('stores no description on sick leave', async () => {
    const { user } = await employ();
    const response = await register(user, {
      kind: 'Sykmelding',
      startDate: '2026-05-04',
      endDate: '2026-05-08',
      description: 'Influensa',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { description: [sickLeaveErrors.noDescription] } });
  });

  it('shows what is left: "2 av 4" under the law, days on the extended scheme (IA-avtale)', async () => {
    const { user, id } = await employ();
    await seedRequest(app, id, {
      kind: 'Egenmelding',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      status: 'Approved',
    });
    await seedRequest(app, id, { kind: 'Egenmelding', startDate: '2026-09-01', status: 'Approved' });
    const quota = () =>
      client(app, user).json<EgenmeldingQuota>(`/api/SickLeave/organization/${org.id}/me/egenmelding`);
    expect(await quota()).toMatchObject({
      scheme: 'law',
      occurrencesLeft: 2,
      maxOccurrences: 4,
      daysUsed: 3,
    });
    const saved = await client(app, admin).put(`/api/SickLeave/organization/${org.id}/settings`, {
      scheme: 'extended',
      extendedDaysPerOccurrence: 8,
      extendedDaysIn12Months: 24,
    });
    expect(saved.statusCode).toBe(200);
    expect(await quota()).toMatchObject({
      scheme: 'extended',
      daysLeft: 21,
      maxDaysIn12Months: 24,
      occurrencesLeft: null,
    });
    expect((await egenmelding(user, '2026-10-05', '2026-10-12')).statusCode).toBe(201);
    expect((await egenmelding(user, '2026-10-20', '2026-10-28')).json().message).toBe(
      egenmeldingRefused.tooManyDays(8),
    );
    const back = await client(app, admin).put(`/api/SickLeave/organization/${org.id}/settings`, {
      scheme: 'law',
    });
    expect(back.json()).toMatchObject({ scheme: 'law', maxDaysPerOccurrence: 3, maxOccurrences: 4 });
    const bad = await client(app, admin).put(`/api/SickLeave/organization/${org.id}/settings`, {
      scheme: 'extended',
      extendedDaysPerOccurrence: 9,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(sickLeaveErrors.daysPerOccurrenceInvalid);
  });

  it('lets two egenmeldinger racing for the last occurrence not both pass', async () => {
    for (let round = 0; round < 5; round++) {
      const { user, id } = await employ();
      for (const startDate of ['2026-01-05', '2026-03-02', '2026-05-04'])
        await seedRequest(app, id, { kind: 'Egenmelding', startDate, status: 'Approved' });
      const answers = await Promise.all([egenmelding(user, '2026-07-06'), egenmelding(user, '2026-09-07')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(await count(id)).toBe(4);
    }
  });

  it('registers a graded sykmelding by the person, and by an admin for a member', async () => {
    const { user, id } = await employ();
    const own = await register(user, {
      kind: 'Sykmelding',
      percentage: 50,
      startDate: '2026-04-06',
      endDate: '2026-04-19',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json<VacationRequest>()).toMatchObject({
      kind: 'Sykmelding',
      percentage: 50,
      status: 'Approved',
    });
    const byAdmin = await client(app, admin).post(`/api/SickLeave/organization/${org.id}/sykmelding`, {
      userId: id,
      startDate: '2026-05-04',
      endDate: '2026-05-22',
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json<VacationRequest>()).toMatchObject({
      userId: id,
      kind: 'Sykmelding',
      status: 'Approved',
    });
    const [entry] = await dataSourceOf(app).query(
      `SELECT actor_membership_id AS actor FROM audit_entry WHERE target_id = $1 ORDER BY id LIMIT 1`,
      [byAdmin.json<VacationRequest>().id],
    );
    expect(entry?.actor).toBe(org.membershipIds[admin.uid]);
    const asMember = await client(app, user).post(`/api/SickLeave/organization/${org.id}/sykmelding`, {
      userId: id,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
    });
    expect(asMember.statusCode).toBe(403);
    const stranger = await client(app, admin).post(`/api/SickLeave/organization/${org.id}/sykmelding`, {
      userId: '00000000-0000-4000-8000-000000000000',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(serverCore.employeeNotFound);
  });

  it('shows the arbeidsgiverperiode per person and who passed day 16 in a month', async () => {
    const { id } = await employ(EMPLOYED, 'Aase Arbeidsgiverperiode');
    // Egenmelding 2-4 March, back 5-19 March (15 days), sykmelding 20 March - 10 April: one period;
    // 3 + 13 = 16: used up 1 April, NAV from 2 April.
    await seedRequest(app, id, {
      kind: 'Egenmelding',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      status: 'Approved',
    });
    await seedRequest(app, id, {
      kind: 'Sykmelding',
      startDate: '2026-03-20',
      endDate: '2026-04-10',
      percentage: 40,
      status: 'Approved',
    });
    const overview = await client(app, admin).json<EmployerPeriodOverview>(
      `/api/SickLeave/organization/${org.id}/arbeidsgiverperiode?asOf=2026-04-05`,
    );
    expect(overview.people.find((person) => person.userId === id)).toEqual({
      userId: id,
      name: 'Aase Arbeidsgiverperiode',
      startDate: '2026-03-02',
      lastSickDate: '2026-04-10',
      sickDays: 25,
      daysUsed: 16,
      usedUpOn: '2026-04-01',
      navFrom: '2026-04-02',
      open: true,
    });
    const april = await client(app, admin).json<EmployerPeriodsUsedUp>(
      `/api/SickLeave/organization/${org.id}/arbeidsgiverperiode/used-up?month=2026-04`,
    );
    expect(april.people.map((person) => person.userId)).toContain(id);
    const march = await client(app, admin).json<EmployerPeriodsUsedUp>(
      `/api/SickLeave/organization/${org.id}/arbeidsgiverperiode/used-up?month=2026-03`,
    );
    expect(march.people.map((person) => person.userId)).not.toContain(id);
    const badMonth = await client(app, admin).get(
      `/api/SickLeave/organization/${org.id}/arbeidsgiverperiode/used-up?month=2026-13`,
    );
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().message).toBe(sickLeaveErrors.monthInvalid);
  });

  it('keeps sick data to the organisation’s admins: a member gets 403, another organisation’s admin 404', async () => {
    const { user } = await employ();
    const paths = ['arbeidsgiverperiode', 'arbeidsgiverperiode/used-up?month=2026-04', 'settings'];
    for (const [caller, status] of [
      [user, 403],
      [otherAdmin, 404],
    ] as const)
      for (const path of paths)
        expect(
          (await client(app, caller).get(`/api/SickLeave/organization/${org.id}/${path}`)).statusCode,
        ).toBe(status);
    const quota = await client(app, otherAdmin).get(`/api/SickLeave/organization/${org.id}/me/egenmelding`);
    expect(quota.statusCode).toBe(404);
  });
});
