import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVacation } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';

// The overlap check and the insert hold a row lock on the membership: parallel submits of one
// member are serialised, so overlapping ones cannot both pass (proven on real PostgreSQL).

describe('VacationRequests under concurrency', () => {
  let app: NestFastifyApplication;
  let member: TestUser;
  let admin: TestUser;
  let org: { id: string; membershipIds: Record<string, string> };

  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    // Warm the guard's token cache so the parallel requests reach the database together
    // (otherwise token verification staggers them and hides a missing lock).
    for (const user of [admin, member]) {
      await client(app, user).get('/api/VacationRequests/my');
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([['07'], ['08'], ['10']])(
    '10 parallel overlapping submits (month %s): exactly 1 succeeds, the rest 409, no 5xx',
    async (month) => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          // every range contains the 10th of the month
          client(app, member).post('/api/VacationRequests', {
            organizationId: org.id,
            startDate: `2026-${month}-${String(1 + i).padStart(2, '0')}`,
            endDate: `2026-${month}-10`,
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().message).toBe(serverVacation.overlap);
      }
      const rows = await dataSourceOf(app).query(
        `SELECT count(*)::int AS n FROM vacation_request WHERE membership_id = $1 AND to_char(start_date, 'MM') = $2`,
        [org.membershipIds[member.uid], month],
      );
      expect(rows[0].n).toBe(1);
    },
  );

  it('10 parallel non-overlapping submits all succeed', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const day = `2026-09-${String(1 + i * 2).padStart(2, '0')}`;
        return client(app, member).post('/api/VacationRequests', {
          organizationId: org.id,
          startDate: day,
          endDate: day,
        });
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
  });

  it('parallel approve and reject of one request: exactly one decision wins', async () => {
    const created = await client(app, member).post('/api/VacationRequests', {
      organizationId: org.id,
      startDate: '2026-11-16',
      endDate: '2026-11-20',
    });
    const id = created.json().id;
    const responses = await Promise.all(
      ['Approved', 'Rejected', 'approved', 'rejected', 'APPROVED', 'REJECTED'].map((status) =>
        client(app, admin).put(`/api/VacationRequests/${id}/status`, { status }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json();
    const [row] = await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [id]);
    expect(row.status).toBe(winner.status);
  });
});
