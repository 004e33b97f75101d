import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditPage,
  Employee,
  EmployeeReport,
  MyVacationReturns,
  StaffingMonth,
  VacationRequest,
  VacationReturn,
} from '@ferieplan/contracts';
import { vacationReturnErrors } from '@ferieplan/texts';
import { SICK_IN_FERIE_EXAMPLE } from '@ferieplan/vacation-rules';
import { client } from '../../test/client.js';
import { seedMember, seedOrganization, seedRequest, type SeededOrganization } from '../../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../../test/harness.js';

// Syk i ferien (ferieloven § 9 (1)) on PostgreSQL: a person with a 100 % sykmelding on days of their
// approved ferie asks for the days back; an admin approves; the balance, the employee list and the
// report count the days back once: the rule's worked example (SICK_IN_FERIE_EXAMPLE), 4 days back, 11 spent.

const FERIE = { ...SICK_IN_FERIE_EXAMPLE.ferie };
const SICK = { ...SICK_IN_FERIE_EXAMPLE.sick };

describe('syk i ferien: ferie days back after a sykmelding in the ferie', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, secondAdmin: TestUser, colleague: TestUser, otherAdmin: TestUser;
  let org: SeededOrganization;
  let otherOrgId: string;

  const base = () => `/api/SickLeave/organization/${org.id}`;
  /** A member with an approved ferie (FERIE) who registers their own sykmelding over it through the API. */
  const sickInFerie = async (sick: Record<string, unknown> = SICK, ferie = FERIE) => {
    const user = await signUp();
    const id = await seedMember(app, org.id, { user, createdAt: '2025-01-01T08:00:00Z', name: 'Siri Syk' });
    const ferieId = await seedRequest(app, id, { ...ferie, status: 'Approved' });
    const registered = await client(app, user).post('/api/VacationRequests', {
      organizationId: org.id,
      kind: 'Sykmelding',
      ...sick,
    });
    expect(registered.statusCode).toBe(201);
    return { user, id, ferieId, sickId: registered.json<VacationRequest>().id };
  };
  const ask = (user: TestUser, body: { vacationRequestId: string; sickRequestId: string }) =>
    client(app, user).post(`${base()}/me/vacation-returns`, body);
  const decide = (user: TestUser, claimId: string, approve: boolean, orgId = org.id) =>
    client(app, user).put(`/api/SickLeave/organization/${orgId}/vacation-returns/${claimId}/decision`, {
      approve,
    });
  const balance2026 = async (user: TestUser) =>
    (await client(app, user).json<Employee>(`/api/Users/organization/${org.id}/me`)).yearlyBalance['2026']!;
  const ferieRows = async (membershipId: string) =>
    (await dataSourceOf(app).query(
      `SELECT to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", status
         FROM vacation_request WHERE membership_id = $1 AND kind = 'Ferie' ORDER BY start_date`,
      [membershipId],
    )) as { startDate: string; endDate: string; status: string }[];

  beforeAll(async () => {
    app = await createApp();
    [admin, secondAdmin, colleague, otherAdmin] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [colleague], plan: 'Pro' });
    otherOrgId = (await seedOrganization(app, { admins: [otherAdmin], plan: 'Pro' })).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets a sykmelding lie on approved ferie days, and offers the ferie days it covers', async () => {
    const { user, ferieId, sickId } = await sickInFerie();
    const mine = await client(app, user).json<MyVacationReturns>(`${base()}/me/vacation-returns`);
    expect(mine).toEqual({
      candidates: [
        {
          vacationRequestId: ferieId,
          sickRequestId: sickId,
          ...SICK,
          days: 4,
          ferieStartDate: FERIE.startDate,
          ferieEndDate: FERIE.endDate,
        },
      ],
      returns: [],
    });
    // Egenmelding on ferie days is still refused by the overlap rule: only a sykmelding may lie there.
    const egenmelding = await client(app, user).post('/api/VacationRequests', {
      organizationId: org.id,
      kind: 'Egenmelding',
      startDate: '2026-07-20',
      endDate: '2026-07-20',
    });
    expect(egenmelding.statusCode).toBe(409);
  });

  it('gives the days back on approval: balance, employee list and report count 11 of 15 once; audited; admins mailed', async () => {
    const { user, id, ferieId, sickId } = await sickInFerie();
    expect(await balance2026(user)).toMatchObject({ usedDays: 15, remainingDays: 10 });

    const asked = await ask(user, { vacationRequestId: ferieId, sickRequestId: sickId });
    expect(asked.statusCode).toBe(201);
    const claim = asked.json<VacationReturn>();
    expect(claim).toMatchObject({ userId: id, ...SICK, days: 4, status: 'Pending', decidedAt: null });
    // Nothing comes back before an admin approves.
    expect(await balance2026(user)).toMatchObject({ usedDays: 15 });
    const mine = await client(app, user).json<MyVacationReturns>(`${base()}/me/vacation-returns`);
    expect(mine.candidates).toEqual([]);
    expect(mine.returns).toEqual([expect.objectContaining({ id: claim.id, status: 'Pending' })]);
    const mails = await dataSourceOf(app).query(
      `SELECT recipient, subject FROM mail_outbox WHERE organization_id = $1 AND subject LIKE '%feriedager tilbake%'`,
      [org.id],
    );
    expect(mails).toEqual([{ recipient: admin.email, subject: 'Siri Syk ber om å få feriedager tilbake' }]);

    const waiting = await client(app, admin).json<VacationReturn[]>(`${base()}/vacation-returns`);
    expect(waiting.map((row) => row.id)).toContain(claim.id);

    const approved = await decide(admin, claim.id, true);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<VacationReturn>()).toMatchObject({ status: 'Approved', days: 4 });
    expect(await ferieRows(id)).toEqual([
      { startDate: '2026-07-06', endDate: '2026-07-13', status: 'Approved' },
      { startDate: '2026-07-18', endDate: '2026-07-24', status: 'Approved' },
    ]);
    // The one count of ferie: the person's balance, the admin's list, the report.
    expect(await balance2026(user)).toMatchObject({ usedDays: 11, remainingDays: 14 });
    const list = await client(app, admin).json<Employee[]>(`/api/Users/organization/${org.id}`);
    expect(list.find((employee) => employee.id === id)!.yearlyBalance['2026']).toMatchObject({
      usedDays: 11,
    });
    const report = await client(app, admin).json<EmployeeReport>(
      `/api/Reports/organization/${org.id}/employees?year=2026`,
    );
    expect(report.rows.find((row) => row.userId === id)).toMatchObject({ usedDays: 11, remainingDays: 14 });

    const log = await client(app, admin).json<AuditPage>(`/api/Audit/organization/${org.id}?category=sick`);
    const returned = log.entries.find((entry) => entry.kind === 'sick.vacation_returned')!;
    expect(returned).toMatchObject({ targetId: claim.id, details: { ...SICK, days: 4 } });
    expect(returned.description).toMatch(
      /ga Siri Syk 4 feriedager tilbake \(syk i ferien 14\.–17\. juli 2026\)/,
    );
    expect(log.entries.some((entry) => entry.kind === 'sick.vacation_return_requested')).toBe(true);

    // Decided once: a second decision is a conflict, and the same days cannot be asked for again.
    expect((await decide(admin, claim.id, false)).statusCode).toBe(409);
    const again = await ask(user, { vacationRequestId: ferieId, sickRequestId: sickId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(vacationReturnErrors.noOverlap);
  });

  it('gives the whole ferie back when the sykmelding covers all of it (the ferie request goes)', async () => {
    const { user, id, ferieId, sickId } = await sickInFerie({
      startDate: '2026-07-01',
      endDate: '2026-07-31',
    });
    const claim = (
      await ask(user, { vacationRequestId: ferieId, sickRequestId: sickId })
    ).json<VacationReturn>();
    expect(claim.days).toBe(15);
    expect((await decide(admin, claim.id, true)).json<VacationReturn>()).toMatchObject({
      status: 'Approved',
      vacationRequestId: null,
    });
    expect(await ferieRows(id)).toEqual([]);
    expect(await balance2026(user)).toMatchObject({ usedDays: 0, remainingDays: 25 });
  });

  it('refuses a double claim (409), and two claims racing for the same days: one 201, one 409', async () => {
    const { user, ferieId, sickId } = await sickInFerie();
    const body = { vacationRequestId: ferieId, sickRequestId: sickId };
    const raced = await Promise.all([ask(user, body), ask(user, body)]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const again = await ask(user, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(vacationReturnErrors.alreadyClaimed);
  });

  it('approves two claims on one ferie one after the other: the second finds its days in the cut piece', async () => {
    const user = await signUp();
    const id = await seedMember(app, org.id, { user, name: 'To Ganger' });
    const ferieId = await seedRequest(app, id, { ...FERIE, status: 'Approved' });
    const sick = async (startDate: string, endDate: string) =>
      (
        await client(app, user).post('/api/VacationRequests', {
          organizationId: org.id,
          kind: 'Sykmelding',
          startDate,
          endDate,
        })
      ).json<VacationRequest>().id;
    const first = (
      await ask(user, { vacationRequestId: ferieId, sickRequestId: await sick('2026-07-08', '2026-07-08') })
    ).json<VacationReturn>();
    const second = (
      await ask(user, { vacationRequestId: ferieId, sickRequestId: await sick('2026-07-21', '2026-07-22') })
    ).json<VacationReturn>();
    const decisions = await Promise.all([decide(admin, first.id, true), decide(admin, second.id, true)]);
    expect(decisions.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await ferieRows(id)).toEqual([
      { startDate: '2026-07-06', endDate: '2026-07-07', status: 'Approved' },
      { startDate: '2026-07-09', endDate: '2026-07-20', status: 'Approved' },
      { startDate: '2026-07-23', endDate: '2026-07-24', status: 'Approved' },
    ]);
    expect(await balance2026(user)).toMatchObject({ usedDays: 12 });
  });

  it('refuses a graded sykmelding, an egenmelding, a pending ferie and someone else’s records', async () => {
    const graded = await sickInFerie({ ...SICK, percentage: 50 });
    const refused = await ask(graded.user, {
      vacationRequestId: graded.ferieId,
      sickRequestId: graded.sickId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(vacationReturnErrors.notFullSykmelding);
    expect(
      (await client(app, graded.user).json<MyVacationReturns>(`${base()}/me/vacation-returns`)).candidates,
    ).toEqual([]);

    const egenmeldingId = await seedRequest(app, graded.id, {
      startDate: '2026-07-20',
      endDate: '2026-07-20',
      kind: 'Egenmelding',
      status: 'Approved',
    });
    const egenmelding = await ask(graded.user, {
      vacationRequestId: graded.ferieId,
      sickRequestId: egenmeldingId,
    });
    expect(egenmelding.json().message).toBe(vacationReturnErrors.notFullSykmelding);

    const pendingFerie = await seedRequest(app, graded.id, {
      startDate: '2026-08-03',
      endDate: '2026-08-07',
    });
    const pending = await ask(graded.user, { vacationRequestId: pendingFerie, sickRequestId: graded.sickId });
    expect(pending.statusCode).toBe(404);

    // Another person's ferie or sykmelding: 404, as if it did not exist.
    const other = await sickInFerie();
    expect(
      (await ask(graded.user, { vacationRequestId: other.ferieId, sickRequestId: other.sickId })).statusCode,
    ).toBe(404);
    expect(
      (await ask(graded.user, { vacationRequestId: graded.ferieId, sickRequestId: other.sickId })).statusCode,
    ).toBe(404);
  });

  it('keeps claims from colleagues, members and other organisations; decisions are the admins’', async () => {
    const { user, ferieId, sickId } = await sickInFerie();
    const claim = (
      await ask(user, { vacationRequestId: ferieId, sickRequestId: sickId })
    ).json<VacationReturn>();
    // A colleague: 403 on the admins' list and decision; their own list shows nothing of it.
    expect((await client(app, colleague).get(`${base()}/vacation-returns`)).statusCode).toBe(403);
    expect((await decide(colleague, claim.id, true)).statusCode).toBe(403);
    expect((await decide(user, claim.id, true)).statusCode).toBe(403);
    const colleagues = await client(app, colleague).json<MyVacationReturns>(`${base()}/me/vacation-returns`);
    expect(colleagues).toEqual({ candidates: [], returns: [] });
    // The colleague's staffing view of the sick days: 'Fravær' without kind.
    const staffing = await client(app, colleague).json<StaffingMonth>(
      `/api/Staffing/organization/${org.id}?year=2026&month=7`,
    );
    expect(JSON.stringify(staffing)).not.toMatch(/Sykmelding|Egenmelding/);
    // Another organisation's admin: 404 through either organisation.
    expect((await client(app, otherAdmin).get(`${base()}/vacation-returns`)).statusCode).toBe(404);
    expect((await decide(otherAdmin, claim.id, true)).statusCode).toBe(404);
    expect((await decide(otherAdmin, claim.id, true, otherOrgId)).statusCode).toBe(404);
    expect((await decide(admin, 'not-a-uuid', true)).statusCode).toBe(404);
    const unchanged = await dataSourceOf(app).query('SELECT status FROM sick_vacation_return WHERE id = $1', [
      claim.id,
    ]);
    expect(unchanged).toEqual([{ status: 'Pending' }]);
    // Rejected: the ferie stays as it was.
    const rejected = await decide(admin, claim.id, false);
    expect(rejected.json<VacationReturn>()).toMatchObject({ status: 'Rejected' });
    expect(await balance2026(user)).toMatchObject({ usedDays: 15 });
  });

  it("asks another admin to decide an admin's own claim when the organisation wants four eyes", async () => {
    await seedMember(app, org.id, { user: secondAdmin, isAdmin: true, name: 'Andre Admin' });
    const adminId = org.membershipIds[admin.uid]!;
    const ferieId = await seedRequest(app, adminId, { ...FERIE, status: 'Approved' });
    const sick = await client(app, admin).post('/api/VacationRequests', {
      organizationId: org.id,
      kind: 'Sykmelding',
      ...SICK,
    });
    const claim = (
      await ask(admin, { vacationRequestId: ferieId, sickRequestId: sick.json<VacationRequest>().id })
    ).json<VacationReturn>();
    await dataSourceOf(app).query('UPDATE organization SET require_second_admin = true WHERE id = $1', [
      org.id,
    ]);
    const own = await decide(admin, claim.id, true);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(vacationReturnErrors.ownNeedsAnotherAdmin);
    expect((await decide(secondAdmin, claim.id, true)).statusCode).toBe(200);
    await dataSourceOf(app).query('UPDATE organization SET require_second_admin = NULL WHERE id = $1', [
      org.id,
    ]);
  });

  it('goes with the sykmelding when that is deleted (retention): the claim is health data', async () => {
    const { user, ferieId, sickId } = await sickInFerie();
    const claim = (
      await ask(user, { vacationRequestId: ferieId, sickRequestId: sickId })
    ).json<VacationReturn>();
    await dataSourceOf(app).query('DELETE FROM vacation_request WHERE id = $1', [sickId]);
    expect(
      await dataSourceOf(app).query('SELECT 1 FROM sick_vacation_return WHERE id = $1', [claim.id]),
    ).toEqual([]);
  });
});
