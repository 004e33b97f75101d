import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AccountExport, AuditPage } from '@ferieplan/contracts';
import { server, serverPrivacy } from '@ferieplan/texts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Test-only: organisation deletion cancels the subscription in the same local sandbox `npm start` runs.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startStripeSandbox, type StripeSandbox } from '../../../../tools/stripe-sandbox/server.mjs';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, seedTransfer } from '../test/factories.js';
import { TEST_WEBHOOK_SECRET } from '../test/stripe-events.js';

const YEAR = new Date().getFullYear();

describe('privacy duties (issue 17): export, account deletion, organisation deletion', () => {
  let app: NestFastifyApplication;
  let sandbox: StripeSandbox;
  let stripe: Stripe;

  beforeAll(async () => {
    sandbox = await startStripeSandbox({ port: 0, webhookSecret: TEST_WEBHOOK_SECRET, log: () => {} });
    delete process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SANDBOX_PORT = String(sandbox.port);
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    app = await createApp();
    // A real port: the sandbox delivers customer.subscription.deleted over HTTP like Stripe does.
    await app.listen(0, '127.0.0.1');
    sandbox.setWebhookUrl(`${await app.getUrl()}/api/Payment/webhook`);
    stripe = new Stripe('sk_test_sandbox', { host: '127.0.0.1', port: sandbox.port, protocol: 'http' });
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close().catch(() => undefined);
  });

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    dataSourceOf(app).query(text, params) as Promise<T[]>;
  const count = async (table: string, where: string, params: unknown[]) =>
    (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0].n;

  /** A request by `member` in the organisation, decided by `admin` when a status is given. */
  async function request(member: TestUser, organizationId: string, month: number, admin?: TestUser) {
    const start = `${YEAR}-${String(month).padStart(2, '0')}-05`;
    const created = await client(app, member).post('/api/VacationRequests', {
      organizationId,
      startDate: start,
      endDate: start,
      description: `Ferie ${member.email}`,
    });
    expect(created.statusCode).toBe(201);
    if (admin) {
      const decided = await client(app, admin).put(`/api/VacationRequests/${created.json().id}/status`, {
        status: 'Approved',
      });
      expect(decided.statusCode).toBe(200);
    }
    return created.json().id as string;
  }

  /** Every row of every table that belongs to the organisation, as one comparable snapshot. */
  async function organizationRows(organizationId: string) {
    const tables = [
      'team',
      'membership',
      'invitation',
      'vacation_request',
      'vacation_transfer',
      'calendar_feed',
      'audit_entry',
    ];
    const rows: Record<string, number> = {
      organization: await count('organization', 'id = $1', [organizationId]),
    };
    for (const table of tables) rows[table] = await count(table, 'organization_id = $1', [organizationId]);
    return rows;
  }

  describe('GET /api/Users/me/export', () => {
    it("contains exactly the person's data and nothing of other people or tenants", async () => {
      const [kari, ola, per, stranger] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
      const own = await seedOrganization(app, {
        admins: [kari],
        members: [ola, per],
        plan: 'Pro',
        name: 'Olas Arbeid AS',
      });
      const other = await seedOrganization(app, {
        admins: [stranger],
        members: [per],
        plan: 'Pro',
        name: 'Fremmed AS',
      });
      await client(app, kari).post('/api/Teams', { organizationId: own.id, name: 'Drift' });
      const olaRequest = await request(ola, own.id, 6, kari);
      await request(per, own.id, 7, kari);
      await request(per, other.id, 8, stranger);
      const invited = await client(app, stranger).post('/api/UserInvitations', {
        organizationId: other.id,
        email: ola.email,
      });
      expect(invited.statusCode).toBe(201);
      await client(app, stranger).post('/api/UserInvitations', {
        organizationId: other.id,
        email: `x-${per.email}`,
      });

      const response = await client(app, ola).get('/api/Users/me/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json() as AccountExport;
      expect(data.profile).toEqual({ uid: ola.uid, email: ola.email, name: null });
      expect(data.memberships).toEqual([
        expect.objectContaining({
          id: own.membershipIds[ola.uid],
          organizationName: 'Olas Arbeid AS',
          email: ola.email,
          isAdmin: false,
        }),
      ]);
      expect(data.vacationRequests.map((r) => [r.id, r.status, r.description])).toEqual([
        [olaRequest, 'Approved', `Ferie ${ola.email}`],
      ]);
      expect(data.invitations).toEqual([
        expect.objectContaining({ organizationName: 'Fremmed AS', email: ola.email, status: 'Pending' }),
      ]);
      expect(data.auditEntries.map((e) => [e.kind, e.role]).sort()).toEqual(
        [
          ['invitation.sent', 'subject'],
          ['request.approved', 'subject'],
          ['request.submitted', 'actor'],
        ].sort(),
      );
      const text = JSON.stringify(data);
      for (const foreign of [
        kari.email,
        per.email,
        stranger.email,
        kari.uid,
        per.uid,
        other.membershipIds[per.uid],
        'Drift',
      ]) {
        expect(text, foreign).not.toContain(foreign);
      }
      expect(text).not.toContain(kari.email.split('@')[0]);
    });

    it('is refused without a valid token (401)', async () => {
      expect((await client(app).get('/api/Users/me/export')).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/Users/me', () => {
    it('refuses without the typed word, and leaves everything', async () => {
      const ola = await signUp();
      const org = await seedOrganization(app, { admins: [ola] });
      for (const payload of [{ confirmation: 'slett' }, { confirmation: '' }, {}]) {
        const response = await client(app, ola).delete('/api/Users/me', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(serverPrivacy.accountConfirmation);
      }
      expect(await count('membership', 'user_uid = $1', [ola.uid])).toBe(1);
      expect(await count('organization', 'id = $1', [org.id])).toBe(1);
    });

    it('refuses the last admin of an organisation with other members (409), naming it', async () => {
      const [kari, ola] = await Promise.all([signUp(), signUp()]);
      const org = await seedOrganization(app, { admins: [kari], members: [ola], name: 'Kari og Ola AS' });
      const before = await organizationRows(org.id);
      const response = await client(app, kari).delete('/api/Users/me', { confirmation: 'SLETT' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(serverPrivacy.lastAdmin('Kari og Ola AS'));
      expect(await organizationRows(org.id)).toEqual(before);
      expect((await client(app, kari).get('/api/Organizations/my')).statusCode).toBe(200);
    });

    it('two admins deleting their accounts at once: one goes, the other is refused, an admin remains', async () => {
      const [first, second, member] = await Promise.all([signUp(), signUp(), signUp()]);
      const org = await seedOrganization(app, {
        admins: [first, second],
        members: [member],
        name: 'To Sjefer AS',
      });
      const answers = await Promise.all(
        [first, second].map((admin) => client(app, admin).delete('/api/Users/me', { confirmation: 'SLETT' })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
        serverPrivacy.lastAdmin('To Sjefer AS'),
      );
      expect(await count('membership', 'organization_id = $1 AND is_admin', [org.id])).toBe(1);
      expect(await count('membership', 'organization_id = $1', [org.id])).toBe(2);
    });

    it('deletes memberships, requests, invitations and sole-member organisations; pseudonymises the log; removes the sign-in', async () => {
      const [kari, ola, stranger] = await Promise.all([signUp(), signUp(), signUp()]);
      const shared = await seedOrganization(app, {
        admins: [kari],
        members: [ola],
        plan: 'Pro',
        name: 'Felles AS',
      });
      const own = await seedOrganization(app, { admins: [ola], name: 'Olas Eget AS' });
      const elsewhere = await seedOrganization(app, { admins: [stranger], plan: 'Pro' });
      await request(ola, shared.id, 6, kari);
      await request(ola, shared.id, 9);
      await client(app, kari).put(`/api/Users/${shared.membershipIds[ola.uid]}`, { name: 'Ola Nordmann' });
      await client(app, stranger).post('/api/UserInvitations', {
        organizationId: elsewhere.id,
        email: ola.email.toUpperCase(),
      });
      const kariRequest = await request(kari, shared.id, 10);
      const sharedEntries = await count('audit_entry', 'organization_id = $1', [shared.id]);
      const elsewhereBefore = await organizationRows(elsewhere.id);

      const response = await client(app, ola).delete('/api/Users/me', { confirmation: 'SLETT' });
      expect(response.statusCode).toBe(204);

      expect(await count('membership', 'user_uid = $1', [ola.uid])).toBe(0);
      expect(await count('vacation_request', 'membership_id = $1', [shared.membershipIds[ola.uid]])).toBe(0);
      expect(await count('invitation', 'lower(email) = lower($1)', [ola.email])).toBe(0);
      expect(await organizationRows(own.id)).toMatchObject({
        organization: 0,
        membership: 0,
        audit_entry: 0,
      });
      // The rest of the shared organisation stays; its log keeps every entry, without Ola's name or address.
      expect(await count('vacation_request', 'id = $1', [kariRequest])).toBe(1);
      expect(await count('membership', 'user_uid = $1', [kari.uid])).toBe(1);
      expect(await count('audit_entry', 'organization_id = $1', [shared.id])).toBe(sharedEntries);
      const page = (await client(app, kari).get(`/api/Audit/organization/${shared.id}`)).json() as AuditPage;
      const text = JSON.stringify(page.entries);
      expect(text).not.toContain(ola.email);
      expect(text).not.toContain('Ola Nordmann');
      const approved = page.entries.find((entry) => entry.kind === 'request.approved')!;
      expect(approved.subject).toMatchObject({ name: null, email: null, pseudonymised: true });
      expect(approved.description).toMatch(/Slettet bruker [0-9a-f]{6}/);
      // Another tenant lost only the invitation to Ola.
      expect(await organizationRows(elsewhere.id)).toEqual({
        ...elsewhereBefore,
        invitation: elsewhereBefore.invitation - 1,
      });

      // The sign-in account is gone: the token no longer works, and the address can sign up afresh.
      expect((await client(app, ola).get('/api/Organizations/my')).statusCode).toBe(401);
      await expect(signUp(ola.email)).resolves.toMatchObject({ email: ola.email });
    });
  });

  describe('DELETE /api/Organizations/:id', () => {
    /** A Pro organisation paid through the sandbox's checkout, with an active subscription. */
    async function paidOrganization(admin: TestUser, members: TestUser[]) {
      const org = await seedOrganization(app, { admins: [admin], members, name: 'Betalt AS' });
      const { url } = (
        await client(app, admin).post('/api/Payment/create-checkout-session', {
          organizationId: org.id,
          planType: 'pro',
        })
      ).json();
      await sandbox.paySession(new URL(url).pathname.split('/').pop()!);
      const [{ subscription }] = await sql<{ subscription: string }>(
        `SELECT stripe_subscription_id AS subscription FROM organization WHERE id = $1 AND plan = 'Pro'`,
        [org.id],
      );
      expect(subscription).toMatch(/^sub_/);
      return { ...org, subscription };
    }

    it('cancels the subscription in the sandbox and removes everything of the organisation, and only that', async () => {
      const [kari, ola, neighbour] = await Promise.all([signUp(), signUp(), signUp()]);
      const org = await paidOrganization(kari, [ola]);
      await client(app, kari).post('/api/Teams', { organizationId: org.id, name: 'Drift' });
      await request(ola, org.id, 6, kari);
      await client(app, kari).post('/api/UserInvitations', {
        organizationId: org.id,
        email: `ny-${ola.email}`,
      });
      const feed = await client(app, ola).post('/api/CalendarFeeds', {
        organizationId: org.id,
        scope: 'member',
      });
      expect(feed.statusCode).toBeLessThan(300);
      await seedTransfer(app, org.membershipIds[ola.uid], { fromYear: YEAR - 1, days: 3 });
      const neighbourOrg = await seedOrganization(app, { admins: [neighbour], members: [ola], plan: 'Pro' });
      await request(ola, neighbourOrg.id, 8, neighbour);
      const neighbourBefore = await organizationRows(neighbourOrg.id);
      const everything = await organizationRows(org.id);
      expect(Object.entries(everything).filter(([, n]) => n === 0)).toEqual([]);

      const response = await client(app, kari).delete(`/api/Organizations/${org.id}`, {
        name: ' Betalt AS ',
      });
      expect(response.statusCode).toBe(204);

      expect((await stripe.subscriptions.retrieve(org.subscription)).status).toBe('canceled');
      expect(sandbox.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', ok: true });
      expect(Object.entries(await organizationRows(org.id)).filter(([, n]) => n !== 0)).toEqual([]);
      expect(
        await count(
          'audit_entry_person p JOIN audit_entry e ON e.id = p.entry_id',
          'e.organization_id = $1',
          [org.id],
        ),
      ).toBe(0);
      expect(await organizationRows(neighbourOrg.id)).toEqual(neighbourBefore);
      expect((await client(app, kari).get(`/api/Organizations/${org.id}`)).statusCode).toBe(404);
    });

    it('refuses a wrong name (400), a member (403) and another organisation’s admin (404); nothing changes', async () => {
      const [kari, ola, stranger] = await Promise.all([signUp(), signUp(), signUp()]);
      const org = await paidOrganization(kari, [ola]);
      await seedOrganization(app, { admins: [stranger] });
      const before = await organizationRows(org.id);

      const wrong = await client(app, kari).delete(`/api/Organizations/${org.id}`, { name: 'betalt as' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(serverPrivacy.organizationConfirmation);
      const asMember = await client(app, ola).delete(`/api/Organizations/${org.id}`, { name: 'Betalt AS' });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe(server.forbidden);
      const asStranger = await client(app, stranger).delete(`/api/Organizations/${org.id}`, {
        name: 'Betalt AS',
      });
      expect(asStranger.statusCode).toBe(404);
      expect(asStranger.json().message).toBe(server.organizationNotFound);

      expect(await organizationRows(org.id)).toEqual(before);
      expect((await stripe.subscriptions.retrieve(org.subscription)).status).toBe('active');
    });

    it('the database keeps refusing to delete the log of an organisation that exists', async () => {
      const kari = await signUp();
      const org = await seedOrganization(app, { admins: [kari] });
      await client(app, kari).post('/api/Teams', { organizationId: org.id, name: 'Drift' });
      await expect(sql('DELETE FROM audit_entry WHERE organization_id = $1', [org.id])).rejects.toThrow(
        /append-only/,
      );
      await expect(
        sql(
          'DELETE FROM audit_entry_person p USING audit_entry e WHERE e.id = p.entry_id AND e.organization_id = $1',
          [org.id],
        ),
      ).rejects.toThrow(/append-only/);
    });

    it('deletes nothing when Stripe cannot cancel the subscription (502)', async () => {
      const kari = await signUp();
      const org = await paidOrganization(kari, []);
      const before = await organizationRows(org.id);
      await sandbox.close();
      const response = await client(app, kari).delete(`/api/Organizations/${org.id}`, { name: 'Betalt AS' });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(serverPrivacy.subscriptionCancelFailed);
      expect(await organizationRows(org.id)).toEqual(before);
    });
  });
});
