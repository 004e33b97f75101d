import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, VacationRequest } from '@ferieplan/contracts';
import { sickWithdrawalErrors } from '@ferieplan/texts';
import { client } from '../../test/client.js';
import { seedMember, seedOrganization, seedRequest, type SeededOrganization } from '../../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../../test/harness.js';

// A sick absence registered by mistake (issue 25): the person withdraws it within 24 hours, an admin any
// time; audited; colleagues and other organisations 404; refused once ferie days were given back on it.

describe('withdrawing a sick absence registered by mistake', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, colleague: TestUser, otherAdmin: TestUser;
  let org: SeededOrganization;

  const url = (id: string, orgId = org.id) => `/api/SickLeave/organization/${orgId}/registrations/${id}`;
  const person = async () => {
    const user = await signUp();
    const id = await seedMember(app, org.id, { user, createdAt: '2025-01-01T08:00:00Z', name: 'Per Feil' });
    return { user, id };
  };
  /** The person's own sykmelding, registered through the API as they would. */
  const registerSick = async (user: TestUser, startDate: string, endDate: string) =>
    (
      await client(app, user).post('/api/VacationRequests', {
        organizationId: org.id,
        kind: 'Sykmelding',
        startDate,
        endDate,
      })
    ).json<VacationRequest>();
  const exists = async (id: string) =>
    (await dataSourceOf(app).query('SELECT 1 FROM vacation_request WHERE id = $1', [id])).length === 1;

  beforeAll(async () => {
    app = await createApp();
    [admin, colleague, otherAdmin] = await Promise.all([signUp(), signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [colleague], plan: 'Pro' });
    await seedOrganization(app, { admins: [otherAdmin], plan: 'Pro' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets the person take back their own registration at once, audited as a withdrawal', async () => {
    const { user } = await person();
    const registered = await registerSick(user, '2026-03-02', '2026-03-04');
    // A colleague and another organisation's admin: 404, nothing changes.
    expect((await client(app, colleague).delete(url(registered.id))).statusCode).toBe(404);
    expect((await client(app, otherAdmin).delete(url(registered.id))).statusCode).toBe(404);
    expect(await exists(registered.id)).toBe(true);

    expect((await client(app, user).delete(url(registered.id))).statusCode).toBe(204);
    expect(await exists(registered.id)).toBe(false);
    const log = await client(app, admin).json<AuditPage>(
      `/api/Audit/organization/${org.id}?category=request`,
    );
    expect(
      log.entries.find((entry) => entry.targetId === registered.id && entry.kind === 'request.withdrawn'),
    ).toMatchObject({ details: { kind: 'Sykmelding', startDate: '2026-03-02', endDate: '2026-03-04' } });
  });

  it('after 24 hours only an admin may; a ferie request is not reached this way', async () => {
    const { user, id } = await person();
    const old = await seedRequest(app, id, {
      startDate: '2026-02-02',
      kind: 'Egenmelding',
      status: 'Approved',
      createdAt: new Date(Date.now() - 25 * 3600_000).toISOString(),
    });
    const late = await client(app, user).delete(url(old));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(sickWithdrawalErrors.tooLate);
    expect((await client(app, admin).delete(url(old))).statusCode).toBe(204);
    expect(await exists(old)).toBe(false);

    const ferie = await seedRequest(app, id, { startDate: '2026-08-03', status: 'Approved' });
    expect((await client(app, admin).delete(url(ferie))).statusCode).toBe(404);
    expect((await client(app, admin).delete(url('not-a-uuid'))).statusCode).toBe(404);
  });

  it('refuses once ferie days were given back on the sykmelding (syk i ferien)', async () => {
    const { user, id } = await person();
    const ferie = await seedRequest(app, id, {
      startDate: '2026-07-06',
      endDate: '2026-07-10',
      status: 'Approved',
    });
    const sick = await registerSick(user, '2026-07-08', '2026-07-08');
    const claim = await client(app, user).post(`/api/SickLeave/organization/${org.id}/me/vacation-returns`, {
      vacationRequestId: ferie,
      sickRequestId: sick.id,
    });
    await client(app, admin).put(
      `/api/SickLeave/organization/${org.id}/vacation-returns/${claim.json<{ id: string }>().id}/decision`,
      { approve: true },
    );
    const refused = await client(app, user).delete(url(sick.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(sickWithdrawalErrors.daysReturned);
    expect(await exists(sick.id)).toBe(true);
  });
});
