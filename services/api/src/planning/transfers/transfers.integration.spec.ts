import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Employee, TransferOverview } from '@ferieplan/contracts';
import { absenceDays } from '@ferieplan/vacation-rules';
import { serverPlanning } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../../test/harness.js';
import { seedOrganization, seedRequest } from '../../test/factories.js';

// Transfers go from last year into this year by the server's clock (ferieloven § 7 (3)).
const year = new Date().getFullYear();
const lastYear = year - 1;

describe('Transfers of unused days and the 60+ week in the balances', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser;
  beforeAll(async () => {
    [app, admin, member] = await Promise.all([createApp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  /** Last year: 1-19 June approved and 1-3 September pending for the member (Starter: balances are on every plan). */
  async function organizationWithLastYear() {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const memberId = org.membershipIds[member.uid];
    await seedRequest(app, memberId, {
      startDate: `${lastYear}-06-01`,
      endDate: `${lastYear}-06-19`,
      status: 'Approved',
    });
    await seedRequest(app, memberId, {
      startDate: `${lastYear}-09-01`,
      endDate: `${lastYear}-09-03`,
      status: 'Pending',
    });
    await seedRequest(app, memberId, {
      startDate: `${lastYear}-10-05`,
      endDate: `${lastYear}-10-09`,
      status: 'Rejected',
    });
    const used = absenceDays({ startDate: `${lastYear}-06-01`, endDate: `${lastYear}-06-19` });
    const planned = absenceDays({ startDate: `${lastYear}-09-01`, endDate: `${lastYear}-09-03` });
    return { org, memberId, used, unused: 25 - used - planned };
  }
  const overview = async (orgId: string) =>
    (await client(app, admin).get(`/api/Transfers/organization/${orgId}`)).json<TransferOverview>();
  const transfer = (memberId: string, days: unknown) =>
    client(app, admin).put(`/api/Transfers/${memberId}`, { days });
  const me = async (orgId: string) =>
    (await client(app, member).get(`/api/Users/organization/${orgId}/me`)).json<Employee>();

  it("shows each member's unused days of last year: neither approved nor pending", async () => {
    const { org, memberId, unused } = await organizationWithLastYear();
    const view = await overview(org.id);
    expect(view).toMatchObject({ fromYear: lastYear, toYear: year, limit: 10 });
    expect(view.members.find((m) => m.userId === memberId)).toEqual({
      userId: memberId,
      name: expect.any(String),
      email: member.email,
      unusedDays: unused,
      transferableDays: Math.min(unused, 10),
      transferredDays: 0,
    });
  });

  it("moves days into this year ('Overført fra {år}') and out of last year; 0 undoes it", async () => {
    const { org, memberId, used, unused } = await organizationWithLastYear();
    const response = await transfer(memberId, 7);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: memberId, unusedDays: unused, transferredDays: 7 });

    const balance = (await me(org.id)).yearlyBalance;
    expect(balance[year]).toMatchObject({
      yearlyDays: 25,
      transferredDays: 7,
      totalDays: 32,
      remainingDays: 32,
    });
    expect(balance[lastYear]).toMatchObject({ transferredOutDays: 7, remainingDays: 25 - used - 7 });

    expect((await transfer(memberId, 0)).json()).toMatchObject({ transferredDays: 0 });
    expect((await me(org.id)).yearlyBalance[year]).toMatchObject({ transferredDays: 0, totalDays: 25 });
  });

  it('never transfers more than the organisation limit (400) or than was unused (409)', async () => {
    const { org, memberId, unused } = await organizationWithLastYear();
    const aboveLimit = await transfer(memberId, 11);
    expect(aboveLimit.statusCode).toBe(400);
    expect(aboveLimit.json().message).toBe(serverPlanning.transferAboveLimit(10));

    await client(app, admin).put(`/api/PlanningSettings/organization/${org.id}`, { transferLimit: 25 });
    const aboveUnused = await transfer(memberId, unused + 1);
    expect(aboveUnused.statusCode).toBe(409);
    expect(aboveUnused.json().message).toBe(serverPlanning.transferAboveUnused(unused, lastYear));
    expect((await transfer(memberId, unused)).statusCode).toBe(200);

    const rows = await dataSourceOf(app).query(
      'SELECT from_year, days FROM vacation_transfer WHERE membership_id = $1',
      [memberId],
    );
    expect(rows).toEqual([{ from_year: lastYear, days: unused }]);
  });

  it.each([[-1], [1.5], ['3'], [null]])('refuses days %j with 400', async (days) => {
    const { memberId } = await organizationWithLastYear();
    const response = await transfer(memberId, days);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(serverPlanning.transferDaysInvalid);
  });

  it('gives the extra week (5 weekdays) from the year the member turns 60 (ferieloven § 5 (2))', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const memberId = org.membershipIds[member.uid];
    const setBirthYear = (birthYear: unknown) =>
      client(app, admin).put(`/api/Users/${memberId}`, { name: 'Kari', birthYear });

    const turning60 = await setBirthYear(year - 60);
    expect(turning60.statusCode).toBe(200);
    const employee = turning60.json<Employee>();
    expect(employee.birthYear).toBe(year - 60);
    expect(employee.yearlyBalance[lastYear]).toMatchObject({ seniorDays: 0, totalDays: 25 });
    expect(employee.yearlyBalance[year]).toMatchObject({ seniorDays: 5, totalDays: 30 });
    expect(employee.yearlyBalance[year + 1]).toMatchObject({ seniorDays: 5, totalDays: 30 });

    const tooYoung = await setBirthYear(year - 12);
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().message).toBe(serverPlanning.birthYearInvalid(year - 100, year - 13));
    expect((await setBirthYear('1960')).statusCode).toBe(400);

    const cleared = (await setBirthYear(null)).json<Employee>();
    expect(cleared.birthYear).toBeNull();
    expect(cleared.yearlyBalance[year]).toMatchObject({ seniorDays: 0, totalDays: 25 });
  });
});
