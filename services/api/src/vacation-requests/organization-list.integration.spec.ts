import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { VacationRequest } from '@ferieplan/contracts';
import { server, serverPaging } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, seedRequest, seedTeam, type RequestStatus } from '../test/factories.js';
import { VacationRequestsRepository } from './vacation-requests.repository.js';

/** GET /api/VacationRequests/organization/{id}: filters, pages (limit, cursor), Link and X-Total-Count. */
describe('VacationRequests of an organisation: filters and pages', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let orgId: string;
  let teamId: string;
  const year = 2031;
  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    const org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    orgId = org.id;
    teamId = await seedTeam(app, orgId, { name: 'Drift', members: [org.membershipIds[member.uid]] });
    // 12 requests of the member (team Drift) in the year, 3 of the admin (no team), one in the next year;
    // two on the same day, so the order needs its tie-breakers.
    const rows: [string, string, RequestStatus][] = [];
    for (let i = 0; i < 12; i++)
      rows.push([
        org.membershipIds[member.uid],
        `${year}-0${1 + Math.floor(i / 2)}-1${i % 2}`,
        i % 3 === 0 ? 'Approved' : 'Pending',
      ]);
    for (let i = 0; i < 3; i++) rows.push([org.membershipIds[admin.uid], `${year}-03-10`, 'Pending']);
    rows.push([org.membershipIds[member.uid], `${year + 1}-01-10`, 'Pending']);
    for (const [membershipId, startDate, status] of rows)
      await seedRequest(app, membershipId, { startDate, status });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The organisation's request list with this query, as `user`. */
  const list = (query: string, user = admin) =>
    client(app, user).get(`/api/VacationRequests/organization/${orgId}${query}`);

  /** Every page from the query on (Link rel="next"): each page's rows and X-Total-Count. */
  async function pagesOf(query: string) {
    return (await allPages(client(app, admin), `/api/VacationRequests/organization/${orgId}${query}`)).map(
      (response) => {
        expect(response.statusCode).toBe(200);
        return { rows: response.json<VacationRequest[]>(), total: response.headers['x-total-count'] };
      },
    );
  }

  it('without parameters returns every request as a plain array, in date order', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const rows: VacationRequest[] = response.json();
    expect(rows).toHaveLength(16);
    expect(rows.map((r) => r.startDate)).toEqual([...rows.map((r) => r.startDate)].sort());
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['x-total-count']).toBe('16');
  });

  it('pages through the default view (pending of the year) without gaps or repeats, with the total on each page', async () => {
    const whole: VacationRequest[] = (await list(`?year=${year}&status=Pending`)).json();
    expect(whole).toHaveLength(11);
    const pages = await pagesOf(`?year=${year}&status=Pending&limit=4`);
    expect(pages.map((p) => p.rows.length)).toEqual([4, 4, 3]);
    expect(pages.every((p) => p.total === '11')).toBe(true);
    expect(pages.flatMap((p) => p.rows)).toEqual(whole);
  });

  it('pages one by one through requests of one day whose created_at differ only in microseconds', async () => {
    // The admin's three requests of 10 March: a cursor that kept milliseconds would repeat them.
    await dataSourceOf(app).query(
      `UPDATE vacation_request vr SET created_at = timestamptz '2030-01-01 12:00:00.123Z' + r.n * interval '1 microsecond'
         FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS n FROM vacation_request
                WHERE organization_id = $1 AND start_date = $2::date AND membership_id <> ALL (
                      SELECT id FROM membership WHERE team_id IS NOT NULL)) r
        WHERE vr.id = r.id`,
      [orgId, `${year}-03-10`],
    );
    const whole: VacationRequest[] = (await list(`?year=${year}&status=Pending`)).json();
    const seen = (await pagesOf(`?year=${year}&status=Pending&limit=1`)).flatMap((page) => page.rows);
    expect(seen).toEqual(whole);
  });

  it('announces no next page when the last page is exactly full', async () => {
    const pages = await pagesOf(`?year=${year}&status=Pending&limit=11`);
    expect(pages).toHaveLength(1);
    expect(pages[0].rows).toHaveLength(11);
  });

  it('keeps the other query parameters in the Link of the next page', async () => {
    const response = await list(`?year=${year}&status=Pending&limit=2`);
    const next = new URL(/^<([^>]+)>; rel="next"$/.exec(response.headers.link as string)![1], 'http://x');
    expect(next.pathname).toBe(`/api/VacationRequests/organization/${orgId}`);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      year: String(year),
      status: 'Pending',
      limit: '2',
      cursor: expect.any(String),
    });
  });

  it('filters by team: only requests of the team members', async () => {
    const rows: VacationRequest[] = (await list(`?year=${year}&teamId=${teamId}`)).json();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.userEmail))).toEqual(new Set([member.email]));
    const page = await list(`?year=${year}&teamId=${teamId}&limit=5`);
    expect(page.headers['x-total-count']).toBe('12');
  });

  it.each([
    ['year', `?year=${year}`, 15],
    ['status', '?status=Pending', 12],
    ['year and status', `?year=${year}&status=Approved`, 4],
    ['team', () => `?teamId=${teamId}`, 13],
    ['team, year and status', () => `?teamId=${teamId}&year=${year}&status=Pending`, 8],
    ['no filter', '', 16],
  ] as const)(
    'pages with the filter %s: X-Total-Count on every page is the number of rows paged through and of the list without pages',
    async (_name, filter, expected) => {
      const query = typeof filter === 'function' ? filter() : filter;
      const whole: VacationRequest[] = (await list(query)).json();
      expect(whole).toHaveLength(expected);
      const pages = await pagesOf(`${query}${query ? '&' : '?'}limit=3`);
      expect(pages.every((p) => p.total === String(expected))).toBe(true);
      expect(pages.flatMap((p) => p.rows)).toEqual(whole);
    },
  );

  it('answers an empty page with [], X-Total-Count 0 and no Link', async () => {
    for (const query of [`?year=${year + 5}&limit=2`, `?year=${year + 1}&status=Rejected&limit=50`]) {
      const response = await list(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
      expect(response.headers.link).toBeUndefined();
    }
  });

  it.each([
    ['limit=0', serverPaging.limitInvalid],
    ['limit=501', serverPaging.limitInvalid],
    ['limit=abc', serverPaging.limitInvalid],
    ['cursor=bm90LWEtY3Vyc29y', serverPaging.cursorInvalid],
    ['cursor=%22%3E%3C', serverPaging.cursorInvalid],
    ['teamId=drift', serverPaging.teamIdInvalid],
  ])('refuses %s with 400 and a Norwegian message', async (query, message) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('stays admin-only with pages: a member gets 403 with the Norwegian message and no rows or headers of the list', async () => {
    for (const query of ['?limit=2', `?year=${year}&status=Pending&limit=50`, `?year=${year + 5}&limit=2`]) {
      const response = await list(query, member);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(server.forbidden);
      expect(response.headers['x-total-count']).toBeUndefined();
      expect(response.headers.link).toBeUndefined();
    }
  });

  it('reads neither rows nor the total in the statement unless the caller is an admin', async () => {
    const repository = app.get(VacationRequestsRepository);
    const outsider = await signUp();
    const read = (uid: string) =>
      repository.pageForOrganization(orgId, { year, status: 'Pending', limit: 50 }, uid);
    expect(await read(member.uid)).toEqual({ rows: [], total: 0, next: null, callerIsAdmin: false });
    expect(await read(outsider.uid)).toEqual({ rows: [], total: 0, next: null, callerIsAdmin: null });
    const own = await read(admin.uid);
    expect(own).toMatchObject({ total: 11, next: null, callerIsAdmin: true });
    expect(own.rows).toHaveLength(11);
  });

  it('answers outsiders and malformed ids with pages as without: not found', async () => {
    const outsider = await signUp();
    for (const [id, user] of [
      [orgId, outsider],
      ['not-a-uuid', admin],
    ] as const) {
      const response = await client(app, user).get(`/api/VacationRequests/organization/${id}?limit=2`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(server.organizationNotFound);
      expect(response.headers['x-total-count']).toBeUndefined();
    }
  });

  it('follows a role change at once with pages', async () => {
    const db = dataSourceOf(app);
    const page = () => list(`?year=${year}&limit=2`, member);
    const setAdmin = (isAdmin: boolean) =>
      db.query(`UPDATE membership SET is_admin = $1 WHERE organization_id = $2 AND user_uid = $3`, [
        isAdmin,
        orgId,
        member.uid,
      ]);
    await setAdmin(true);
    const promoted = await page();
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toHaveLength(2);
    expect(promoted.headers['x-total-count']).toBe('15');
    await setAdmin(false);
    expect((await page()).statusCode).toBe(403);
    // Out of the organisation (another uid on the row, so no request cascades away): not found at once;
    // back as a member: forbidden.
    const moveUid = (from: string, to: string) =>
      db.query(`UPDATE membership SET user_uid = $3 WHERE organization_id = $1 AND user_uid = $2`, [
        orgId,
        from,
        to,
      ]);
    await moveUid(member.uid, `${member.uid}-away`);
    expect((await page()).statusCode).toBe(404);
    await moveUid(`${member.uid}-away`, member.uid);
    expect((await page()).statusCode).toBe(403);
  });
});
