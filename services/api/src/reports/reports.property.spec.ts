import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import type { AbsenceReport, BusiestDaysReport, EmployeeReport } from '@ferieplan/contracts';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { isAbsenceDay, isoDate, vacationDaysWithin, type Period } from '@ferieplan/vacation-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalancesService } from '../planning/balances/balances.service.js';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, seedRequest } from '../test/factories.js';

// The SQL of the reports against the shared TypeScript rules on random data: requests anywhere in
// 2026-2028 (so across both New Years and every moveable holiday), any status, members with a birth
// year or none. Whatever the data, every figure must be what libs/vacation-rules and libs/holidays say.
const STATUSES = ['Approved', 'Pending', 'Rejected'] as const;
const day = fc.integer({ min: 0, max: 3 * 365 }).map((n) => toIsoDate(addDays(new Date(2026, 0, 1), n)));
const request = fc.record({
  member: fc.integer({ min: 0, max: 3 }),
  start: day,
  length: fc.integer({ min: 0, max: 20 }),
  status: fc.constantFrom(...STATUSES),
});

/** The ten busiest working days by brute force: every day of the year, distinct members on approved vacation. */
function busiestDays(approved: Array<Period & { member: number }>, year: number) {
  const days: Array<{ date: string; away: number }> = [];
  for (let date = new Date(year, 0, 1); date.getFullYear() === year; date = addDays(date, 1)) {
    if (!isAbsenceDay(date)) continue;
    const iso = toIsoDate(date);
    const away = new Set(approved.filter((p) => p.startDate <= iso && iso <= p.endDate).map((p) => p.member))
      .size;
    if (away > 0) days.push({ date: iso, away });
  }
  return days.sort((a, b) => b.away - a.away || a.date.localeCompare(b.date)).slice(0, 10);
}

describe('Reports agree with libs/vacation-rules on random data (fast-check)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let members: TestUser[];

  beforeAll(async () => {
    app = await createApp();
    [admin, ...members] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('per employee, per month and busiest days, in 2027', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(request, { maxLength: 25 }),
        fc.option(fc.integer({ min: 1960, max: 1975 })),
        async (requests, born) => {
          const org = await seedOrganization(app, { admins: [admin], members, plan: 'Pro' });
          const ids = [admin, ...members].map((user) => org.membershipIds[user.uid]);
          await dataSourceOf(app).query('UPDATE membership SET birth_year = $2 WHERE id = $1', [
            ids[1],
            born,
          ]);
          const periods = requests.map((r) => {
            const endDate = toIsoDate(addDays(parseIsoDate(r.start)!, r.length));
            return { member: r.member, startDate: r.start, endDate, status: r.status };
          });
          for (const { member, ...period } of periods) await seedRequest(app, ids[member], period);
          const base = `/api/Reports/organization/${org.id}`;
          const api = client(app, admin);

          const balances = await app.get(BalancesService).forOrganization(org.id, [2027]);
          const employees = await api.json<EmployeeReport>(`${base}/employees?year=2027`);
          for (const [index, id] of ids.entries()) {
            const rule = balances.year({ id, yearlyDays: 25, birthYear: index === 1 ? born : null }, 2027);
            const row = employees.rows.find((r) => r.userId === id)!;
            expect([row.entitlementDays, row.usedDays, row.plannedDays, row.remainingDays]).toEqual([
              rule.totalDays,
              rule.usedDays,
              rule.plannedDays,
              rule.remainingDays,
            ]);
          }

          const absence = await api.json<AbsenceReport>(`${base}/absence?year=2027`);
          const ofStatus = (status: string) => periods.filter((p) => p.status === status);
          expect(absence.months).toEqual(
            Array.from({ length: 12 }, (_, i) => {
              const from = isoDate(2027, i + 1, 1);
              const to = toIsoDate(new Date(2027, i + 1, 0));
              return {
                month: i + 1,
                approvedDays: vacationDaysWithin(ofStatus('Approved'), from, to),
                plannedDays: vacationDaysWithin(ofStatus('Pending'), from, to),
              };
            }),
          );

          const busiest = await api.json<BusiestDaysReport>(`${base}/busiest-days?year=2027`);
          expect(busiest.days).toEqual(busiestDays(ofStatus('Approved'), 2027));
        },
      ),
      { numRuns: 12 },
    );
  });
});
