import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { StaffingMonth, Team, UnderstaffedDetails } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../../test/harness.js';
import { seedOrganization, seedRequest, seedTeam } from '../../test/factories.js';

describe("Minimum staffing ('Minst {n} på jobb')", () => {
  let app: NestFastifyApplication;
  let admin: TestUser, anna: TestUser, bjorn: TestUser, cecilie: TestUser;
  beforeAll(async () => {
    app = await createApp();
    [admin, anna, bjorn, cecilie] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  /** A Pro organisation whose three members form one team that needs `minimum` at work. */
  async function staffedOrganization(minimum: number | null, plan: 'Pro' | 'Starter' = 'Pro') {
    const org = await seedOrganization(app, { admins: [admin], members: [anna, bjorn, cecilie], plan });
    const ids = [anna, bjorn, cecilie].map((u) => org.membershipIds[u.uid]);
    const teamId = await seedTeam(app, org.id, {
      members: ids,
      minimumStaffing: minimum,
      name: 'Kundeservice',
    });
    return { org, teamId, anna: ids[0], bjorn: ids[1], cecilie: ids[2] };
  }
  const decide = (id: string, payload: object, user = admin) =>
    client(app, user).put(`/api/VacationRequests/${id}/status`, payload);
  const statusOf = async (id: string) =>
    (await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [id]))[0].status;

  it('admins set and clear the minimum in the team modal; the team list shows it', async () => {
    const { org, teamId } = await staffedOrganization(null);
    const set = await client(app, admin).put(`/api/Teams/${teamId}/minimum-staffing`, { minimumStaffing: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json<Team>()).toMatchObject({ id: teamId, minimumStaffing: 2 });
    const list = await client(app, admin).get(`/api/Teams/organization/${org.id}`);
    expect(list.json<Team[]>()[0].minimumStaffing).toBe(2);
    const cleared = await client(app, admin).put(`/api/Teams/${teamId}/minimum-staffing`, {
      minimumStaffing: null,
    });
    expect(cleared.json<Team>().minimumStaffing).toBeNull();
  });

  it.each([[0], [-1], [1.5], ['2'], [1001], [true]])(
    'refuses minimumStaffing %j with 400 and changes nothing',
    async (value) => {
      const { teamId } = await staffedOrganization(3);
      const response = await client(app, admin).put(`/api/Teams/${teamId}/minimum-staffing`, {
        minimumStaffing: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(serverPlanning.minimumStaffingInvalid(1, 1000));
      const [row] = await dataSourceOf(app).query('SELECT minimum_staffing FROM team WHERE id = $1', [
        teamId,
      ]);
      expect(row.minimum_staffing).toBe(3);
    },
  );

  it('is a Pro feature: a Starter organisation cannot set a minimum (403), but may clear one', async () => {
    const { teamId } = await staffedOrganization(2, 'Starter');
    const set = await client(app, admin).put(`/api/Teams/${teamId}/minimum-staffing`, { minimumStaffing: 1 });
    expect(set.statusCode).toBe(403);
    expect(set.json().message).toBe(serverPlanning.proRequired);
    const clear = await client(app, admin).put(`/api/Teams/${teamId}/minimum-staffing`, {
      minimumStaffing: null,
    });
    expect(clear.statusCode).toBe(200);
  });

  it('asks for confirmation and names the working days when an approval breaks the minimum', async () => {
    // Team of 3 needs 2 at work. Bjørn is away Wed 13 - Tue 19 May 2026 (Ascension Thu 14 May, a
    // weekend and Constitution Day Sun 17 May fall inside). Anna asks for the same days.
    const { anna, bjorn } = await staffedOrganization(2);
    await seedRequest(app, bjorn, { startDate: '2026-05-13', endDate: '2026-05-19', status: 'Approved' });
    const request = await seedRequest(app, anna, { startDate: '2026-05-13', endDate: '2026-05-19' });

    const refused = await decide(request, { status: 'Approved' });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ message: string; details: UnderstaffedDetails }>();
    expect(body.details).toEqual({
      reason: 'understaffed',
      teamId: expect.any(String),
      teamName: 'Kundeservice',
      minimum: 2,
      days: ['2026-05-13', '2026-05-15', '2026-05-18', '2026-05-19'],
    });
    expect(body.message).toBe(
      serverPlanning.understaffed(
        'Kundeservice',
        2,
        '13. mai 2026, 15. mai 2026, 18. mai 2026, 19. mai 2026',
      ),
    );
    expect(await statusOf(request)).toBe('Pending');

    const confirmed = await decide(request, { status: 'Approved', confirmUnderstaffing: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('Approved');
  });

  it('lets approvals through when enough stay at work, and never blocks a rejection', async () => {
    const { anna, bjorn, cecilie } = await staffedOrganization(1);
    await seedRequest(app, bjorn, { startDate: '2026-06-01', endDate: '2026-06-05', status: 'Approved' });
    const fine = await seedRequest(app, anna, { startDate: '2026-06-01', endDate: '2026-06-05' });
    expect((await decide(fine, { status: 'Approved' })).statusCode).toBe(200);
    const tooMany = await seedRequest(app, cecilie, { startDate: '2026-06-05', endDate: '2026-06-08' });
    const refused = await decide(tooMany, { status: 'Approved' });
    expect(refused.json().details.days).toEqual(['2026-06-05']); // Sat 6 and Sun 7 June are not working days
    expect((await decide(tooMany, { status: 'Rejected' })).statusCode).toBe(200);
  });

  it('does not check Starter organisations (minimum staffing is Pro)', async () => {
    const { anna, bjorn, cecilie } = await staffedOrganization(3, 'Starter');
    await seedRequest(app, bjorn, { startDate: '2026-06-01', endDate: '2026-06-05', status: 'Approved' });
    await seedRequest(app, cecilie, { startDate: '2026-06-01', endDate: '2026-06-05', status: 'Approved' });
    const request = await seedRequest(app, anna, { startDate: '2026-06-01', endDate: '2026-06-05' });
    expect((await decide(request, { status: 'Approved' })).statusCode).toBe(200);
  });

  it('refuses a confirmUnderstaffing that is not a boolean', async () => {
    const { anna } = await staffedOrganization(1);
    const request = await seedRequest(app, anna, { startDate: '2026-06-01', endDate: '2026-06-05' });
    const response = await decide(request, { status: 'Approved', confirmUnderstaffing: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(serverPlanning.confirmInvalid);
  });

  it("warns the employee's request form about days already at the minimum, without names", async () => {
    const { org, bjorn } = await staffedOrganization(2);
    await seedRequest(app, bjorn, { startDate: '2026-07-06', endDate: '2026-07-08', status: 'Approved' });
    const response = await client(app, anna).get(
      `/api/Planning/organization/${org.id}/staffing-warnings?startDate=2026-07-03&endDate=2026-07-10`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ minimum: 2, days: ['2026-07-06', '2026-07-07', '2026-07-08'] });
    expect(response.body).not.toContain(bjorn);
    const reversed = await client(app, anna).get(
      `/api/Planning/organization/${org.id}/staffing-warnings?startDate=2026-07-10&endDate=2026-07-03`,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it("marks 'Underbemannet' days in the staffing calendar, per team and for all teams", async () => {
    const { org, teamId, anna, bjorn } = await staffedOrganization(2);
    await seedRequest(app, bjorn, { startDate: '2026-07-06', endDate: '2026-07-08', status: 'Approved' });
    await seedRequest(app, anna, { startDate: '2026-07-08', endDate: '2026-07-13', status: 'Approved' });
    for (const query of [`&teamId=${teamId}`, '']) {
      const response = await client(app, admin).get(
        `/api/Staffing/organization/${org.id}?year=2026&month=7${query}`,
      );
      const month = response.json<StaffingMonth>();
      const marked = month.days.filter((d) => d.understaffed).map((d) => d.date);
      expect(marked).toEqual(['2026-07-08']);
      expect(month.days.find((d) => d.date === '2026-07-08')!.understaffedTeamIds).toEqual([teamId]);
    }
  });
});
