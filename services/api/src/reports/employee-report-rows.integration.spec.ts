import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EmployeeReport } from '@ferieplan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalancesService } from '../planning/balances/balances.service.js';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedMember, seedOrganization, seedRequest } from '../test/factories.js';

// Issue 28 changed how the per-employee report reads its rows (the work patterns aggregated in one pass,
// the rows handed over nearly in name order for a one-pass sort): the rows a client gets must not change.
// In Norwegian order (Æ, Ø, Å after Z; case and accents alike), equal names by member id; a part-timer's
// entitlement and days in their own pattern, as the balance rules give them.
describe('Per-employee report rows (order, work patterns)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  beforeAll(async () => {
    app = await createApp();
    admin = await signUp();
  });
  afterAll(() => app?.close());

  it('lists the members in Norwegian order, equal names by member id', async () => {
    const { id } = await seedOrganization(app, { plan: 'Pro', name: 'Rekkefølge AS' });
    await seedMember(app, id, { user: admin, isAdmin: true, name: 'Kari Admin' });
    const names = [
      'Åse Lund',
      'zara Holm',
      'Ørjan Vik',
      'anne Berg',
      'Ærle Moe',
      'Anne Berg',
      'Émile Dahl',
      'Emile Dahl',
      'Bjørn',
    ];
    const ids = new Map<string, string>();
    for (const name of names) ids.set(name, await seedMember(app, id, { name }));

    const report = await client(app, admin).json<EmployeeReport>(
      `/api/Reports/organization/${id}/employees?year=2027`,
    );

    const byId = (a: string, b: string) => (ids.get(a)! < ids.get(b)! ? [a, b] : [b, a]);
    expect(report.rows.map((row) => row.name)).toEqual([
      ...byId('anne Berg', 'Anne Berg'),
      'Bjørn',
      ...byId('Émile Dahl', 'Emile Dahl'),
      'Kari Admin',
      'zara Holm',
      'Ærle Moe',
      'Ørjan Vik',
      'Åse Lund',
    ]);
  });

  it("counts a part-timer's entitlement and days in their own pattern, like the balance rules", async () => {
    const MON_WED = 0b0000111;
    const { id, membershipIds } = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const partTimer = await seedMember(app, id, { name: 'Deltid Dahl' });
    const fullTimer = await seedMember(app, id, { name: 'Heltid Holm' });
    await dataSourceOf(app).query(
      `INSERT INTO work_pattern (membership_id, valid_from, weekdays) VALUES ($1, '2026-01-01', $2), ($1, '2027-07-01', 31)`,
      [partTimer, MON_WED],
    );
    // Monday 1 March - Friday 5 March 2027: 3 days on Mon–Wed (stamped on the request), 5 on Mon–Fri.
    const request = await seedRequest(app, partTimer, {
      startDate: '2027-03-01',
      endDate: '2027-03-05',
      status: 'Approved',
    });
    await dataSourceOf(app).query('UPDATE vacation_request SET weekdays = $2 WHERE id = $1', [
      request,
      MON_WED,
    ]);
    await seedRequest(app, fullTimer, { startDate: '2027-03-01', endDate: '2027-03-05', status: 'Pending' });

    const report = await client(app, admin).json<EmployeeReport>(
      `/api/Reports/organization/${id}/employees?year=2027`,
    );
    const balances = await app.get(BalancesService).forOrganization(id, [2027]);
    const patterns = [
      { validFrom: '2026-01-01', weekdays: MON_WED },
      { validFrom: '2027-07-01', weekdays: 31 },
    ];
    const rows = Object.fromEntries(report.rows.map((row) => [row.userId, row]));
    const rule = (memberId: string, workPatterns: typeof patterns) =>
      balances.year({ id: memberId, yearlyDays: 25, birthYear: null, workPatterns }, 2027);

    // Half the year on three days a week: 25 / 5 × 4 = 20 days (weighted by the days each pattern holds).
    expect(rows[partTimer]).toMatchObject({ usedDays: 3, plannedDays: 0 });
    expect(rows[partTimer].entitlementDays).toBe(rule(partTimer, patterns).totalDays);
    expect(rows[partTimer].entitlementDays).toBeLessThan(25);
    expect(rows[partTimer].remainingDays).toBe(rule(partTimer, patterns).remainingDays);
    expect(rows[fullTimer]).toMatchObject({
      entitlementDays: 25,
      usedDays: 0,
      plannedDays: 5,
      remainingDays: 25,
    });
    expect(rows[membershipIds[admin.uid]]).toMatchObject({ entitlementDays: 25, requestCount: 0 });
  });
});
