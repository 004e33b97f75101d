import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AbsenceKindSettings,
  SickChildOverview,
  SickChildStatus,
  VacationRequest,
} from '@ferieplan/contracts';
import { absenceErrors, sickChildErrors } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { seedOrganization, seedRequest, type SeededOrganization } from '../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';

// Issue 25, Sykt barn (folketrygdloven §§ 9-5, 9-6): the person declares children under 12 and sole care;
// 10 days a calendar year with one or two children, 15 with more, doubled alone in the care, counted in
// working days; past the limit refused (400, Norwegian, nothing written). A right: registered without
// approval (approved at once), and the organisation cannot make it need approval.

describe('Sykt barn', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, kari: TestUser, ola: TestUser;
  let org: SeededOrganization;

  beforeAll(async () => {
    app = await createApp();
    [admin, kari, ola] = await Promise.all([signUp(), signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [kari, ola] });
  });
  afterAll(async () => {
    await app?.close();
  });

  const me = (user: TestUser, year = 2026) =>
    client(app, user).json<SickChildStatus>(`/api/SickChild/organization/${org.id}/me?year=${year}`);
  const declare = (user: TestUser, body: unknown) =>
    client(app, user).put(`/api/SickChild/organization/${org.id}/me`, body);
  const register = (user: TestUser, startDate: string, endDate = startDate) =>
    client(app, user).post('/api/VacationRequests', {
      organizationId: org.id,
      kind: 'SyktBarn',
      startDate,
      endDate,
    });
  const count = async (user: TestUser) =>
    Number(
      (
        await dataSourceOf(app).query(
          `SELECT count(*) FROM vacation_request WHERE membership_id = $1 AND kind = 'SyktBarn'`,
          [org.membershipIds[user.uid]],
        )
      )[0].count,
    );

  it('is offered only once the organisation turns it on, and never needs approval', async () => {
    const refused = await register(kari, '2026-03-02');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(absenceErrors.kindNotEnabled('SyktBarn'));
    const put = (needsApproval: boolean) =>
      client(app, admin).put(`/api/AbsenceKinds/organization/${org.id}`, {
        kinds: [{ kind: 'SyktBarn', enabled: true, needsApproval }],
      });
    const withApproval = await put(true);
    expect(withApproval.statusCode).toBe(400);
    expect(withApproval.json().message).toBe(sickChildErrors.approvalNotAllowed);
    const settings = (await put(false)).json<AbsenceKindSettings>();
    expect(settings.kinds.find((setting) => setting.kind === 'SyktBarn')).toMatchObject({
      enabled: true,
      needsApproval: false,
    });
  });

  it('needs the children declared first', async () => {
    expect(await me(kari)).toMatchObject({ childrenUnder12: null, allowedDays: 0, usedDays: 0, leftDays: 0 });
    const refused = await register(kari, '2026-03-02');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(sickChildErrors.noChildren);
    expect(await count(kari)).toBe(0);
  });

  it('refuses a bad declaration with a Norwegian message and keeps the old one', async () => {
    for (const body of [
      { childrenUnder12: -1, soleCare: false },
      { childrenUnder12: 2.5, soleCare: false },
      { childrenUnder12: '2', soleCare: false },
      { childrenUnder12: 2 },
      { childrenUnder12: 2, soleCare: 'ja' },
    ]) {
      const response = await declare(kari, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await declare(kari, { childrenUnder12: 21, soleCare: false })).json().message).toBe(
      sickChildErrors.childrenInvalid,
    );
    expect((await me(kari)).childrenUnder12).toBeNull();
  });

  it('gives 10 working days with two children, registered approved at once, and refuses the 11th', async () => {
    expect(
      (await declare(kari, { childrenUnder12: 2, soleCare: false })).json<SickChildStatus>(),
    ).toMatchObject({
      childrenUnder12: 2,
      soleCare: false,
      allowedDays: 10,
    });
    // Mon 11 - Sun 17 May 2026 (Ascension Day Thu 14, weekend): 4 working days.
    const first = await register(kari, '2026-05-11', '2026-05-17');
    expect(first.statusCode).toBe(201);
    expect(first.json<VacationRequest>()).toMatchObject({ kind: 'SyktBarn', status: 'Approved' });
    expect(await me(kari)).toMatchObject({ usedDays: 4, leftDays: 6 });
    // Mon 1 - Mon 8 June: 6 working days -> 10 used.
    expect((await register(kari, '2026-06-01', '2026-06-08')).statusCode).toBe(201);
    const over = await register(kari, '2026-06-15');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(sickChildErrors.overLimit(2026, 10, 0));
    expect(over.json().errors.endDate).toEqual([sickChildErrors.overLimit(2026, 10, 0)]);
    expect(await count(kari)).toBe(2);
    // A new calendar year starts afresh; sole care doubles the days.
    expect((await register(kari, '2027-01-04')).statusCode).toBe(201);
    await declare(kari, { childrenUnder12: 2, soleCare: true });
    expect(await me(kari)).toMatchObject({ allowedDays: 20, usedDays: 10, leftDays: 10 });
    expect((await register(kari, '2026-06-15')).statusCode).toBe(201);
  });

  it('counts a period over New Year in each year', async () => {
    await declare(ola, { childrenUnder12: 3, soleCare: false });
    // The form keeps a request inside one year; an older one over New Year (seeded) counts in both:
    // Mon 28 - Thu 31 Dec 2026 are 4 days; in 2027 1 January is a holiday and Mon 4 January 1 day.
    await seedRequest(app, org.membershipIds[ola.uid], {
      kind: 'SyktBarn',
      startDate: '2026-12-28',
      endDate: '2027-01-04',
      status: 'Approved',
    });
    expect(await me(ola, 2026)).toMatchObject({ allowedDays: 15, usedDays: 4, leftDays: 11 });
    expect(await me(ola, 2027)).toMatchObject({ allowedDays: 15, usedDays: 1, leftDays: 14 });
  });

  it('lets two racing requests for the last day pass once', async () => {
    // Ola has 15 days in 2027, 1 used: 13 more on 5 - 21 January, then one left.
    expect((await register(ola, '2027-01-05', '2027-01-21')).statusCode).toBe(201);
    expect((await me(ola, 2027)).leftDays).toBe(1);
    const answers = await Promise.all([register(ola, '2027-02-01'), register(ola, '2027-02-02')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect((await me(ola, 2027)).leftDays).toBe(0);
  });

  it("shows admins each person's declaration and days (an audited read), not the members", async () => {
    const overview = await client(app, admin).json<SickChildOverview>(
      `/api/SickChild/organization/${org.id}?year=2026`,
    );
    const kariRow = overview.members.find((member) => member.userId === org.membershipIds[kari.uid]);
    expect(kariRow).toMatchObject({ childrenUnder12: 2, soleCare: true, allowedDays: 20, usedDays: 11 });
    expect((await client(app, ola).get(`/api/SickChild/organization/${org.id}`)).statusCode).toBe(403);
  });
});
