import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedMember, seedOrganization, seedRequest, seedTeam } from '../test/factories.js';

/**
 * X-Total-Count of the paged admin lists (the default view, the employee page) after every kind of
 * write: it is read from counts the database keeps (migration 1768860000000), and must stay what a
 * count of the rows says, i.e. the length of the same list unpaged.
 */
describe('X-Total-Count of the paged lists follows every write', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let orgId: string;
  let memberId: string;
  let teamId: string;
  const year = 2034;
  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    orgId = org.id;
    memberId = org.membershipIds[member.uid];
    teamId = await seedTeam(app, orgId, { members: [memberId] });
  });
  afterAll(async () => {
    await app.close();
  });

  const sql = (text: string, params: unknown[] = []) => dataSourceOf(app).query(text, params);

  /** The paged list's X-Total-Count and the unpaged list's length for the same filters. */
  async function totals(route: string, query: string) {
    const api = client(app, admin);
    const paged = await api.get(`${route}${query}${query ? '&' : '?'}limit=1`);
    const whole = await api.get(`${route}${query}`);
    expect(paged.statusCode, paged.body.slice(0, 200)).toBe(200);
    expect(whole.statusCode).toBe(200);
    return { paged: Number(paged.headers['x-total-count']), counted: whole.json<unknown[]>().length };
  }

  const requestFilters = [
    `?year=${year}&status=Pending`,
    `?year=${year}&status=Approved`,
    `?year=${year + 1}&status=Pending`,
    `?year=${year}`,
    '?status=Pending',
    `?year=${year}&kind=Avspasering`,
    `?year=${year}&status=Pending&teamId=`,
  ];

  /** Every filter's paged total equals its unpaged count, and the default view's is `pending`. */
  async function expectRequestTotals(pending: number) {
    for (const filter of requestFilters) {
      const query = filter.endsWith('teamId=') ? `${filter}${teamId}` : filter;
      const { paged, counted } = await totals(`/api/VacationRequests/organization/${orgId}`, query);
      expect(paged, query).toBe(counted);
    }
    const { paged } = await totals(
      `/api/VacationRequests/organization/${orgId}`,
      `?year=${year}&status=Pending`,
    );
    expect(paged).toBe(pending);
  }

  it('the default view and its filters: inserts, decisions, withdrawal, moved dates, sick kinds, a removed member', async () => {
    await expectRequestTotals(0);
    const own = await seedRequest(app, memberId, { startDate: `${year}-02-02` });
    const decided = await seedRequest(app, memberId, { startDate: `${year}-03-02` });
    await seedRequest(app, memberId, { startDate: `${year}-04-02`, kind: 'Avspasering' });
    // Sick leave is left out of the list unless asked for by its kind.
    await seedRequest(app, memberId, { startDate: `${year}-05-02`, kind: 'Egenmelding', status: 'Approved' });
    // Several rows in one statement, of both years and two statuses.
    await sql(
      `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status)
       SELECT $1, $2, d, d, s FROM unnest($3::date[], $4::text[]) AS t(d, s)`,
      [
        orgId,
        memberId,
        [`${year}-06-01`, `${year}-06-08`, `${year}-07-01`, `${year + 1}-01-05`],
        ['Pending', 'Pending', 'Approved', 'Pending'],
      ],
    );
    await expectRequestTotals(5);

    const decision = await client(app, admin).put(`/api/VacationRequests/${decided}/status`, {
      status: 'Approved',
    });
    expect(decision.statusCode, decision.body).toBe(200);
    await expectRequestTotals(4);

    const withdrawal = await client(app, member).delete(`/api/VacationRequests/${own}`);
    expect(withdrawal.statusCode, withdrawal.body).toBe(204);
    await expectRequestTotals(3);

    // Moved into the next year, and a change that moves nothing.
    await sql(
      `UPDATE vacation_request SET start_date = $2, end_date = $2 WHERE membership_id = $1 AND start_date = $3`,
      [memberId, `${year + 1}-06-08`, `${year}-06-08`],
    );
    await sql('UPDATE vacation_request SET description = $2 WHERE membership_id = $1', [memberId, 'Endret']);
    await expectRequestTotals(2);

    const removal = await client(app, admin).delete(`/api/Users/${memberId}`);
    expect(removal.statusCode, removal.body).toBe(204);
    await expectRequestTotals(0);
  });

  it('the employee page: members added and removed, one team', async () => {
    const route = `/api/Users/organization/${orgId}`;
    const expectMembers = async (members: number) => {
      const all = await totals(route, '');
      expect(all).toEqual({ paged: members, counted: members });
      const team = await totals(route, `?teamId=${teamId}`);
      expect(team.paged).toBe(team.counted);
    };
    await expectMembers(1); // the admin; the member was removed above
    const added = await Promise.all(
      [1, 2, 3].map((i) => seedMember(app, orgId, { name: `Ny ${i}`, teamId })),
    );
    await expectMembers(4);
    await sql('DELETE FROM membership WHERE id = ANY($1::uuid[])', [added.slice(0, 2)]);
    await expectMembers(2);
  });

  it('an organisation deleted with its members and requests leaves no counts behind', async () => {
    const other = await seedOrganization(app, { admins: [await signUp()] });
    const someone = await seedMember(app, other.id);
    await seedRequest(app, someone, { startDate: `${year}-02-02` });
    await sql('DELETE FROM organization WHERE id = $1', [other.id]);
    const left = await sql(
      `SELECT (SELECT count(*) FROM vacation_request_count WHERE organization_id = $1)::int AS requests,
              (SELECT count(*) FROM membership_count WHERE organization_id = $1)::int AS members`,
      [other.id],
    );
    expect(left).toEqual([{ requests: 0, members: 0 }]);
  });
});
