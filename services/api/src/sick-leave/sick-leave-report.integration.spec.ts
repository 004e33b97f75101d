import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SickLeaveReport } from '@ferieplan/contracts';
import { serverPlanning, sickLeaveReport } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { seedMember, seedOrganization, seedRequest, seedTeam } from '../test/factories.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';

// The sykefraværsprosent report on PostgreSQL (Pro): per team and month, egenmeldt and legemeldt apart,
// no names anywhere in the answer, and a team under 5 members without figures.

describe('GET /api/SickLeave/organization/{id}/report', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, starterAdmin: TestUser;
  let organizationId: string, starterId: string;
  let smallTeamId: string, bigTeamId: string;

  beforeAll(async () => {
    app = await createApp();
    [admin, starterAdmin] = await Promise.all([signUp(), signUp()]);
    organizationId = (await seedOrganization(app, { admins: [admin], plan: 'Pro' })).id;
    starterId = (await seedOrganization(app, { admins: [starterAdmin] })).id;
    const employ = (name: string) =>
      seedMember(app, organizationId, { name, createdAt: '2020-01-01T08:00:00Z' });
    const big = await Promise.all(['Anne', 'Bjørn', 'Cato', 'Dina', 'Emil'].map(employ));
    const small = await Promise.all(['Frida', 'Geir'].map(employ));
    bigTeamId = await seedTeam(app, organizationId, { name: 'Drift', members: big });
    smallTeamId = await seedTeam(app, organizationId, { name: 'Ledelse', members: small });
    // March 2026 (22 working days): Anne 1 working day of egenmelding (Fri-Sun), Bjørn 50 % sykmelding
    // for 10 working days (= 5), Frida (small team) 5 days of sykmelding.
    await seedRequest(app, big[0]!, {
      kind: 'Egenmelding',
      startDate: '2026-03-06',
      endDate: '2026-03-08',
      status: 'Approved',
    });
    await seedRequest(app, big[1]!, {
      kind: 'Sykmelding',
      startDate: '2026-03-09',
      endDate: '2026-03-20',
      percentage: 50,
      status: 'Approved',
    });
    await seedRequest(app, small[0]!, {
      kind: 'Sykmelding',
      startDate: '2026-03-23',
      endDate: '2026-03-27',
      status: 'Approved',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the percentages per team and month, without names, and suppresses a team under 5', async () => {
    const response = await client(app, admin).get(
      `/api/SickLeave/organization/${organizationId}/report?year=2026`,
    );
    expect(response.statusCode).toBe(200);
    const report = response.json<SickLeaveReport>();
    expect(report.minimumGroupSize).toBe(5);
    const [whole, drift, ledelse] = report.groups;
    // The whole organisation: the admin (joined today, so no March days) and 7 members: 7 × 22 = 154.
    expect(whole).toMatchObject({
      teamId: null,
      name: sickLeaveReport.wholeOrganization,
      members: 8,
      suppressed: false,
    });
    expect(whole!.months[2]).toEqual({
      month: 3,
      possibleDays: 154,
      selfCertifiedPercent: 0.6,
      doctorCertifiedPercent: 6.5,
      totalPercent: 7.1,
    });
    // Drift: 5 × 22 = 110; 1 + 5 = 6 days = 5,5 %.
    expect(drift).toMatchObject({ teamId: bigTeamId, name: 'Drift', members: 5, suppressed: false });
    expect(drift!.months[2]).toMatchObject({
      selfCertifiedPercent: 0.9,
      doctorCertifiedPercent: 4.5,
      totalPercent: 5.5,
    });
    expect(drift!.months[3]).toMatchObject({ totalPercent: 0 });
    expect(ledelse).toEqual({
      teamId: smallTeamId,
      name: 'Ledelse',
      members: 2,
      suppressed: true,
      months: [],
    });
    for (const name of ['Anne', 'Bjørn', 'Frida']) expect(response.body).not.toContain(name);
  });

  it('is Pro: Starter gets the upgrade message; a bad year a 400', async () => {
    const starter = await client(app, starterAdmin).get(
      `/api/SickLeave/organization/${starterId}/report?year=2026`,
    );
    expect(starter.statusCode).toBe(403);
    expect(starter.json().message).toBe(serverPlanning.proRequired);
    const bad = await client(app, admin).get(
      `/api/SickLeave/organization/${organizationId}/report?year=1999`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(sickLeaveReport.yearInvalid);
  });
});
