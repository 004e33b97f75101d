import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VacationRequest } from '@ferieplan/contracts';
import { common, server, serverVacation } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';

// Integration tests of /api/VacationRequests against the run's PostgreSQL database.

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('VacationRequests', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, colleague: TestUser, outsider: TestUser;
  let org: SeededOrganization, otherOrg: SeededOrganization;

  const submit = (user: TestUser, body: Record<string, unknown>) =>
    client(app, user).post('/api/VacationRequests', body);
  const decide = (user: TestUser, id: string, status: unknown) =>
    client(app, user).put(`/api/VacationRequests/${id}/status`, { status });
  // Only this file's organisations: other test files write to the same database at the same time.
  const count = async () =>
    Number(
      (
        await dataSourceOf(app).query(
          'SELECT count(*)::int AS n FROM vacation_request WHERE organization_id = ANY($1::uuid[])',
          [[org.id, otherOrg.id]],
        )
      )[0].n,
    );

  beforeAll(async () => {
    app = await createApp();
    [admin, member, colleague, outsider] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member, colleague], plan: 'Pro' });
    otherOrg = await seedOrganization(app, {
      admins: [outsider],
      members: [member],
      name: 'Annen organisasjon',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('POST /api/VacationRequests', () => {
    it('creates a pending request with the contract shape and trims the description', async () => {
      const response = await submit(member, {
        organizationId: org.id,
        startDate: '2026-07-06',
        endDate: '2026-07-17',
        description: '  Sommerferie  ',
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<VacationRequest>();
      expect(Object.keys(created).sort()).toEqual(
        [
          'id',
          'organizationId',
          'userId',
          'userName',
          'userEmail',
          'startDate',
          'endDate',
          'description',
          'status',
          'createdAt',
          'updatedAt',
          'approvedAt',
          // Issue 24: the kind is always returned; the other absence fields only when set.
          'kind',
        ].sort(),
      );
      expect(created).toMatchObject({
        organizationId: org.id,
        userId: org.membershipIds[member.uid],
        userEmail: member.email,
        userName: member.email.split('@')[0],
        startDate: '2026-07-06',
        endDate: '2026-07-17',
        description: 'Sommerferie',
        status: 'Pending',
        updatedAt: null,
        approvedAt: null,
      });
      expect(created.createdAt).toMatch(ISO_INSTANT);
    });

    it.each([
      ['without description', { startDate: '2026-01-02', endDate: '2026-01-02' }],
      ['with a blank one', { startDate: '2026-01-05', endDate: '2026-01-05', description: '   ' }],
    ])('accepts a request %s (stored as null)', async (_, fields) => {
      const response = await submit(member, { organizationId: org.id, ...fields });
      expect(response.statusCode).toBe(201);
      expect(response.json().description).toBeNull();
    });

    it.each([
      [{ startDate: '2026-05-10', endDate: '2026-05-09' }, serverVacation.endBeforeStart],
      [{ startDate: '2026-12-28', endDate: '2027-01-03' }, serverVacation.notSameYear],
      // Reversed over New Year: the order is checked before the year (the form checks its year first).
      [{ startDate: '2027-01-03', endDate: '2026-12-28' }, serverVacation.endBeforeStart],
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, serverVacation.invalidDate],
      [{ startDate: '2026-3-1', endDate: '2026-03-01' }, serverVacation.invalidDate],
      [{ startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-01' }, serverVacation.invalidDate],
      [{ endDate: '2026-03-01' }, common.requiredField('Fra dato')],
      [{ startDate: '2026-03-01' }, common.requiredField('Til dato')],
      [
        { startDate: '2026-03-01', endDate: '2026-03-02', description: 'x'.repeat(501) },
        serverVacation.descriptionTooLong,
      ],
      [
        { startDate: '2026-03-01', endDate: '2026-03-02', description: 42 },
        serverVacation.descriptionNotText,
      ],
      [
        { startDate: '2026-03-01', endDate: '2026-03-02', organizationId: 'nope' },
        serverVacation.organizationIdInvalid,
      ],
      [{ startDate: '2026-03-01', endDate: '2026-03-02', status: 'Approved' }, server.unknownField('status')],
      [{ startDate: '2026-03-01', endDate: '2026-03-02', userId: MISSING_ID }, server.unknownField('userId')],
    ])('refuses %j with 400 and a Norwegian message', async (fields, message) => {
      const before = await count();
      const response = await submit(member, { organizationId: org.id, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
      expect(await count()).toBe(before);
    });

    it('accepts a 500-character description (the bound is inclusive)', async () => {
      const response = await submit(colleague, {
        organizationId: org.id,
        startDate: '2026-11-02',
        endDate: '2026-11-02',
        description: 'æ'.repeat(500),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().description).toHaveLength(500);
    });

    it('refuses an overlap with the same member’s pending or approved request (409), not with others’', async () => {
      const first = await submit(member, {
        organizationId: org.id,
        startDate: '2026-08-03',
        endDate: '2026-08-07',
      });
      expect(first.statusCode).toBe(201);
      const before = await count();
      for (const [startDate, endDate] of [
        ['2026-08-07', '2026-08-10'], // touches the last day
        ['2026-08-01', '2026-08-03'], // touches the first day
        ['2026-08-04', '2026-08-05'], // inside
        ['2026-07-31', '2026-08-20'], // around
      ]) {
        const response = await submit(member, { organizationId: org.id, startDate, endDate });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ statusCode: 409, message: serverVacation.overlap });
      }
      expect(await count()).toBe(before);
      // Another member may take the same days; the same person may in another organisation.
      expect(
        (await submit(colleague, { organizationId: org.id, startDate: '2026-08-03', endDate: '2026-08-07' }))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await submit(member, {
            organizationId: otherOrg.id,
            startDate: '2026-08-03',
            endDate: '2026-08-07',
          })
        ).statusCode,
      ).toBe(201);
      // Approved still blocks; rejected frees the days.
      expect((await decide(admin, first.json().id, 'Approved')).statusCode).toBe(200);
      expect(
        (await submit(member, { organizationId: org.id, startDate: '2026-08-05', endDate: '2026-08-05' }))
          .statusCode,
      ).toBe(409);
      const other = await submit(member, {
        organizationId: org.id,
        startDate: '2026-09-07',
        endDate: '2026-09-08',
      });
      expect((await decide(admin, other.json().id, 'Rejected')).statusCode).toBe(200);
      expect(
        (await submit(member, { organizationId: org.id, startDate: '2026-09-08', endDate: '2026-09-09' }))
          .statusCode,
      ).toBe(201);
    });

    it('gives 404 to a non-member and 401 without a token', async () => {
      const body = { organizationId: org.id, startDate: '2026-10-05', endDate: '2026-10-06' };
      const before = await count();
      const foreign = await submit(outsider, body);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(server.organizationNotFound);
      const anonymous = await client(app).post('/api/VacationRequests', body);
      expect(anonymous.statusCode).toBe(401);
      expect(await count()).toBe(before);
    });
  });

  describe('GET /api/VacationRequests/my', () => {
    it('lists only the caller’s own requests across organisations, with name and e-mail', async () => {
      const response = await client(app, member).get('/api/VacationRequests/my');
      expect(response.statusCode).toBe(200);
      const mine = response.json<VacationRequest[]>();
      expect(mine.length).toBeGreaterThan(0);
      const ownIds = [org.membershipIds[member.uid], otherOrg.membershipIds[member.uid]];
      expect(mine.every((r) => ownIds.includes(r.userId) && r.userEmail === member.email)).toBe(true);
      expect(new Set(mine.map((r) => r.organizationId))).toEqual(new Set([org.id, otherOrg.id]));
    });

    it('filters by organizationId and validates it', async () => {
      const filtered = await client(app, member).json<VacationRequest[]>(
        `/api/VacationRequests/my?organizationId=${otherOrg.id}`,
      );
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((r) => r.organizationId === otherOrg.id)).toBe(true);
      const malformed = await client(app, member).get('/api/VacationRequests/my?organizationId=abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(serverVacation.organizationIdInvalid);
      expect((await client(app, member).get('/api/VacationRequests/my?foo=1')).statusCode).toBe(400);
    });

    it('is empty for someone without requests', async () => {
      const response = await client(app, admin).get('/api/VacationRequests/my');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('GET /api/VacationRequests/organization/{id}', () => {
    it('lists every request of the organisation for an admin, with the member’s name and e-mail', async () => {
      const response = await client(app, admin).get(`/api/VacationRequests/organization/${org.id}`);
      expect(response.statusCode).toBe(200);
      const all = response.json<VacationRequest[]>();
      const rows = await dataSourceOf(app).query(
        'SELECT id FROM vacation_request WHERE organization_id = $1',
        [org.id],
      );
      expect(all.map((r) => r.id).sort()).toEqual(rows.map((r: { id: string }) => r.id).sort());
      expect(all.every((r) => r.organizationId === org.id)).toBe(true);
      const colleagueRow = all.find((r) => r.userId === org.membershipIds[colleague.uid]);
      expect(colleagueRow).toMatchObject({
        userEmail: colleague.email,
        userName: colleague.email.split('@')[0],
      });
      // ordered by start date
      const starts = all.map((r) => r.startDate);
      expect(starts).toEqual([...starts].sort());
    });

    it('filters by year and status (any casing, ALL = every status)', async () => {
      await submit(colleague, { organizationId: org.id, startDate: '2027-02-01', endDate: '2027-02-02' });
      const in2027 = await client(app, admin).json<VacationRequest[]>(
        `/api/VacationRequests/organization/${org.id}?year=2027`,
      );
      expect(in2027.map((r) => r.startDate)).toEqual(['2027-02-01']);
      const approved = await client(app, admin).json<VacationRequest[]>(
        `/api/VacationRequests/organization/${org.id}?year=2026&status=approved`,
      );
      expect(approved.length).toBeGreaterThan(0);
      expect(approved.every((r) => r.status === 'Approved' && r.startDate.startsWith('2026'))).toBe(true);
      const pending = await client(app, admin).json<VacationRequest[]>(
        `/api/VacationRequests/organization/${org.id}?status=PENDING`,
      );
      expect(pending.every((r) => r.status === 'Pending')).toBe(true);
      const all = await client(app, admin).json<VacationRequest[]>(
        `/api/VacationRequests/organization/${org.id}?status=ALL`,
      );
      expect(all.length).toBeGreaterThan(pending.length);
    });

    it.each([['year=abc'], ['year=20266'], ['status=Done'], ['other=1']])(
      'refuses the query %s with 400',
      async (query) => {
        const response = await client(app, admin).get(
          `/api/VacationRequests/organization/${org.id}?${query}`,
        );
        expect(response.statusCode).toBe(400);
      },
    );

    it('is admin-only: 403 for a member, 404 for a non-member or unknown/malformed id', async () => {
      const asMember = await client(app, member).get(`/api/VacationRequests/organization/${org.id}`);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json()).toEqual({ statusCode: 403, message: server.forbidden });
      expect(
        (await client(app, outsider).get(`/api/VacationRequests/organization/${org.id}`)).statusCode,
      ).toBe(404);
      expect(
        (await client(app, admin).get(`/api/VacationRequests/organization/${MISSING_ID}`)).statusCode,
      ).toBe(404);
      expect((await client(app, admin).get('/api/VacationRequests/organization/not-a-uuid')).statusCode).toBe(
        404,
      );
    });
  });

  describe('PUT /api/VacationRequests/{id}/status', () => {
    let pendingForBadStatus: string | undefined;
    const pendingRequest = async (startDate: string) => {
      const response = await submit(colleague, { organizationId: org.id, startDate, endDate: startDate });
      expect(response.statusCode).toBe(201);
      return response.json<VacationRequest>().id;
    };

    it.each([['Approved'], ['APPROVED'], ['approved'], ['aPpRoVeD']])(
      'approves with status %s',
      async (status) => {
        const day = `2026-04-${String(10 + ['Approved', 'APPROVED', 'approved', 'aPpRoVeD'].indexOf(status)).padStart(2, '0')}`;
        const id = await pendingRequest(day);
        const response = await decide(admin, id, status);
        expect(response.statusCode).toBe(200);
        const updated = response.json<VacationRequest>();
        expect(updated).toMatchObject({ id, status: 'Approved', userEmail: colleague.email });
        expect(updated.updatedAt).toMatch(ISO_INSTANT);
        expect(updated.approvedAt).toMatch(ISO_INSTANT);
        const [row] = await dataSourceOf(app).query(
          'SELECT decided_by_uid FROM vacation_request WHERE id = $1',
          [id],
        );
        expect(row.decided_by_uid).toBe(admin.uid);
      },
    );

    it('rejects (any casing): updatedAt set, approvedAt stays null', async () => {
      const id = await pendingRequest('2026-06-01');
      const response = await decide(admin, id, 'REJECTED');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'Rejected', approvedAt: null });
      expect(response.json().updatedAt).toMatch(ISO_INSTANT);
    });

    it('moves only Pending: Approved -> Rejected and Rejected -> Approved are 409 and change nothing', async () => {
      const approvedId = await pendingRequest('2026-06-08');
      await decide(admin, approvedId, 'Approved');
      const refused = await decide(admin, approvedId, 'Rejected');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ statusCode: 409, message: serverVacation.alreadyDecided });
      expect((await decide(admin, approvedId, 'Approved')).statusCode).toBe(409);
      const rejectedId = await pendingRequest('2026-06-09');
      await decide(admin, rejectedId, 'Rejected');
      expect((await decide(admin, rejectedId, 'Approved')).statusCode).toBe(409);
      const [row] = await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [
        approvedId,
      ]);
      expect(row.status).toBe('Approved');
    });

    it.each([['Pending'], ['pending'], ['Done'], [''], [1], [null]])(
      'refuses the target status %j with 400',
      async (status) => {
        const id = (pendingForBadStatus ??= await pendingRequest('2026-10-12'));
        const response = await decide(admin, id, status);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(serverVacation.statusInvalid);
        const [row] = await dataSourceOf(app).query(
          'SELECT status, updated_at FROM vacation_request WHERE id = $1',
          [id],
        );
        expect(row).toEqual({ status: 'Pending', updated_at: null });
      },
    );

    it('refuses unknown body fields with 400', async () => {
      const id = await pendingRequest('2026-06-15');
      const response = await client(app, admin).put(`/api/VacationRequests/${id}/status`, {
        status: 'Approved',
        approvedAt: '2020-01-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(server.unknownField('approvedAt'));
    });

    it('is for admins of the request’s organisation: 403 member (even the owner), 404 non-member, 404 unknown id', async () => {
      const id = await pendingRequest('2026-06-22');
      expect((await decide(colleague, id, 'Approved')).statusCode).toBe(403);
      expect((await decide(member, id, 'Approved')).statusCode).toBe(403);
      expect((await decide(outsider, id, 'Approved')).statusCode).toBe(404);
      expect((await decide(admin, MISSING_ID, 'Approved')).statusCode).toBe(404);
      expect((await decide(admin, 'not-a-uuid', 'Approved')).statusCode).toBe(404);
      const [row] = await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [id]);
      expect(row.status).toBe('Pending');
    });
  });

  describe('DELETE /api/VacationRequests/{id}', () => {
    const remove = (user: TestUser, id: string) => client(app, user).delete(`/api/VacationRequests/${id}`);

    it('lets the owner withdraw a pending request (204)', async () => {
      const created = (
        await submit(member, { organizationId: org.id, startDate: '2026-12-01', endDate: '2026-12-02' })
      ).json();
      const response = await remove(member, created.id);
      expect(response.statusCode).toBe(204);
      const rows = await dataSourceOf(app).query('SELECT 1 FROM vacation_request WHERE id = $1', [
        created.id,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('refuses others (404, even an admin), decided requests (409) and unknown ids (404)', async () => {
      const created = (
        await submit(member, { organizationId: org.id, startDate: '2026-12-07', endDate: '2026-12-08' })
      ).json();
      expect((await remove(colleague, created.id)).statusCode).toBe(404);
      expect((await remove(admin, created.id)).statusCode).toBe(404);
      expect((await remove(outsider, created.id)).statusCode).toBe(404);
      await decide(admin, created.id, 'approved');
      const decided = await remove(member, created.id);
      expect(decided.statusCode).toBe(409);
      expect(decided.json().message).toBe(serverVacation.cancelNotPending);
      expect((await remove(member, MISSING_ID)).statusCode).toBe(404);
      expect((await remove(member, 'x')).statusCode).toBe(404);
      const rows = await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [
        created.id,
      ]);
      expect(rows).toEqual([{ status: 'Approved' }]);
    });
  });
});
