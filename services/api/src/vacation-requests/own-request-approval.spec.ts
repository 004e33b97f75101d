import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serverSafety } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';

// 'Krev godkjenning fra en annen administrator' (issue 17): stored as organization.require_second_admin,
// NULL = automatic (on with two or more admins).
describe('an admin deciding their own request', () => {
  let app: NestFastifyApplication;
  let first: TestUser, second: TestUser;
  const year = new Date().getFullYear();
  let week = 10;
  beforeAll(async () => {
    [app, first, second] = await Promise.all([createApp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  /** A fresh one-week request of `owner`'s. */
  async function request(org: SeededOrganization, owner: TestUser): Promise<string> {
    const firstMonday = 1 + ((8 - new Date(Date.UTC(year, 0, 1)).getUTCDay()) % 7);
    const monday = new Date(Date.UTC(year, 0, firstMonday + 7 * week++)).toISOString().slice(0, 10);
    const response = await client(app, owner).post('/api/VacationRequests', {
      organizationId: org.id,
      startDate: monday,
      endDate: monday,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }
  const decide = (id: string, by: TestUser, status: 'Approved' | 'Rejected') =>
    client(app, by).put(`/api/VacationRequests/${id}/status`, { status });
  /** The approval settings as `by` reads them, or saves them when `requireSecondAdmin` is given. */
  const settings = (org: SeededOrganization, by: TestUser, requireSecondAdmin?: boolean | null) =>
    requireSecondAdmin === undefined
      ? client(app, by).get(`/api/Organizations/${org.id}/approval-settings`)
      : client(app, by).put(`/api/Organizations/${org.id}/approval-settings`, { requireSecondAdmin });

  it('two admins, automatic: neither approves nor rejects their own request (403); the other admin does', async () => {
    const org = await seedOrganization(app, { admins: [first, second] });
    expect((await settings(org, first)).json()).toEqual({
      organizationId: org.id,
      requireSecondAdmin: null,
      effective: true,
      adminCount: 2,
    });
    const own = await request(org, first);
    for (const status of ['Approved', 'Rejected'] as const) {
      const refused = await decide(own, first, status);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ statusCode: 403, message: serverSafety.ownRequestNeedsAnotherAdmin });
    }
    const approved = await decide(own, second, 'Approved');
    expect([approved.statusCode, approved.json().status]).toEqual([200, 'Approved']);
  });

  it('a lone admin, automatic: approves their own request', async () => {
    const org = await seedOrganization(app, { admins: [first] });
    expect((await settings(org, first)).json().effective).toBe(false);
    expect((await decide(await request(org, first), first, 'Approved')).statusCode).toBe(200);
  });

  it('the explicit choice wins over the admin count, and null goes back to automatic', async () => {
    const lone = await seedOrganization(app, { admins: [first] });
    expect((await settings(lone, first, true)).json()).toMatchObject({
      requireSecondAdmin: true,
      effective: true,
    });
    expect((await decide(await request(lone, first), first, 'Approved')).statusCode).toBe(403);

    const pair = await seedOrganization(app, { admins: [first, second] });
    expect((await settings(pair, second, false)).json()).toMatchObject({
      requireSecondAdmin: false,
      effective: false,
    });
    expect((await decide(await request(pair, first), first, 'Approved')).statusCode).toBe(200);
    expect((await settings(pair, second, null)).json()).toMatchObject({
      requireSecondAdmin: null,
      effective: true,
    });
    expect((await decide(await request(pair, first), first, 'Rejected')).statusCode).toBe(403);
  });

  it('refuses a setting that is not true, false or null', async () => {
    const org = await seedOrganization(app, { admins: [first] });
    for (const value of ['ja', 1, [true]]) {
      const response = await client(app, first).put(`/api/Organizations/${org.id}/approval-settings`, {
        requireSecondAdmin: value,
      });
      expect(response.statusCode).toBe(400);
    }
    const missing = await client(app, first).put(`/api/Organizations/${org.id}/approval-settings`, {});
    expect(missing.statusCode).toBe(400);
  });
});
