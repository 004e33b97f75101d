import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { server, serverCore } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, uniqueEmail, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';
import { hashInvitationToken, newInvitationToken } from './invitation-token.js';

describe('Invitations', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  beforeAll(async () => {
    [app, admin] = await Promise.all([createApp(), signUp()]);
  });
  afterAll(() => app.close());

  const invite = (user: TestUser, organizationId: string, email: string, isAdmin = false) =>
    client(app, user).post('/api/UserInvitations', { organizationId, email, isAdmin });
  const count = async (sql: string, params: unknown[]) =>
    Number((await dataSourceOf(app).query(sql, params))[0].count);
  /** The token in the newest invitation mail of the outbox (its link /opprett-konto?invitation=TOKEN). */
  const mailedToken = async (invitationId: string): Promise<string> => {
    const [row] = await dataSourceOf(app).query(
      `SELECT text_body AS text FROM mail_outbox WHERE invitation_id = $1 AND status = 'Pending' ORDER BY created_at DESC LIMIT 1`,
      [invitationId],
    );
    return /invitation=([A-Za-z0-9_-]{32})/.exec(row.text)![1];
  };

  it('admin sends, lists, resends and cancels; invitee sees it under /mine and accepts', async () => {
    const org = await seedOrganization(app, { admins: [admin], name: 'Invitasjon AS' });
    const invitee = await signUp(undefined, { displayName: 'Per Hansen', emailVerified: true });
    const sent = await invite(admin, org.id, invitee.email.toUpperCase(), true);
    expect(sent.statusCode).toBe(201);
    const invitation = sent.json();
    expect(invitation).toEqual({
      id: expect.any(String),
      email: invitee.email.toUpperCase(),
      organizationName: 'Invitasjon AS',
      organizationId: org.id,
      status: 'Pending',
      isAdmin: true,
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const listed = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
    // No SMTP in this suite: the mail waits in the outbox.
    expect(listed.json()).toEqual([{ ...invitation, mailStatus: 'Pending' }]);

    // Only hashes are stored; the tokens come from the invitation mails in the outbox.
    const before = await mailedToken(invitation.id);
    await dataSourceOf(app).query(
      `UPDATE invitation SET expires_at = now() + interval '1 day' WHERE id = $1`,
      [invitation.id],
    );
    const resent = await client(app, admin).post(`/api/UserInvitations/${invitation.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().expiresAt)).toBeGreaterThan(Date.now() + 6.99 * 86_400_000);
    const after = await mailedToken(invitation.id);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [{ tokenHash }] = await dataSourceOf(app).query(
      'SELECT token_hash AS "tokenHash" FROM invitation WHERE id = $1',
      [invitation.id],
    );
    expect(tokenHash).toBe(hashInvitationToken(after));

    const lookup = await client(app).get(`/api/Invitations/lookup/${after}`);
    expect(lookup.json()).toEqual({
      id: invitation.id,
      email: invitation.email,
      organizationName: 'Invitasjon AS',
    });
    expect((await client(app).get(`/api/Invitations/lookup/${before}`)).statusCode).toBe(404);

    const mine = await client(app, invitee).get('/api/UserInvitations/mine');
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: invitation.id, organizationName: 'Invitasjon AS', status: 'Pending' }),
    ]);

    const accepted = await client(app, invitee).post(`/api/UserInvitations/${invitation.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      organizationId: org.id,
      name: 'Per Hansen',
      email: invitee.email,
      isAdmin: true,
    });
    const my = await client(app, invitee).get('/api/Organizations/my');
    expect(my.json().map((o: { id: string }) => o.id)).toEqual([org.id]);
    const mineAfter = await client(app, invitee).get('/api/UserInvitations/mine');
    expect(mineAfter.json()[0].status).toBe('Accepted');
    const listedAfter = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
    expect(listedAfter.json()).toEqual([]);

    const again = await client(app, invitee).post(`/api/UserInvitations/${invitation.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(serverCore.invitationAlreadyAccepted);
    expect(await count('SELECT count(*) FROM membership WHERE organization_id = $1', [org.id])).toBe(2);
  });

  it('cancelled invitations leave the lists and cannot be accepted', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    const invitee = await signUp();
    const { id } = (await invite(admin, org.id, invitee.email)).json();
    const cancelled = await client(app, admin).post(`/api/UserInvitations/${id}/cancel`);
    expect(cancelled.statusCode).toBe(204);
    expect((await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`)).json()).toEqual([]);
    expect((await client(app, invitee).get('/api/UserInvitations/mine')).json()).toEqual([]);
    const accept = await client(app, invitee).post(`/api/UserInvitations/${id}/accept`);
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toBe(serverCore.invitationInvalid);
    expect((await client(app, admin).post(`/api/UserInvitations/${id}/resend`)).statusCode).toBe(404);
  });

  it('accept: only the invitee, not expired', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    const invitee = await signUp(undefined, { emailVerified: true });
    const someoneElse = await signUp();
    const { id } = (await invite(admin, org.id, invitee.email)).json();
    const wrong = await client(app, someoneElse).post(`/api/UserInvitations/${id}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(serverCore.invitationWrongEmail);
    const byAdmin = await client(app, admin).post(`/api/UserInvitations/${id}/accept`);
    expect(byAdmin.statusCode).toBe(403);

    await dataSourceOf(app).query(
      `UPDATE invitation SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    const listed = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
    expect(listed.json()[0].status).toBe('Expired');
    const mine = await client(app, invitee).get('/api/UserInvitations/mine');
    expect(mine.json()[0].status).toBe('Expired');
    const expired = await client(app, invitee).post(`/api/UserInvitations/${id}/accept`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(serverCore.invitationInvalid);
    expect((await client(app).get(`/api/Invitations/lookup/${await mailedToken(id)}`)).statusCode).toBe(404);
    expect(await count('SELECT count(*) FROM membership WHERE organization_id = $1', [org.id])).toBe(1);
    // Resend revives it (a seat is free) and then it can be accepted.
    expect((await client(app, admin).post(`/api/UserInvitations/${id}/resend`)).statusCode).toBe(200);
    expect((await client(app, invitee).post(`/api/UserInvitations/${id}/accept`)).statusCode).toBe(200);
  });

  it('Starter limit: members + pending invitations must stay below 2; Pro is unlimited', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    expect((await invite(admin, org.id, uniqueEmail())).statusCode).toBe(201);
    const refused = await invite(admin, org.id, uniqueEmail());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, message: server.starterLimit });
    await dataSourceOf(app).query(`UPDATE organization SET plan = 'pro' WHERE id = $1`, [org.id]);
    for (let i = 0; i < 3; i++) expect((await invite(admin, org.id, uniqueEmail())).statusCode).toBe(201);
  });

  it('20 parallel invitations on a Starter organisation: exactly one succeeds, no 5xx', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    // Warm the token cache and the connection pool so that the 20 requests reach the database together.
    await Promise.all(Array.from({ length: 10 }, () => client(app, admin).get('/api/Organizations/my')));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => invite(admin, org.id, uniqueEmail('parallel'))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    expect(
      await count(`SELECT count(*) FROM invitation WHERE organization_id = $1 AND status = 'Pending'`, [
        org.id,
      ]),
    ).toBe(1);
  });

  it('duplicates: an existing member or a pending invitation to the same e-mail -> 409', async () => {
    const member = await signUp();
    const org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    const asMember = await invite(admin, org.id, member.email.toUpperCase());
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().message).toBe(serverCore.alreadyMember);
    const email = uniqueEmail();
    expect((await invite(admin, org.id, email)).statusCode).toBe(201);
    const twice = await invite(admin, org.id, email.toUpperCase());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(serverCore.invitationPendingExists);
  });

  it('admin-only management: members 403, outsiders 404', async () => {
    const member = await signUp();
    const outsider = await signUp();
    const org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    const { id } = (await invite(admin, org.id, uniqueEmail())).json();
    for (const [user, status] of [
      [member, 403],
      [outsider, 404],
    ] as const) {
      expect((await invite(user, org.id, uniqueEmail())).statusCode).toBe(status);
      expect((await client(app, user).get(`/api/UserInvitations/organization/${org.id}`)).statusCode).toBe(
        status,
      );
      expect((await client(app, user).post(`/api/UserInvitations/${id}/resend`)).statusCode).toBe(status);
      expect((await client(app, user).post(`/api/UserInvitations/${id}/cancel`)).statusCode).toBe(status);
    }
  });

  it('POST /api/Invitations takes a validated client token; lookup is public', async () => {
    const org = await seedOrganization(app, { admins: [admin], name: 'Klient AS' });
    const token = newInvitationToken();
    const email = uniqueEmail();
    const body = { email, organizationId: org.id, organizationName: 'Hva som helst', token, isAdmin: false };
    for (const bad of ['short', 'x'.repeat(33), `${'a'.repeat(31)}!`, 42]) {
      const response = await client(app, admin).post('/api/Invitations', { ...body, token: bad });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors.token).toContain(serverCore.invitationTokenInvalid);
    }
    const created = await client(app, admin).post('/api/Invitations', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, organizationName: 'Klient AS', status: 'Pending' });
    const lookup = await client(app).get(`/api/Invitations/lookup/${token}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ id: created.json().id, email, organizationName: 'Klient AS' });
    const unknown = await client(app).get(`/api/Invitations/lookup/${newInvitationToken()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: serverCore.invitationInvalid });
  });
});
