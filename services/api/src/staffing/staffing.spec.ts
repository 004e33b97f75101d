import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { StaffingMonth } from '@ferieplan/contracts';
import { server, serverStaffing } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, seedRequest, seedTeam, type RequestStatus } from '../test/factories.js';

// November 2026: 1st is a Sunday, 30th a Monday -> grid 26 Oct .. 6 Dec (42 days).
const url = (organizationId: string, query: string) =>
  `/api/Staffing/organization/${organizationId}?${query}`;

describe('GET /api/Staffing/organization/:organizationId', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, ola: TestUser, kari: TestUser, per: TestUser, stranger: TestUser, outsider: TestUser;
  let orgId: string, otherOrgId: string, teamId: string, otherTeamId: string;

  const countsOf = (body: StaffingMonth) =>
    Object.fromEntries(body.days.filter((d) => d.onVacation > 0).map((d) => [d.date, d.onVacation]));
  /** The counts countsOf gives for these runs of days: [first, last, people away each day]. */
  const runs = (...list: [string, string, number][]) =>
    Object.fromEntries(
      list.flatMap(([first, last, away]) => {
        const days: [string, number][] = [];
        for (let day = new Date(first); day <= new Date(last); day.setUTCDate(day.getUTCDate() + 1))
          days.push([day.toISOString().slice(0, 10), away]);
        return days;
      }),
    );

  beforeAll(async () => {
    app = await createApp();
    [admin, ola, kari, per, stranger, outsider] = await Promise.all(
      ['admin', 'ola', 'kari', 'per', 'stranger', 'outsider'].map(() => signUp()),
    );
    const org = await seedOrganization(app, { admins: [admin], members: [ola, kari, per] });
    const other = await seedOrganization(app, { admins: [stranger], members: [outsider] });
    orgId = org.id;
    otherOrgId = other.id;
    const m = org.membershipIds;
    // Ola and Per are in team Drift; Kari has no team.
    teamId = await seedTeam(app, orgId, { name: 'Drift', members: [m[ola.uid], m[per.uid]] });
    otherTeamId = await seedTeam(app, otherOrgId, { name: 'Drift' });
    const request = (membershipId: string, startDate: string, endDate: string, status: RequestStatus) =>
      seedRequest(app, membershipId, { startDate, endDate, status });
    await request(m[ola.uid], '2026-11-05', '2026-11-10', 'Approved'); // Thu..Tue incl. a weekend
    await request(m[ola.uid], '2026-11-30', '2026-12-02', 'Approved'); // runs into the faded December days
    await request(m[ola.uid], '2026-10-01', '2026-10-20', 'Approved'); // before the grid
    await request(m[kari.uid], '2026-11-10', '2026-11-12', 'Approved');
    // Overlapping approved requests of one person (only possible through old data) count her once.
    await request(m[kari.uid], '2026-11-11', '2026-11-11', 'Approved');
    await request(m[kari.uid], '2026-11-12', '2026-11-13', 'Approved');
    await request(m[kari.uid], '2026-11-16', '2026-11-16', 'Approved'); // after a gap
    await request(m[per.uid], '2026-10-20', '2026-10-27', 'Approved'); // starts before the grid
    await request(m[per.uid], '2026-12-05', '2027-01-10', 'Approved'); // ends after the grid
    await request(m[per.uid], '2026-11-10', '2026-11-10', 'Pending');
    await request(m[per.uid], '2026-11-11', '2026-11-11', 'Rejected');
    await request(m[admin.uid], '2026-11-10', '2026-11-20', 'Approved'); // admins are not counted
    await request(other.membershipIds[outsider.uid], '2026-11-02', '2026-11-27', 'Approved'); // other org
  });

  afterAll(async () => {
    await app?.close();
  });

  it('returns one count per grid day, Monday before the 1st to Sunday after the last day', async () => {
    const response = await client(app, admin).get(url(orgId, 'year=2026&month=11'));
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffingMonth>();
    expect(body).toMatchObject({ year: 2026, month: 11, teamId: null, total: 3 });
    expect(body.days).toHaveLength(42);
    expect(body.days[0].date).toBe('2026-10-26');
    expect(body.days.at(-1)?.date).toBe('2026-12-06');
    expect(countsOf(body)).toEqual(
      runs(
        ['2026-10-26', '2026-10-27', 1],
        ['2026-11-05', '2026-11-09', 1],
        ['2026-11-10', '2026-11-10', 2],
        ['2026-11-11', '2026-11-13', 1],
        ['2026-11-16', '2026-11-16', 1],
        ['2026-11-30', '2026-12-02', 1],
        ['2026-12-05', '2026-12-06', 1],
      ),
    );
  });

  it('counts only approved requests of non-admin members of this organisation', async () => {
    const body = (await client(app, admin).get(url(orgId, 'year=2026&month=11'))).json<StaffingMonth>();
    // Per's pending (10th) and rejected (11th) requests, the admin's and the other organisation's are absent.
    expect(body.days.find((d) => d.date === '2026-11-17')?.onVacation).toBe(0);
    expect(body.days.find((d) => d.date === '2026-11-10')?.onVacation).toBe(2);
    expect(body.total).toBe(3);
  });

  it('never leaks another organisation', async () => {
    const body = (
      await client(app, stranger).get(url(otherOrgId, 'year=2026&month=11'))
    ).json<StaffingMonth>();
    expect(body.total).toBe(1);
    expect(body.days.filter((d) => d.onVacation > 0).map((d) => d.date)).toEqual(
      body.days.filter((d) => d.date >= '2026-11-02' && d.date <= '2026-11-27').map((d) => d.date),
    );
    expect(body.days.every((d) => d.onVacation <= 1)).toBe(true);
  });

  it('filters by team: total and counts of the team members only', async () => {
    const response = await client(app, admin).get(url(orgId, `year=2026&month=11&teamId=${teamId}`));
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffingMonth>();
    expect(body).toMatchObject({ teamId, total: 2 });
    expect(countsOf(body)).toEqual(
      runs(
        ['2026-10-26', '2026-10-27', 1],
        ['2026-11-05', '2026-11-10', 1],
        ['2026-11-30', '2026-12-02', 1],
        ['2026-12-05', '2026-12-06', 1],
      ),
    );
  });

  it('is readable by any member, not only admins', async () => {
    const response = await client(app, kari).get(url(orgId, 'year=2026&month=11'));
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffingMonth>().total).toBe(3);
  });

  it('handles a month starting on Monday and leap-year February', async () => {
    const june = (await client(app, admin).get(url(orgId, 'year=2026&month=6'))).json<StaffingMonth>();
    expect([june.days[0].date, june.days.at(-1)?.date, june.days.length]).toEqual([
      '2026-06-01',
      '2026-07-05',
      35,
    ]);
    const february = (await client(app, admin).get(url(orgId, 'year=2024&month=2'))).json<StaffingMonth>();
    expect(february.days.map((d) => d.date)).toContain('2024-02-29');
    expect([february.days[0].date, february.days.at(-1)?.date]).toEqual(['2024-01-29', '2024-03-03']);
  });

  it('answers 404 to a non-member and for a malformed organisation id', async () => {
    for (const response of [
      await client(app, outsider).get(url(orgId, 'year=2026&month=11')),
      await client(app, admin).get(url(otherOrgId, 'year=2026&month=11')),
      await client(app, admin).get(url('not-a-uuid', 'year=2026&month=11')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: server.organizationNotFound });
    }
  });

  it('answers 404 for a team that is not a team of the organisation', async () => {
    for (const team of [otherTeamId, '6f1c1f0e-8a47-4c51-9a36-2d64b1c3e0aa', 'not-a-uuid']) {
      const response = await client(app, admin).get(url(orgId, `year=2026&month=11&teamId=${team}`));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: serverStaffing.teamNotFound });
    }
  });

  it('answers 400 with a Norwegian message for a bad year or month', async () => {
    const cases: Array<[string, string]> = [
      ['year=1999&month=5', serverStaffing.yearInvalid],
      ['year=2101&month=5', serverStaffing.yearInvalid],
      ['year=abc&month=5', serverStaffing.yearInvalid],
      ['month=5', serverStaffing.yearInvalid],
      ['year=2026&month=0', serverStaffing.monthInvalid],
      ['year=2026&month=13', serverStaffing.monthInvalid],
      ['year=2026&month=1.5', serverStaffing.monthInvalid],
      ['year=2026', serverStaffing.monthInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await client(app, admin).get(url(orgId, query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    const unknown = await client(app, admin).get(url(orgId, 'year=2026&month=5&foo=1'));
    expect(unknown.statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    const response = await client(app).get(url(orgId, 'year=2026&month=11'));
    expect(response.statusCode).toBe(401);
  });
});
