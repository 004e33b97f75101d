import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { addDays, parseIsoDate, toIsoDate } from '@ferieplan/holidays';
import { employmentAudit, serverEmployment } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { seedOrganization, seedRequest } from '../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';

// Issue 26 through the API: 'Ansatt fra'/'Ansatt til', a Mon–Wed pattern, ferieloven § 5 (1) in the
// balances (TypeScript for one member, SQL for the employee list and the report), refusals, leavers.
const MON_WED = 0b0000111;
const year = new Date().getFullYear();

/** The Monday on or after a day (November has no public holidays in Norway). */
const mondayFrom = (iso: string): string => {
  let day = parseIsoDate(iso)!;
  while (day.getDay() !== 1) day = addDays(day, 1);
  return toIsoDate(day);
};
const plus = (iso: string, days: number) => toIsoDate(addDays(parseIsoDate(iso)!, days));

describe('Employment (issue 26)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser;
  beforeAll(async () => {
    [app, admin, member] = await Promise.all([createApp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  const setEmployment = (id: string, payload: unknown, user = admin) =>
    client(app, user).put(`/api/Employment/member/${id}`, payload);
  const submit = (orgId: string, startDate: string, endDate: string, user = member) =>
    client(app, user).post('/api/VacationRequests', { organizationId: orgId, startDate, endDate });
  const me = async (orgId: string) =>
    (await client(app, member).get(`/api/Users/organization/${orgId}/me`)).json();
  const listed = async (orgId: string, id: string) =>
    (await client(app, admin).get(`/api/Users/organization/${orgId}`))
      .json()
      .find((e: { id: string }) => e.id === id);

  const start = mondayFrom(`${year}-11-10`);

  it('a November start on Mon–Wed: one week of 3 days this year, 15 next year, nothing last year; a Mon–Fri request costs 3', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const id = org.membershipIds[member.uid];
    const saved = await setEmployment(id, {
      employedFrom: start,
      workPattern: { validFrom: start, weekdays: MON_WED },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      employedFrom: start,
      workPatterns: [{ validFrom: start, weekdays: MON_WED }],
    });
    expect(saved.json().employedUntil).toBeUndefined();
    const balances = saved.json().yearlyBalance;
    expect(balances[String(year - 1)]).toMatchObject({ yearlyDays: 0, totalDays: 0 });
    expect(balances[String(year)]).toMatchObject({ yearlyDays: 3, totalDays: 3 });
    expect(balances[String(year + 1)]).toMatchObject({ yearlyDays: 15, totalDays: 15 });

    const request = await submit(org.id, plus(start, 7), plus(start, 11));
    expect(request.statusCode).toBe(201);
    expect(request.json().weekdays).toBe(MON_WED);
    // The member's own balance (TypeScript) and the admin's list (SQL) count the same 3 days.
    expect((await me(org.id)).yearlyBalance[String(year)]).toMatchObject({
      plannedDays: 3,
      remainingDays: 3,
    });
    expect((await listed(org.id, id)).yearlyBalance[String(year)]).toMatchObject({
      plannedDays: 3,
      totalDays: 3,
    });

    // The audit log says what changed, in Norwegian.
    const log = (await client(app, admin).get(`/api/Audit/organization/${org.id}`)).json();
    const edit = log.entries.find((entry: { kind: string }) => entry.kind === 'employee.updated');
    expect(edit.description).toContain(employmentAudit.changeDate('employedFrom', null, start));
    expect(edit.description).toContain(employmentAudit.changePattern(start, MON_WED));

    // 'Full ferie i tiltredelsesåret': the whole year's 15 days.
    const settings = await client(app, admin).put(`/api/Employment/organization/${org.id}/settings`, {
      fullFirstYearVacation: true,
    });
    expect(settings.json()).toEqual({ organizationId: org.id, fullFirstYearVacation: true });
    expect((await me(org.id)).yearlyBalance[String(year)]).toMatchObject({ yearlyDays: 15, plannedDays: 3 });
  });

  it('refuses absences outside the employment with a Norwegian message, and an end before its absences', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const id = org.membershipIds[member.uid];
    const end = plus(start, 25);
    await setEmployment(id, { employedFrom: start, employedUntil: end });
    const before = await submit(org.id, plus(start, -7), plus(start, -3));
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(serverEmployment.absenceBeforeStart(start));
    const after = await submit(org.id, plus(end, -1), plus(end, 1));
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(serverEmployment.absenceAfterEnd(end));
    expect((await submit(org.id, plus(start, 7), plus(start, 9))).statusCode).toBe(201);
    // Shortening the employment past that absence changes nothing.
    const shorter = await setEmployment(id, { employedUntil: plus(start, 8) });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().message).toBe(serverEmployment.periodExcludesAbsences);
    const [row] = await dataSourceOf(app).query(
      `SELECT to_char(employed_until, 'YYYY-MM-DD') AS until FROM membership WHERE id = $1`,
      [id],
    );
    expect(row.until).toBe(end);
  });

  it('answers bad input with 400 and a Norwegian message', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const id = org.membershipIds[member.uid];
    const cases: [unknown, string][] = [
      [{ employedFrom: '16.11.2026' }, serverEmployment.dateInvalid('Ansatt fra')],
      [{ employedFrom: start, employedUntil: plus(start, -1) }, serverEmployment.endBeforeStart],
      [{ workPattern: { validFrom: start, weekdays: 0 } }, serverEmployment.weekdaysInvalid],
      [{ workPattern: { weekdays: 7 } }, serverEmployment.patternRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await setEmployment(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [row] = await dataSourceOf(app).query(
      'SELECT employed_from, employed_until, (SELECT count(*)::int FROM work_pattern WHERE membership_id = $1) AS patterns FROM membership WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ employed_from: null, employed_until: null, patterns: 0 });
  });

  it('a pattern change applies from its date: earlier requests keep their cost, later ones are counted anew', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const id = org.membershipIds[member.uid];
    const week1 = mondayFrom(`${year + 1}-03-01`);
    const week2 = plus(week1, 14);
    await setEmployment(id, { workPattern: { validFrom: `${year}-01-01`, weekdays: MON_WED } });
    await submit(org.id, week1, plus(week1, 4));
    await submit(org.id, week2, plus(week2, 4));
    expect((await me(org.id)).yearlyBalance[String(year + 1)].plannedDays).toBe(6);
    // Full time again from week2's Monday: week1 keeps its 3 days, week2 now costs 5.
    await setEmployment(id, { workPattern: { validFrom: week2, weekdays: 31 } });
    expect((await me(org.id)).yearlyBalance[String(year + 1)].plannedDays).toBe(8);
    expect((await listed(org.id, id)).yearlyBalance[String(year + 1)].plannedDays).toBe(8);
  });

  it('lists the year’s leavers with days taken and not taken; no transfer from a year before the start', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    const id = org.membershipIds[member.uid];
    await setEmployment(id, { employedFrom: `${year - 3}-01-01`, employedUntil: `${year}-12-31` });
    await seedRequest(app, id, { startDate: `${year}-03-02`, endDate: `${year}-03-06`, status: 'Approved' });
    const leavers = await client(app, admin).get(
      `/api/Employment/organization/${org.id}/leavers?year=${year}`,
    );
    expect(leavers.json()).toEqual([
      {
        userId: id,
        name: expect.any(String),
        email: member.email,
        employedUntil: `${year}-12-31`,
        totalDays: 25,
        takenDays: 5,
        notTakenDays: 20,
      },
    ]);
    expect(
      (await client(app, admin).get(`/api/Employment/organization/${org.id}/leavers?year=abc`)).statusCode,
    ).toBe(400);

    // The report (SQL facts, shared entitlement) agrees for a November starter.
    await setEmployment(org.membershipIds[admin.uid], { employedFrom: start });
    const report = await client(app, admin).get(`/api/Reports/organization/${org.id}/employees?year=${year}`);
    const adminRow = report
      .json()
      .rows.find((r: { userId: string }) => r.userId === org.membershipIds[admin.uid]);
    expect(adminRow).toMatchObject({ entitlementDays: 5, remainingDays: 5 });
    // Ferieplanlegging → Overføring: nothing unused in a year before the start.
    if (start.slice(0, 4) === String(year)) {
      const transfers = await client(app, admin).get(`/api/Transfers/organization/${org.id}`);
      const row = transfers
        .json()
        .members.find((m: { userId: string }) => m.userId === org.membershipIds[admin.uid]);
      expect(row).toMatchObject({ unusedDays: 0, transferableDays: 0 });
    }
  });

  it('the staffing calendar counts a Mon–Wed person as not at work on Thursday and Friday (offDuty), unless away', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const id = org.membershipIds[member.uid];
    const monday = mondayFrom(`${year + 1}-03-01`);
    await setEmployment(id, { workPattern: { validFrom: `${year}-01-01`, weekdays: MON_WED } });
    const month = async () =>
      (await client(app, admin).get(`/api/Staffing/organization/${org.id}?year=${year + 1}&month=3`)).json();
    const day = (body: { days: { date: string }[] }, offset: number) =>
      body.days.find((d) => d.date === plus(monday, offset));
    let body = await month();
    expect(body.total).toBe(1);
    expect(day(body, 0)).not.toHaveProperty('offDuty');
    expect(day(body, 3)).toMatchObject({ onVacation: 0, offDuty: 1 });
    expect(day(body, 4)).toMatchObject({ onVacation: 0, offDuty: 1 });
    expect(day(body, 5)).not.toHaveProperty('offDuty');
    // Away all week: counted once, as away.
    await seedRequest(app, id, { startDate: monday, endDate: plus(monday, 4), status: 'Approved' });
    body = await month();
    expect(day(body, 3)).toMatchObject({ onVacation: 1 });
    expect(day(body, 3)).not.toHaveProperty('offDuty');
  });
});
