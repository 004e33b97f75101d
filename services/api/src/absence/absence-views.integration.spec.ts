import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AbsenceKind,
  AbsenceReport,
  CalendarFeed,
  EmployeeReport,
  StaffingMonth,
  VacationRequest,
} from '@ferieplan/contracts';
import { absenceFieldErrors } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { seedAbsenceKinds, seedRequest, seedTeam, type SeededOrganization } from '../test/factories.js';
import type { TestUser } from '../test/harness.js';
import { seedOrganizationCast, startOrganizationScene } from '../test/scenes.js';

// Issue 24: where absences are shown. The staffing calendar counts anyone away at least half a day and
// splits them per kind (byKind); the admin list, the reports, the exports and the calendar feeds filter
// by ?kind= and name the kind, while a client that sends no kind sees the spec's shapes and Ferie counts.

describe('absence kinds in staffing, lists, reports, exports and feeds', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, kari: TestUser, ola: TestUser, per: TestUser;
  let org: SeededOrganization;

  beforeAll(async () => {
    ({
      app,
      admin,
      members: [kari, ola, per],
      org,
    } = await startOrganizationScene({ members: 3 }));
    const id = (user: TestUser) => org.membershipIds[user.uid];
    // Tue 10 November 2026: Kari on ferie, Ola on Avspasering all day, Per on 40 % Foreldrepermisjon (at work).
    await seedRequest(app, id(kari), { startDate: '2026-11-10', endDate: '2026-11-11', status: 'Approved' });
    await seedRequest(app, id(ola), { kind: 'Avspasering', startDate: '2026-11-10', status: 'Approved' });
    await seedRequest(app, id(per), {
      kind: 'Foreldrepermisjon',
      percentage: 40,
      startDate: '2026-11-02',
      endDate: '2026-11-30',
      status: 'Approved',
    });
    // Thu 12 November: Per also half a day of Velferdspermisjon (40 % + 50 %: away 0,9 day, counted as away).
    await seedRequest(app, id(per), {
      kind: 'Velferdspermisjon',
      halfDayStart: true,
      startDate: '2026-11-12',
      status: 'Approved',
    });
    // A pending Annet fravær for the list filter.
    await seedRequest(app, id(ola), { kind: 'Annet', description: 'Flytting', startDate: '2026-11-20' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An organisation of its own: a boss and three members (their ids) in a team that needs two at work. */
  async function seedTeamOfThree(kinds: AbsenceKind[]) {
    const { admin: boss, members, org } = await seedOrganizationCast(app, { members: 3 });
    const ids = members.map((user) => org.membershipIds[user.uid]);
    await seedTeam(app, org.id, { members: ids, minimumStaffing: 2 });
    await seedAbsenceKinds(
      app,
      org.id,
      kinds.map((kind) => ({ kind })),
    );
    return { boss, ids };
  }

  it('counts anyone away at least half a day, per kind; a 40 % leave alone leaves the person at work', async () => {
    const month = await client(app, kari).json<StaffingMonth>(
      `/api/Staffing/organization/${org.id}?year=2026&month=11`,
    );
    const day = (date: string) => month.days.find((d) => d.date === date)!;
    expect(day('2026-11-10')).toMatchObject({ onVacation: 2, byKind: { Ferie: 1, Avspasering: 1 } });
    expect(day('2026-11-11')).toMatchObject({ onVacation: 1, byKind: { Ferie: 1 } });
    expect(day('2026-11-12')).toMatchObject({ onVacation: 1, byKind: { Velferdspermisjon: 1 } });
    expect(day('2026-11-13').onVacation).toBe(0);
    expect(day('2026-11-13')).not.toHaveProperty('byKind');
  });

  it('filters the admin list by kind and refuses an unknown kind (400)', async () => {
    const list = (query: string) =>
      client(app, admin).get(`/api/VacationRequests/organization/${org.id}?year=2026${query}`);
    const annet = (await list('&kind=Annet')).json<VacationRequest[]>();
    expect(annet.map((request) => [request.kind, request.description])).toEqual([['Annet', 'Flytting']]);
    expect((await list('&kind=Avspasering&status=Approved')).json<VacationRequest[]>()).toHaveLength(1);
    expect((await list('')).json<VacationRequest[]>()).toHaveLength(5);
    const bad = await list('&kind=Sommer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(absenceFieldErrors.kindUnknown);
  });

  it('reports Ferie by default and another kind with ?kind=, weighed (40 % of a day)', async () => {
    const employees = await client(app, admin).json<EmployeeReport>(
      `/api/Reports/organization/${org.id}/employees?year=2026`,
    );
    const row = (report: EmployeeReport, user: TestUser) =>
      report.rows.find((r) => r.userId === org.membershipIds[user.uid])!;
    expect(row(employees, kari).usedDays).toBe(2);
    expect(row(employees, per).usedDays).toBe(0);
    const leave = await client(app, admin).json<AbsenceReport>(
      `/api/Reports/organization/${org.id}/absence?year=2026&kind=Foreldrepermisjon`,
    );
    // 2-30 November 2026: 21 weekdays, 40 % each.
    expect(leave.months[10].approvedDays).toBeCloseTo(8.4, 9);
    expect(
      (await client(app, admin).get(`/api/Reports/organization/${org.id}/absence?year=2026&kind=x`))
        .statusCode,
    ).toBe(400);
  });

  it('exports the spec columns by default and a Fraværstype column with ?kind=', async () => {
    const csv = async (query: string) =>
      (
        await client(app, admin).get(
          `/api/Reports/organization/${org.id}/approved-requests/export?year=2026${query}`,
        )
      ).body;
    const plain = await csv('');
    expect(plain.split('\r\n')[0]).not.toContain('Fraværstype');
    const velferd = await csv('&kind=Velferdspermisjon');
    const [header, first] = velferd.split('\r\n');
    expect(header.endsWith(';Fraværstype')).toBe(true);
    expect(first).toContain(';0,5;');
    expect(first.endsWith(';Velferdspermisjon')).toBe(true);
  });

  it('names the kind in calendar feeds and filters them with ?kind=', async () => {
    const feed = (
      await client(app, admin).post('/api/CalendarFeeds', { organizationId: org.id, scope: 'organization' })
    ).json<CalendarFeed>();
    const path = new URL(feed.url!).pathname;
    const all = (await client(app).get(path)).body;
    expect(all).toContain('– avspasering');
    expect(all).toContain('– ferie');
    const onlyFerie = (await client(app).get(`${path}?kind=Ferie`)).body;
    expect(onlyFerie).toContain('– ferie');
    expect(onlyFerie).not.toContain('– avspasering');
    expect((await client(app).get(`${path}?kind=Sommer`)).statusCode).toBe(400);
  });

  it('keeps a 40 % leave out of minimum staffing, but not a whole day of another kind', async () => {
    const { boss, ids } = await seedTeamOfThree(['Foreldrepermisjon', 'Annet']);
    await seedRequest(app, ids[0], { startDate: '2026-09-14', status: 'Approved' });
    const leave = await seedRequest(app, ids[1], {
      kind: 'Foreldrepermisjon',
      percentage: 40,
      startDate: '2026-09-14',
    });
    const other = await seedRequest(app, ids[2], {
      kind: 'Annet',
      description: 'Lege',
      startDate: '2026-09-14',
    });
    const approve = (id: string) =>
      client(app, boss).put(`/api/VacationRequests/${id}/status`, { status: 'Approved' });
    expect((await approve(leave)).statusCode).toBe(200);
    const refused = await approve(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'understaffed', days: ['2026-09-14'] });
  });

  it("sums a member's absences of a day: two short ones that reach half a day together count as away", async () => {
    const { admin: boss, members, org: own } = await seedOrganizationCast(app, { members: 2 });
    const [a, b] = members;
    // Wed 18 November 2026 (normal day 7,5 hours): a 2 + 2 hours (0,53 day, away), b 2 hours (at work).
    for (const user of [a, a, b])
      await seedRequest(app, own.membershipIds[user.uid], {
        kind: 'Velferdspermisjon',
        hours: 2,
        startDate: '2026-11-18',
        status: 'Approved',
      });
    const month = await client(app, boss).json<StaffingMonth>(
      `/api/Staffing/organization/${own.id}?year=2026&month=11`,
    );
    const day = (date: string) => month.days.find((d) => d.date === date)!;
    expect(day('2026-11-18')).toMatchObject({ onVacation: 1, byKind: { Velferdspermisjon: 1 } });
    expect(day('2026-11-17').onVacation).toBe(0);
    expect(day('2026-11-19').onVacation).toBe(0);
  });

  it('counts short absences that reach half a day together in minimum staffing', async () => {
    const { boss, ids } = await seedTeamOfThree(['Velferdspermisjon', 'Annet']);
    for (let i = 0; i < 2; i++)
      await seedRequest(app, ids[0], {
        kind: 'Velferdspermisjon',
        hours: 2,
        startDate: '2026-09-16',
        status: 'Approved',
      });
    const other = await seedRequest(app, ids[1], {
      kind: 'Annet',
      description: 'Lege',
      startDate: '2026-09-16',
    });
    const refused = await client(app, boss).put(`/api/VacationRequests/${other}/status`, {
      status: 'Approved',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'understaffed', days: ['2026-09-16'] });
  });

  it('refuses to approve a short request that brings a member to half a day below the minimum', async () => {
    const { boss, ids } = await seedTeamOfThree(['Velferdspermisjon']);
    await seedRequest(app, ids[1], { startDate: '2026-09-17', status: 'Approved' });
    const hours = (status?: 'Approved') =>
      seedRequest(app, ids[0], { kind: 'Velferdspermisjon', hours: 2, startDate: '2026-09-17', status });
    await hours('Approved');
    const second = await hours();
    const approve = (id: string) =>
      client(app, boss).put(`/api/VacationRequests/${id}/status`, { status: 'Approved' });
    const refused = await approve(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'understaffed', days: ['2026-09-17'] });
    // A lone short request elsewhere leaves its person at work: approved without a question.
    const alone = await seedRequest(app, ids[2], {
      kind: 'Velferdspermisjon',
      hours: 2,
      startDate: '2026-09-17',
    });
    expect((await approve(alone)).statusCode).toBe(200);
  });
});
