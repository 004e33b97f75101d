import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AbsenceReport, BusiestDaysReport, EmployeeReport } from '@ferieplan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUpMany, type TestUser } from '../test/harness.js';
import {
  seedMember,
  seedOrganization,
  seedRequest,
  seedTeam,
  seedTransfer,
  type RequestStatus,
} from '../test/factories.js';
import { BalancesService } from '../planning/balances/balances.service.js';

// Every figure against hand-computed data. 2027: Easter Sunday is 28 March, so Skjærtorsdag 25 March,
// Langfredag 26 March and Andre påskedag 29 March are holidays; Kristi himmelfartsdag is 6 May;
// 17 May (Monday) is both Grunnlovsdag and Andre pinsedag; 1 January is a Friday; 25/26 December
// fall on the weekend.
describe('Reports (per employee, per month, busiest days)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, anne: TestUser, bjorn: TestUser, cecilie: TestUser;
  beforeAll(async () => {
    app = await createApp();
    [admin, anne, bjorn, cecilie] = await signUpMany(4);
  });
  afterAll(() => app?.close());

  const sql = (text: string, params: unknown[] = []) => dataSourceOf(app).query(text, params);

  /** Kari Admin (no team), Anne and Bjørn (Drift), Cecilie (Salg); requests as in the comments. */
  async function organization(plan: 'Pro' | 'Starter' = 'Pro') {
    const { id } = await seedOrganization(app, { plan, name: 'Fjørd & Sønner AS' });
    const drift = await seedTeam(app, id, { name: 'Drift' });
    const salg = await seedTeam(app, id, { name: 'Salg' });
    const kari = await seedMember(app, id, { user: admin, isAdmin: true, name: 'Kari Admin' });
    const a = await seedMember(app, id, { user: anne, name: 'Anne Berg', teamId: drift, birthYear: 1967 });
    const b = await seedMember(app, id, { user: bjorn, name: 'Bjørn Dahl', teamId: drift, yearlyDays: 20 });
    const c = await seedMember(app, id, {
      user: cecilie,
      name: 'Cecilie Eng',
      teamId: salg,
      birthYear: 1990,
    });
    // Anne: 4 days transferred in from 2026, 2 days on to 2028.
    await seedTransfer(app, a, { fromYear: 2026, days: 4 });
    await seedTransfer(app, a, { fromYear: 2027, days: 2 });
    const request = (membershipId: string, startDate: string, endDate: string, status: RequestStatus) =>
      seedRequest(app, membershipId, { startDate, endDate, status });
    await request(a, '2026-12-28', '2027-01-05', 'Approved'); // 2027: Mon 4 + Tue 5 Jan (1 Jan holiday) = 2
    await request(a, '2027-03-22', '2027-03-29', 'Approved'); // Mon-Wed 22-24 = 3; 25, 26, 29 holidays
    await request(a, '2027-07-05', '2027-07-09', 'Pending'); // 5 planned
    await request(a, '2027-08-02', '2027-08-06', 'Rejected'); // counted as a request only
    await request(b, '2027-05-14', '2027-05-18', 'Approved'); // Fri 14 + Tue 18 = 2 (17 May holiday)
    await request(b, '2027-12-20', '2028-01-07', 'Approved'); // 2027: 20-24 + 27-31 Dec = 10
    await request(b, '2027-03-22', '2027-03-24', 'Approved'); // 3
    await request(kari, '2027-03-23', '2027-03-23', 'Approved'); // 1
    await request(c, '2027-03-24', '2027-03-24', 'Pending'); // 1 planned
    await request(c, '2026-06-01', '2026-06-05', 'Approved'); // another year
    return { id, kari, a, b, c, drift, salg };
  }

  /** A report (or export) of the organisation, as its admin. */
  const fetchReport = (org: string, name: string, query = '?year=2027') =>
    client(app, admin).get(`/api/Reports/organization/${org}/${name}${query}`);

  it("gives each member's entitlement, used, planned, remaining, transferred days and requests", async () => {
    const org = await organization();
    const response = await fetchReport(org.id, 'employees');
    expect(response.statusCode).toBe(200);
    const report = response.json() as EmployeeReport;
    expect(report.year).toBe(2027);
    const columns = [
      'name',
      'teamName',
      'entitlementDays',
      'usedDays',
      'plannedDays',
      'remainingDays',
      'transferredInDays',
      'transferredOutDays',
      'requestCount',
    ] as const;
    const figures = report.rows.map((row) => columns.map((column) => row[column]));
    expect(figures).toEqual([
      // Anne turns 60 in 2027: 25 + 5 + 4 transferred in; remaining 34 - 5 used - 2 transferred out.
      ['Anne Berg', 'Drift', 34, 5, 5, 27, 4, 2, 4],
      ['Bjørn Dahl', 'Drift', 20, 15, 0, 5, 0, 0, 3],
      ['Cecilie Eng', 'Salg', 25, 0, 1, 25, 0, 0, 1],
      ['Kari Admin', null, 25, 1, 0, 24, 0, 0, 1],
    ]);
  });

  it('agrees with the shared balance rules (libs/vacation-rules) for the year before, the year and the year after', async () => {
    const org = await organization();
    const balances = await app.get(BalancesService).forOrganization(org.id, [2026, 2027, 2028]);
    const members = await sql(
      `SELECT id, yearly_days AS "yearlyDays", birth_year AS "birthYear" FROM membership WHERE organization_id = $1`,
      [org.id],
    );
    // Each report column and the balance field it must equal.
    const sameAs = {
      entitlementDays: 'totalDays',
      usedDays: 'usedDays',
      plannedDays: 'plannedDays',
      remainingDays: 'remainingDays',
      transferredInDays: 'transferredDays',
      transferredOutDays: 'transferredOutDays',
    } as const;
    for (const year of [2026, 2027, 2028]) {
      const rows = ((await fetchReport(org.id, 'employees', `?year=${year}`)).json() as EmployeeReport).rows;
      for (const member of members) {
        const rule = balances.year(member, year);
        const row = rows.find((r) => r.userId === member.id)!;
        expect(
          Object.keys(sameAs).map((column) => row[column as keyof typeof sameAs]),
          `${year} ${member.id}`,
        ).toEqual(Object.values(sameAs).map((field) => rule[field]));
      }
    }
  });

  it('gives approved and planned days per month, in total and per team', async () => {
    const org = await organization();
    const report = (await fetchReport(org.id, 'absence')).json() as AbsenceReport;
    const months = (list: AbsenceReport['months']) => list.map((m) => [m.approvedDays, m.plannedDays]);
    const zero = [0, 0];
    expect(months(report.months)).toEqual([
      [2, 0],
      zero,
      [7, 1],
      zero,
      [2, 0],
      zero,
      [0, 5],
      zero,
      zero,
      zero,
      zero,
      [10, 0],
    ]);
    expect(report.teams.map((team) => [team.teamName, months(team.months)])).toEqual([
      ['Drift', [[2, 0], zero, [6, 0], zero, [2, 0], zero, [0, 5], zero, zero, zero, zero, [10, 0]]],
      ['Salg', [zero, zero, [0, 1], zero, zero, zero, zero, zero, zero, zero, zero, zero]],
      [null, [zero, zero, [1, 0], zero, zero, zero, zero, zero, zero, zero, zero, zero]],
    ]);
    // The months add up to the employee table's used and planned days.
    const rows = (await fetchReport(org.id, 'employees')).json() as EmployeeReport;
    const sum = (pick: (m: AbsenceReport['months'][number]) => number) =>
      report.months.reduce((total, m) => total + pick(m), 0);
    expect(sum((m) => m.approvedDays)).toBe(rows.rows.reduce((total, r) => total + r.usedDays, 0));
    expect(sum((m) => m.plannedDays)).toBe(rows.rows.reduce((total, r) => total + r.plannedDays, 0));
  });

  it('lists the ten working days with most people away, never a weekend or a public holiday', async () => {
    const org = await organization();
    const report = (await fetchReport(org.id, 'busiest-days')).json() as BusiestDaysReport;
    expect(report.days).toEqual([
      { date: '2027-03-23', away: 3 },
      { date: '2027-03-22', away: 2 },
      { date: '2027-03-24', away: 2 },
      { date: '2027-01-04', away: 1 },
      { date: '2027-01-05', away: 1 },
      { date: '2027-05-14', away: 1 },
      { date: '2027-05-18', away: 1 },
      { date: '2027-12-20', away: 1 },
      { date: '2027-12-21', away: 1 },
      { date: '2027-12-22', away: 1 },
    ]);
  });

  it('narrows every report to one team', async () => {
    const org = await organization();
    const query = `?year=2027&teamId=${org.drift}`;
    const employees = (await fetchReport(org.id, 'employees', query)).json() as EmployeeReport;
    expect(employees.rows.map((row) => row.name)).toEqual(['Anne Berg', 'Bjørn Dahl']);
    const absence = (await fetchReport(org.id, 'absence', query)).json() as AbsenceReport;
    expect(absence.teams.map((team) => team.teamName)).toEqual(['Drift']);
    expect(absence.months[2]).toEqual({ month: 3, approvedDays: 6, plannedDays: 0 });
    const busiest = (await fetchReport(org.id, 'busiest-days', query)).json() as BusiestDaysReport;
    expect(busiest.days.slice(0, 3)).toEqual([
      { date: '2027-03-22', away: 2 },
      { date: '2027-03-23', away: 2 },
      { date: '2027-03-24', away: 2 },
    ]);
  });

  it('counts a request over New Year in each year for its own days', async () => {
    const org = await organization();
    const in2026 = (await fetchReport(org.id, 'employees', '?year=2026')).json() as EmployeeReport;
    // Anne: Mon 28 - Thu 31 December 2026 = 4 days; Cecilie: 1-5 June 2026 = 5 days.
    expect(in2026.rows.find((r) => r.name === 'Anne Berg')).toMatchObject({
      usedDays: 4,
      requestCount: 1,
      transferredOutDays: 4,
    });
    expect(in2026.rows.find((r) => r.name === 'Cecilie Eng')).toMatchObject({ usedDays: 5, requestCount: 1 });
    const in2028 = (await fetchReport(org.id, 'absence', '?year=2028')).json() as AbsenceReport;
    // Bjørn: Mon 3 - Fri 7 January 2028 (1 January 2028 is a Saturday) = 5 days.
    expect(in2028.months[0]).toEqual({ month: 1, approvedDays: 5, plannedDays: 0 });
  });

  it('refuses bad input with a Norwegian 4xx and another organisation’s team with 404', async () => {
    const org = await organization();
    const other = await organization();
    for (const query of ['?year=1999', '?year=abc', '?year=2101']) {
      const response = await fetchReport(org.id, 'employees', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Ugyldig år. Bruk et årstall mellom 2000 og 2100.');
    }
    for (const teamId of [other.drift, 'ikke-et-team']) {
      const response = await fetchReport(org.id, 'busiest-days', `?teamId=${teamId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Fant ikke teamet.');
    }
    const format = await fetchReport(org.id, 'employees/export', '?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe("Ugyldig filformat. Bruk 'csv' eller 'xlsx'.");
  });

  it('refuses Starter organisations with the upgrade message', async () => {
    const org = await organization('Starter');
    const response = await fetchReport(org.id, 'absence');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Rapporter og eksport er en del av Pro-planen. Oppgrader til Pro for å bruke dem.',
    );
  });
});
