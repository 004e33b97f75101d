import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../../test/harness.js';
import { seedOrganization, seedRequest, seedTeam } from '../../test/factories.js';

// Approvals in an organisation are serialised by the organisation row lock (VacationRequestsService
// .decide): the minimum-staffing check of the second approval sees the first one. Without the lock both
// checks would read "one away" and both pass. Proven on real PostgreSQL (DATABASE_URL).

describe('Minimum staffing under concurrent approvals', () => {
  let app: NestFastifyApplication;
  let admins: TestUser[];
  let members: TestUser[];

  beforeAll(async () => {
    app = await createApp();
    admins = await Promise.all([signUp(), signUp()]);
    members = await Promise.all([signUp(), signUp(), signUp()]);
    // Warm the guard's token cache so both approvals reach the database together.
    for (const user of admins) await client(app, user).get('/api/VacationRequests/my');
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'round %i: two admins approve two requests that together break the minimum: exactly one passes unconfirmed',
    async () => {
      const org = await seedOrganization(app, { admins, members, plan: 'Pro' });
      const [a, b, c] = members.map((m) => org.membershipIds[m.uid]);
      // Team of 3 needs 2 at work: either request alone keeps 2, both leave 1.
      await seedTeam(app, org.id, { members: [a, b, c], minimumStaffing: 2 });
      const first = await seedRequest(app, a, { startDate: '2026-08-03', endDate: '2026-08-07' });
      const second = await seedRequest(app, b, { startDate: '2026-08-05', endDate: '2026-08-12' });

      const responses = await Promise.all(
        [first, second].map((id, i) =>
          client(app, admins[i]).put(`/api/VacationRequests/${id}/status`, { status: 'Approved' }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((r) => r.statusCode === 409)!.json();
      expect(refused.details.days).toEqual(['2026-08-05', '2026-08-06', '2026-08-07']);
      const rows = await dataSourceOf(app).query(
        `SELECT status, count(*)::int AS n FROM vacation_request WHERE organization_id = $1 GROUP BY status ORDER BY status`,
        [org.id],
      );
      expect(rows).toEqual([
        { status: 'Approved', n: 1 },
        { status: 'Pending', n: 1 },
      ]);
    },
  );
});
