import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { uniqueOrgnr } from '@ferieplan/tools/kit/orgnr.mjs';
import { server, serverCore } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';

describe('Organizations', () => {
  let app: NestFastifyApplication;
  let owner: TestUser;
  beforeAll(async () => {
    app = await createApp();
    owner = await signUp(undefined, { displayName: 'Ola Nordmann' });
  });
  afterAll(async () => {
    await app.close();
  });

  const create = (user: TestUser, payload: unknown) => client(app, user).post('/api/Organizations', payload);

  it('creates an organisation (trimmed name, orgnr) and makes the creator its first admin', async () => {
    const orgnr = uniqueOrgnr();
    const created = await create(owner, { name: '  Fjord AS  ', orgnr });
    expect(created.statusCode).toBe(201);
    const org = created.json();
    expect(org).toEqual({ id: expect.any(String), name: 'Fjord AS', orgnr, plan: 'Starter' });

    const my = await client(app, owner).get('/api/Organizations/my');
    expect(my.json()).toContainEqual(org);
    const me = await client(app, owner).get(`/api/Users/organization/${org.id}/me`);
    expect(me.json()).toMatchObject({
      name: 'Ola Nordmann',
      email: owner.email,
      isAdmin: true,
      yearlyDays: 25,
    });
  });

  it('creates with a name only (register page) and uses the e-mail as member name without a display name', async () => {
    const user = await signUp();
    const created = await create(user, { name: 'Bare navn' });
    expect(created.statusCode).toBe(201);
    expect(created.json().orgnr).toBeNull();
    const me = await client(app, user).get(`/api/Users/organization/${created.json().id}/me`);
    expect(me.json().name).toBe(user.email);
  });

  it('rejects a blank name and an orgnr that is not exactly 9 digits', async () => {
    const blank = await create(owner, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toContain(serverCore.organizationNameRequired);
    for (const orgnr of ['12345678', '1234567890', '12345678a', 123456789]) {
      const response = await create(owner, { name: 'Firma', orgnr });
      expect(response.statusCode, String(orgnr)).toBe(400);
      expect(response.json().errors.orgnr).toContain(serverCore.orgnrInvalid);
    }
  });

  it('rejects an orgnr whose MOD11 control digit is wrong, and creates nothing', async () => {
    const orgnr = uniqueOrgnr();
    const typo = `${orgnr.slice(0, 8)}${(Number(orgnr[8]) + 1) % 10}`;
    const response = await create(owner, { name: 'Skrivefeil AS', orgnr: typo });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.orgnr).toEqual([serverCore.orgnrChecksum]);
    const [row] = await dataSourceOf(app).query(
      'SELECT count(*)::int AS n FROM organization WHERE orgnr = $1',
      [typo],
    );
    expect(row.n).toBe(0);
  });

  it('a second organisation with the same orgnr -> 409', async () => {
    const orgnr = uniqueOrgnr();
    expect((await create(owner, { name: 'Første', orgnr })).statusCode).toBe(201);
    const other = await signUp();
    const second = await create(other, { name: 'Andre', orgnr });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ statusCode: 409, message: serverCore.orgnrTaken });
    expect((await client(app, other).get('/api/Organizations/my')).json()).toEqual([]);
  });

  it('my = admin organisations, joined = non-admin memberships', async () => {
    const admin = await signUp();
    const member = await signUp();
    const org = await seedOrganization(app, { admins: [admin], members: [member], name: 'Delt AS' });
    const my = await client(app, member).get('/api/Organizations/my');
    expect(my.json()).toEqual([]);
    const joined = await client(app, member).get('/api/Organizations/joined');
    expect(joined.json()).toEqual([{ id: org.id, name: 'Delt AS' }]);
    const adminJoined = await client(app, admin).get('/api/Organizations/joined');
    expect(adminJoined.json()).toEqual([]);
  });

  it('GET /{id} for members, 404 for outsiders and malformed ids', async () => {
    const admin = await signUp();
    const member = await signUp();
    const outsider = await signUp();
    const org = await seedOrganization(app, { admins: [admin], members: [member], orgnr: uniqueOrgnr() });
    const asMember = await client(app, member).get(`/api/Organizations/${org.id}`);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({ id: org.id, plan: 'Starter' });
    for (const url of [`/api/Organizations/${org.id}`, '/api/Organizations/not-a-uuid']) {
      const response = await client(app, outsider).get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: server.organizationNotFound });
    }
  });

  it('PUT renames for admins only; orgnr and plan cannot be changed through the body', async () => {
    const admin = await signUp();
    const member = await signUp();
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const url = `/api/Organizations/${org.id}`;
    const renamed = await client(app, admin).put(url, { name: ' Nytt Navn ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: org.id, name: 'Nytt Navn' });
    const byMember = await client(app, member).put(url, { name: 'Kupp' });
    expect(byMember.statusCode).toBe(403);
    const blank = await client(app, admin).put(url, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(serverCore.organizationNameBlank);
    for (const extra of [{ plan: 'Pro' }, { orgnr: '123456789' }, { id: org.id }]) {
      const response = await client(app, admin).put(url, { name: 'X', ...extra });
      expect(response.statusCode).toBe(400);
    }
    const [row] = await dataSourceOf(app).query('SELECT name, plan, orgnr FROM organization WHERE id = $1', [
      org.id,
    ]);
    expect(row).toEqual({ name: 'Nytt Navn', plan: 'Starter', orgnr: null });
  });
});
