import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SummerOverview } from '@ferieplan/contracts';
import { serverPlanning } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { createApp, signUp, type TestUser } from '../../test/harness.js';
import { seedOrganization, seedRequest } from '../../test/factories.js';

describe('Hovedferie summer overview (ferieloven § 7 (1), Pro)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, early: TestUser, late: TestUser, none: TestUser;
  beforeAll(async () => {
    app = await createApp();
    [admin, early, late, none] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  const summer = (orgId: string, user = admin) =>
    client(app, user).get(`/api/Planning/organization/${orgId}/summer?year=2026`);

  it('lists every member with planned summer days, those below 15 first, and who applied by the deadline', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [early, late, none], plan: 'Pro' });
    const id = (u: TestUser) => org.membershipIds[u.uid];
    await client(app, admin).put(`/api/PlanningSettings/organization/${org.id}`, {
      summerRequestDeadline: '04-01',
    });
    const requests = [
      // early: 3 weeks in July, sent 1 April 23:30 Oslo time (21:30 UTC, summer time): in time.
      [early, '2026-07-06', '2026-07-17', 'Approved', '2026-04-01T21:30:00Z'],
      [early, '2026-07-20', '2026-07-24', 'Pending', '2026-04-01T21:30:00Z'],
      // late: one week straddling 31 May / 1 June (1-5 June count), sent 2 April 00:30 Oslo time: too late.
      [late, '2026-05-28', '2026-06-05', 'Pending', '2026-04-01T22:30:00Z'],
      // none: only a rejected request outside the window.
      [none, '2026-10-05', '2026-10-09', 'Rejected', '2026-02-01T10:00:00Z'],
    ] as const;
    for (const [user, startDate, endDate, status, createdAt] of requests)
      await seedRequest(app, id(user), { startDate, endDate, status, createdAt });

    const response = await summer(org.id);
    expect(response.statusCode).toBe(200);
    const overview = response.json<SummerOverview>();
    expect(overview).toMatchObject({
      year: 2026,
      requiredDays: 15,
      window: { from: '2026-06-01', to: '2026-09-30' },
      deadline: '2026-04-01',
    });
    const rows = overview.members.map((m) => [
      m.userId,
      m.approvedDays,
      m.pendingDays,
      m.reached,
      m.appliedByDeadline,
    ]);
    // Below 15 first, fewest days first (the two with 0 by name), then those who reach it.
    expect(new Set(rows.slice(0, 2))).toEqual(
      new Set([
        [id(admin), 0, 0, false, false],
        [id(none), 0, 0, false, false],
      ]),
    );
    expect(rows.slice(2)).toEqual([
      [id(late), 0, 5, false, false],
      [id(early), 10, 5, true, true],
    ]);
  });

  it('has no deadline column without a deadline', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const overview = (await summer(org.id)).json<SummerOverview>();
    expect(overview.deadline).toBeNull();
    expect(overview.members[0].appliedByDeadline).toBeNull();
  });

  it('is refused to Starter (403) and to members (403)', async () => {
    const starter = await seedOrganization(app, { admins: [admin], members: [early] });
    const refused = await summer(starter.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverPlanning.proRequired);
    const pro = await seedOrganization(app, { admins: [admin], members: [early], plan: 'Pro' });
    expect((await summer(pro.id, early)).statusCode).toBe(403);
  });
});
