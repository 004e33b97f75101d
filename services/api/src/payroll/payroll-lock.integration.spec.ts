import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, PayrollPeriod } from '@ferieplan/contracts';
import { serverPayroll } from '@ferieplan/texts';
import { client, type ApiClient } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, seedRequest } from '../test/factories.js';

// 'Eksportert til lønn': after the mark, absences touching the period cannot be submitted, decided or
// withdrawn until an admin reopens it; both the mark and the reopening are in the audit log.
describe('Payroll period lock', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let adminApi: ApiClient;
  let memberApi: ApiClient;
  let org: string;
  let pending: string;
  let period: PayrollPeriod;
  const locked = serverPayroll.locked('2027-01-01', '2027-01-31');

  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    [adminApi, memberApi] = [client(app, admin), client(app, member)];
    const seeded = await seedOrganization(app, { plan: 'Pro', admins: [admin], members: [member] });
    org = seeded.id;
    // Pending over the end of the period: it touches January, so it is locked too.
    pending = await seedRequest(app, seeded.membershipIds[member.uid], {
      startDate: '2027-01-28',
      endDate: '2027-02-02',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const submit = (startDate: string) =>
    memberApi.post('/api/VacationRequests', { organizationId: org, startDate, endDate: startDate });
  const decide = (status: string) => adminApi.put(`/api/VacationRequests/${pending}/status`, { status });
  const payrollLog = async () =>
    (await adminApi.json<AuditPage>(`/api/Audit/organization/${org}?category=payroll`)).entries;

  it('marks a period exported, once: an overlapping mark is refused', async () => {
    const marked = await adminApi.post(`/api/Payroll/organization/${org}/periods`, {
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(marked.statusCode).toBe(201);
    period = marked.json<PayrollPeriod>();
    expect(period).toMatchObject({ from: '2027-01-01', to: '2027-01-31' });
    expect(period.exportedBy).not.toBeNull();

    const overlapping = await adminApi.post(`/api/Payroll/organization/${org}/periods`, {
      from: '2027-01-31',
      to: '2027-02-28',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(serverPayroll.periodOverlaps('2027-01-01', '2027-01-31'));
    expect(await adminApi.json<PayrollPeriod[]>(`/api/Payroll/organization/${org}/periods`)).toEqual([
      period,
    ]);
  });

  it('refuses to submit, decide or withdraw an absence in the period (409), and changes nothing', async () => {
    const submitted = await submit('2027-01-20');
    expect([submitted.statusCode, submitted.json().message]).toEqual([409, locked]);
    expect((await submit('2027-02-10')).statusCode).toBe(201);

    for (const status of ['Approved', 'Rejected']) {
      const decided = await decide(status);
      expect([decided.statusCode, decided.json().message]).toEqual([409, locked]);
    }
    const withdrawn = await memberApi.delete(`/api/VacationRequests/${pending}`);
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([409, locked]);

    const [row] = await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [
      pending,
    ]);
    expect(row.status).toBe('Pending');
    const [count] = await dataSourceOf(app).query(
      `SELECT count(*)::int AS n FROM vacation_request WHERE organization_id = $1 AND start_date = '2027-01-20'`,
      [org],
    );
    expect(count.n).toBe(0);
  });

  it('allows the changes again after an admin reopens the period; both steps are audited', async () => {
    const member403 = await memberApi.delete(`/api/Payroll/organization/${org}/periods/${period.id}`);
    expect(member403.statusCode).toBe(403);

    const reopened = await adminApi.delete(`/api/Payroll/organization/${org}/periods/${period.id}`);
    expect(reopened.statusCode).toBe(204);
    expect((await adminApi.delete(`/api/Payroll/organization/${org}/periods/${period.id}`)).statusCode).toBe(
      404,
    );

    expect((await submit('2027-01-20')).statusCode).toBe(201);
    expect((await decide('Approved')).statusCode).toBe(200);

    const entries = await payrollLog();
    expect(entries.map((entry) => [entry.kind, entry.details])).toEqual([
      ['payroll.period_reopened', { from: '2027-01-01', to: '2027-01-31' }],
      ['payroll.period_marked', { from: '2027-01-01', to: '2027-01-31' }],
    ]);
    expect(entries[0].description).toMatch(/ gjenåpnet 1\.–31\. januar 2027 etter lønnseksport$/);
    expect(entries[1].description).toMatch(/ markerte 1\.–31\. januar 2027 som eksportert til lønn$/);
  });
});
