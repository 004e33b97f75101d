import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { YearBalance } from '@ferieplan/contracts';
import { serverCore } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, seedRequest } from '../test/factories.js';

describe('Users (employees)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, outsider: TestUser;
  beforeAll(async () => {
    [app, admin, member, outsider] = await Promise.all([createApp(), signUp(), signUp(), signUp()]);
  });
  afterAll(() => app.close());

  /** A YearBalance with no 60+ week and no transfers: remaining = total - used (planned shown beside it). */
  const balance = (fields: Partial<YearBalance> & { totalDays: number; usedDays: number }): YearBalance => ({
    plannedDays: 0,
    remainingDays: fields.totalDays - fields.usedDays,
    yearlyDays: 25,
    seniorDays: 0,
    transferredDays: 0,
    transferredOutDays: 0,
    ...fields,
  });

  it('lists employees with real yearly balances (approved weekdays that are not holidays)', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const memberId = org.membershipIds[member.uid];
    const year = new Date().getFullYear();
    // 17 May is a public holiday; a Mon-Fri week with it counts 4 days when it is a weekday.
    await seedRequest(app, memberId, {
      startDate: `${year}-07-06`,
      endDate: `${year}-07-10`,
      status: 'Approved',
    });
    await seedRequest(app, memberId, {
      startDate: `${year}-08-03`,
      endDate: `${year}-08-07`,
      status: 'Pending',
    });
    await seedRequest(app, memberId, {
      startDate: `${year}-12-21`,
      endDate: `${year}-12-31`,
      status: 'Approved',
    });
    const response = await client(app, admin).get(`/api/Users/organization/${org.id}`);
    expect(response.statusCode).toBe(200);
    const employees = response.json();
    expect(employees).toHaveLength(2);
    const employee = employees.find((e: { id: string }) => e.id === memberId);
    const { absenceDays } = await import('@ferieplan/vacation-rules');
    const days = (startDate: string, endDate: string) => absenceDays({ startDate, endDate });
    const expected = days(`${year}-07-06`, `${year}-07-10`) + days(`${year}-12-21`, `${year}-12-31`);
    const pending = days(`${year}-08-03`, `${year}-08-07`);
    expect(employee).toEqual({
      id: memberId,
      name: expect.any(String),
      email: member.email,
      isAdmin: false,
      teamId: null,
      organizationId: org.id,
      yearlyDays: 25,
      birthYear: null,
      employeeNumber: null,
      yearlyBalance: {
        [year - 1]: balance({ totalDays: 25, usedDays: 0 }),
        [year]: balance({ totalDays: 25, usedDays: expected, plannedDays: pending }),
        [year + 1]: balance({ totalDays: 25, usedDays: 0 }),
      },
    });
    // 25-31 Dec holds two public holidays: fewer days than the 9 weekdays of 21-31 Dec.
    expect(expected).toBeLessThan(5 + 9);
    const me = await client(app, member).get(`/api/Users/organization/${org.id}/me`);
    expect(me.json()).toEqual(employee);
  });

  it('admin-only list; 404 for outsiders', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const url = `/api/Users/organization/${org.id}`;
    expect((await client(app, member).get(url)).statusCode).toBe(403);
    expect((await client(app, outsider).get(url)).statusCode).toBe(404);
    expect((await client(app, outsider).get(`${url}/me`)).statusCode).toBe(404);
  });

  it('POST /api/Users is refused: invitations only', async () => {
    const response = await client(app, admin).post('/api/Users', {
      name: 'Ny',
      email: 'ny@example.test',
      organizationId: '00000000-0000-0000-0000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: serverCore.useInvitations });
  });

  it('PUT edits name, yearlyDays and isAdmin; e-mail is read-only', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const id = org.membershipIds[member.uid];
    const url = `/api/Users/${id}`;
    const updated = await client(app, admin).put(url, {
      name: ' Kari Nordmann ',
      email: member.email.toUpperCase(),
      yearlyDays: 30,
      isAdmin: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id,
      name: 'Kari Nordmann',
      email: member.email,
      yearlyDays: 30,
      isAdmin: true,
    });
    expect(updated.json().yearlyBalance[new Date().getFullYear()]).toEqual(
      balance({ totalDays: 30, usedDays: 0, yearlyDays: 30 }),
    );

    const otherEmail = await client(app, admin).put(url, { name: 'K', email: 'annen@example.test' });
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json().message).toBe(serverCore.emailReadOnly);
    for (const payload of [
      { name: '' },
      { name: 'K', yearlyDays: 101 },
      { name: 'K', yearlyDays: -1 },
      { name: 'K', yearlyDays: 2.5 },
      { name: 'K', organizationId: org.id },
      { name: 'K', teamId: null },
    ]) {
      expect((await client(app, admin).put(url, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await dataSourceOf(app).query(
      'SELECT name, email, yearly_days FROM membership WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ name: 'Kari Nordmann', email: member.email, yearly_days: 30 });
  });

  it('members cannot edit, delete or promote (403); outsiders get 404; unknown ids 404', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const adminId = org.membershipIds[admin.uid];
    for (const [user, status] of [
      [member, 403],
      [outsider, 404],
    ] as const) {
      expect((await client(app, user).put(`/api/Users/${adminId}`, { name: 'X' })).statusCode).toBe(status);
      expect((await client(app, user).delete(`/api/Users/${adminId}`)).statusCode).toBe(status);
      expect(
        (await client(app, user).put(`/api/Users/${org.membershipIds[member.uid]}/admin`, { isAdmin: true }))
          .statusCode,
      ).toBe(status);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await client(app, admin).delete(`/api/Users/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(serverCore.employeeNotFound);
    }
  });

  it('toggles admin and deletes members', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const memberId = org.membershipIds[member.uid];
    const promoted = await client(app, admin).put(`/api/Users/${memberId}/admin`, { isAdmin: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().isAdmin).toBe(true);
    const demoted = await client(app, admin).put(`/api/Users/${memberId}/admin`, { isAdmin: false });
    expect(demoted.json().isAdmin).toBe(false);
    const deleted = await client(app, admin).delete(`/api/Users/${memberId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await client(app, member).get(`/api/Organizations/${org.id}`)).statusCode).toBe(404);
  });

  it('an organisation never loses its last admin (demote, edit, delete) -> 409', async () => {
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const adminId = org.membershipIds[admin.uid];
    const attempts = [
      client(app, admin).put(`/api/Users/${adminId}/admin`, { isAdmin: false }),
      client(app, admin).put(`/api/Users/${adminId}`, { name: 'A', isAdmin: false }),
      client(app, admin).delete(`/api/Users/${adminId}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, message: serverCore.lastAdmin });
    }
    const [row] = await dataSourceOf(app).query('SELECT is_admin FROM membership WHERE id = $1', [adminId]);
    expect(row.is_admin).toBe(true);
  });

  it('two admins demoting each other at the same time leave one admin', async () => {
    const second = await signUp();
    const org = await seedOrganization(app, { admins: [admin, second] });
    const [a, b] = await Promise.all([
      client(app, admin).put(`/api/Users/${org.membershipIds[second.uid]}/admin`, { isAdmin: false }),
      client(app, second).put(`/api/Users/${org.membershipIds[admin.uid]}/admin`, { isAdmin: false }),
    ]);
    // The loser is no longer an admin once it gets the organisation lock.
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const [{ admins }] = await dataSourceOf(app).query(
      'SELECT count(*)::int AS admins FROM membership WHERE organization_id = $1 AND is_admin',
      [org.id],
    );
    expect(admins).toBe(1);
  });
});
