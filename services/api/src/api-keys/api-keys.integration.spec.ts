import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiKey, AuditPage, CreatedApiKey, Team, VacationRequest } from '@ferieplan/contracts';
import { server, serverApiKeys } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedApiKey } from '../test/api-key-factory.js';
import { client } from '../test/client.js';
import { seedOrganization, seedRequest, seedTeam, type SeededOrganization } from '../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';

const refused = (statusCode: number, message: string) => ({ statusCode, message });

describe('organisation API keys', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser;
  let org: SeededOrganization;
  /** A second Pro organisation where the same admin is admin too: only the key's binding keeps it apart. */
  let otherOrg: SeededOrganization;

  beforeAll(async () => {
    [app, admin, member] = await Promise.all([createApp(), signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    otherOrg = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
  });
  afterAll(() => app?.close());

  const keyOf = (scope: 'read' | 'write', organization = org) =>
    seedApiKey(app, {
      organizationId: organization.id,
      membershipId: organization.membershipIds[admin.uid],
      scope,
    });
  const create = (body: Record<string, unknown>) =>
    client(app, admin).post('/api/ApiKeys', {
      organizationId: org.id,
      name: 'Lønnssystem',
      scope: 'read',
      ...body,
    });

  it('an admin makes a key: shown once, listed by prefix, usable at once, creation audited', async () => {
    const response = await create({ expiresOn: null });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedApiKey>();
    expect(created.key).toMatch(/^fp_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({
      name: 'Lønnssystem',
      scope: 'read',
      expiresAt: null,
      lastUsedAt: null,
      revokedAt: null,
    });

    // Only the hash is stored.
    const [row] = await dataSourceOf(app).query('SELECT * FROM api_key WHERE id = $1', [created.id]);
    expect(JSON.stringify(row)).not.toContain(created.key);

    await seedRequest(app, org.membershipIds[member.uid], {
      startDate: '2026-10-05',
      endDate: '2026-10-09',
      status: 'Approved',
    });
    const approved = await client(app, created.key).get(
      `/api/VacationRequests/organization/${org.id}?year=2026&status=Approved`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<VacationRequest[]>().map((r) => r.startDate)).toContain('2026-10-05');

    const listed = (await client(app, admin).get(`/api/ApiKeys/organization/${org.id}`)).json<ApiKey[]>();
    const mine = listed.find((key) => key.id === created.id)!;
    expect(mine).not.toHaveProperty('key');
    expect(mine.lastUsedAt).not.toBeNull();
    expect(mine.createdByName).toBeTruthy();

    const audit = (
      await client(app, admin).get(`/api/Audit/organization/${org.id}?category=apikey`)
    ).json<AuditPage>();
    expect(audit.entries[0]).toMatchObject({ kind: 'apikey.created', targetId: created.id });
    expect(audit.entries[0].description).toContain('Lønnssystem');
  });

  it('a read key reads the data routes, and cannot write (403)', async () => {
    const { key } = await keyOf('read');
    for (const url of [
      `/api/Users/organization/${org.id}`,
      `/api/Teams/organization/${org.id}`,
      `/api/Staffing/organization/${org.id}?year=2026&month=10`,
      `/api/Reports/organization/${org.id}/employees?year=2026`,
    ]) {
      expect((await client(app, key).get(url)).statusCode, url).toBe(200);
    }
    const pending = await seedRequest(app, org.membershipIds[member.uid], { startDate: '2026-11-02' });
    const decide = await client(app, key).put(`/api/VacationRequests/${pending}/status`, {
      status: 'Approved',
    });
    expect(decide.json()).toEqual(refused(403, serverApiKeys.readOnly));
    const team = await client(app, key).post('/api/Teams', { organizationId: org.id, name: 'Lesere' });
    expect(team.json()).toEqual(refused(403, serverApiKeys.readOnly));
  });

  it('a write key approves a request and makes a team', async () => {
    const { key } = await keyOf('write');
    const pending = await seedRequest(app, org.membershipIds[member.uid], { startDate: '2026-11-09' });
    const decide = await client(app, key).put(`/api/VacationRequests/${pending}/status`, {
      status: 'Approved',
    });
    expect(decide.statusCode).toBe(200);
    expect(decide.json<VacationRequest>().status).toBe('Approved');
    const team = await client(app, key).post('/api/Teams', { organizationId: org.id, name: 'Integrasjon' });
    expect(team.statusCode).toBe(201);
    expect(team.json<Team>().organizationId).toBe(org.id);
  });

  it('a key never reaches another organisation, even one its admin also runs (404)', async () => {
    const { key } = await keyOf('write');
    const otherRequest = await seedRequest(app, otherOrg.membershipIds[admin.uid], {
      startDate: '2026-12-07',
    });
    const otherTeam = await seedTeam(app, otherOrg.id);
    const notFound = refused(404, server.organizationNotFound);
    expect((await client(app, key).get(`/api/VacationRequests/organization/${otherOrg.id}`)).json()).toEqual(
      notFound,
    );
    expect((await client(app, key).get(`/api/Users/organization/${otherOrg.id}?limit=10`)).json()).toEqual(
      notFound,
    );
    // Through ids and bodies too, where the organisation is not in the path.
    expect(
      (await client(app, key).put(`/api/VacationRequests/${otherRequest}/status`, { status: 'Approved' }))
        .statusCode,
    ).toBe(404);
    expect((await client(app, key).put(`/api/Teams/${otherTeam}`, { name: 'Kapret' })).statusCode).toBe(404);
    expect(
      (await client(app, key).post('/api/Teams', { organizationId: otherOrg.id, name: 'Kapret' })).statusCode,
    ).toBe(404);
    const [request] = await dataSourceOf(app).query('SELECT status FROM vacation_request WHERE id = $1', [
      otherRequest,
    ]);
    expect(request.status).toBe('Pending');
  });

  it('a key never reaches account, privacy, billing or key management (403)', async () => {
    const { key } = await keyOf('write');
    const routeRefused = refused(403, serverApiKeys.routeRefused);
    const calls = [
      client(app, key).get('/api/Organizations/my'),
      client(app, key).get(`/api/Organizations/${org.id}`),
      client(app, key).get('/api/Users/me/export'),
      client(app, key).delete('/api/Users/me'),
      client(app, key).post('/api/Payment/create-checkout-session', {
        organizationId: org.id,
        planType: 'pro',
      }),
      client(app, key).get(`/api/ApiKeys/organization/${org.id}`),
      client(app, key).post('/api/ApiKeys', { organizationId: org.id, name: 'Ny', scope: 'write' }),
      client(app, key).post('/api/VacationRequests', {
        organizationId: org.id,
        startDate: '2026-12-01',
        endDate: '2026-12-01',
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.json()).toEqual(routeRefused);
  });

  it('revocation stops the key on the very next request, and is audited', async () => {
    const created = (await create({ name: 'Kortvarig', scope: 'read' })).json<CreatedApiKey>();
    const url = `/api/Teams/organization/${org.id}`;
    expect((await client(app, created.key).get(url)).statusCode).toBe(200);
    expect((await client(app, admin).delete(`/api/ApiKeys/${created.id}`)).statusCode).toBe(204);
    expect((await client(app, created.key).get(url)).json()).toEqual(refused(401, serverApiKeys.invalidKey));
    const listed = (await client(app, admin).get(`/api/ApiKeys/organization/${org.id}`)).json<ApiKey[]>();
    expect(listed.find((key) => key.id === created.id)?.revokedAt).not.toBeNull();
    const audit = (
      await client(app, admin).get(`/api/Audit/organization/${org.id}?category=apikey`)
    ).json<AuditPage>();
    expect(audit.entries[0]).toMatchObject({ kind: 'apikey.revoked', targetId: created.id });
    // Revoking again changes nothing; a member may not revoke; another organisation's admin does not find it.
    expect((await client(app, admin).delete(`/api/ApiKeys/${created.id}`)).statusCode).toBe(204);
    const other = await keyOf('read');
    expect((await client(app, member).delete(`/api/ApiKeys/${other.id}`)).statusCode).toBe(403);
    const outsider = await signUp();
    expect((await client(app, outsider).delete(`/api/ApiKeys/${other.id}`)).statusCode).toBe(404);
  });

  it('expired, revoked, unknown and malformed keys get 401', async () => {
    const membershipId = org.membershipIds[admin.uid];
    const expired = await seedApiKey(app, { organizationId: org.id, membershipId, expired: true });
    const revoked = await seedApiKey(app, { organizationId: org.id, membershipId, revoked: true });
    const unknown = `fp_${'A'.repeat(43)}`;
    for (const key of [expired.key, revoked.key, unknown, 'fp_short']) {
      const response = await client(app, key).get(`/api/Teams/organization/${org.id}`);
      expect(response.json(), key).toEqual(refused(401, serverApiKeys.invalidKey));
    }
  });

  it('an expiry date is a day from today up to five years ahead; the key works through that day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const expiresOn of ['2020-01-01', '3000-01-01', '2026-02-30', 'i morgen']) {
      const response = await create({ expiresOn });
      expect(response.statusCode, expiresOn).toBe(400);
      expect(response.json().message).toBe(serverApiKeys.expiresInvalid);
    }
    const later = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 10)}`;
    const response = await create({ expiresOn: later });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreatedApiKey>().expiresAt! > `${later}T00:00`).toBe(true);
  });

  it('keys are Pro: a Starter organisation cannot make one', async () => {
    const starter = await seedOrganization(app, { admins: [admin] });
    const response = await client(app, admin).post('/api/ApiKeys', {
      organizationId: starter.id,
      name: 'X',
      scope: 'read',
    });
    expect(response.json()).toEqual(refused(403, serverApiKeys.proRequired));
    // A key of an organisation that left Pro stops working.
    const key = await seedApiKey(app, {
      organizationId: starter.id,
      membershipId: starter.membershipIds[admin.uid],
    });
    expect((await client(app, key.key).get(`/api/Teams/organization/${starter.id}`)).json()).toEqual(
      refused(403, serverApiKeys.proRequired),
    );
  });

  it('only admins make and list keys; bad bodies are refused in Norwegian', async () => {
    expect(
      (await client(app, member).post('/api/ApiKeys', { organizationId: org.id, name: 'X', scope: 'read' }))
        .statusCode,
    ).toBe(403);
    expect((await client(app, member).get(`/api/ApiKeys/organization/${org.id}`)).statusCode).toBe(403);
    expect((await create({ name: '  ' })).json().message).toBe(serverApiKeys.nameRequired);
    expect((await create({ scope: 'admin' })).json().message).toBe(serverApiKeys.scopeInvalid);
    expect((await create({ name: 'x'.repeat(101) })).json().message).toBe(serverApiKeys.nameTooLong);
  });

  it('a key stops acting once its maker is no longer an admin', async () => {
    const colleague = await signUp();
    const shared = await seedOrganization(app, { admins: [colleague], plan: 'Pro' });
    const { key } = await seedApiKey(app, {
      organizationId: shared.id,
      membershipId: shared.membershipIds[colleague.uid],
    });
    await dataSourceOf(app).query('UPDATE membership SET is_admin = false WHERE id = $1', [
      shared.membershipIds[colleague.uid],
    ]);
    expect((await client(app, key).get(`/api/Teams/organization/${shared.id}`)).json()).toEqual(
      refused(403, serverApiKeys.creatorNotAdmin),
    );
  });
});

describe('API key rate limit', () => {
  const saved = { ...process.env };
  let app: NestFastifyApplication;
  beforeAll(async () => {
    process.env.API_KEY_THROTTLE_LIMIT = '3';
    app = await createApp();
  });
  afterAll(async () => {
    await app?.close();
    process.env = { ...saved };
  });

  it('each key has its own budget: the 4th request in the window gets 429, another key still works', async () => {
    const admin = await signUp();
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const seed = { organizationId: org.id, membershipId: org.membershipIds[admin.uid] };
    const [first, second] = [await seedApiKey(app, seed), await seedApiKey(app, seed)];
    const url = `/api/Teams/organization/${org.id}`;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await client(app, first.key).get(url)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await client(app, first.key).get(url)).json()).toEqual(refused(429, server.tooManyRequests));
    expect((await client(app, second.key).get(url)).statusCode).toBe(200);
    // The signed-in admin is not counted against the keys.
    expect((await client(app, admin).get(url)).statusCode).toBe(200);
  });
});
