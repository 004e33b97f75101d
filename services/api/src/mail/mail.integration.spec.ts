import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CaughtMail, RunningMailCatcher } from '@ferieplan/tools/kit/mail-catcher.mjs';
import { absenceDays } from '@ferieplan/vacation-rules';
import { mail, server, serverCore } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, uniqueEmail, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';
import { startAppWithOwnMail, type AppWithOwnMail } from '../test/app-with-own-mail.js';

const APP_ORIGIN = 'https://ferieplan.test';

const tokenIn = (message: CaughtMail) =>
  /opprett-konto\?invitation=([A-Za-z0-9_-]{32})/.exec(message.text ?? '')?.[1];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/**
 * E-mail on real PostgreSQL and a real SMTP server (maildev from the kit): the outbox is written with the
 * change, the pg-boss worker delivers it over SMTP. A database of its own: the workers here would
 * otherwise deliver (and erase) the mails other suites inspect in the shared one.
 */
describe('E-mail: outbox, queue and SMTP', () => {
  let suite: AppWithOwnMail;
  let catcher: RunningMailCatcher;
  let app: NestFastifyApplication;
  let admin: TestUser;

  beforeAll(async () => {
    suite = await startAppWithOwnMail({
      env: {
        MAIL_FROM: 'Ferieplan <noreply@ferieplan.test>',
        APP_ORIGIN,
        API_BASE_URL: 'https://api.ferieplan.test',
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
    });
    ({ app, catcher } = suite);
    admin = await signUp(undefined, { displayName: 'Kari Admin' });
  });
  afterAll(() => suite?.close());

  /** A header as sent (from the raw message in the catcher). */
  const header = (message: CaughtMail, name: string) => catcher.header(message, name);
  const invite = (organizationId: string, email: string, target = app) =>
    client(target, admin).post('/api/UserInvitations', { organizationId, email });
  const outboxRows = (recipient: string) =>
    dataSourceOf(app).query(
      `SELECT status, attempts, last_error AS "lastError", text_body AS text FROM mail_outbox WHERE lower(recipient) = lower($1)`,
      [recipient],
    );

  it('an invitation mails a working link; only its hash is stored; resend invalidates the old link', async () => {
    const org = await seedOrganization(app, { admins: [admin], name: 'Fjord AS' });
    const email = uniqueEmail('invitert');
    const sent = await invite(org.id, email);
    expect(sent.statusCode).toBe(201);

    const [message] = await catcher.waitForMessagesTo(email);
    expect(message.subject).toBe(mail.invitationSubject('Fjord AS'));
    expect(message.from[0].address).toBe('noreply@ferieplan.test');
    const token = tokenIn(message)!;
    expect(message.text).toContain(`${APP_ORIGIN}/opprett-konto?invitation=${token}`);
    expect(message.html).toContain(`href="${APP_ORIGIN}/opprett-konto?invitation=${token}"`);
    expect(await header(message, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@ferieplan\.test>$/);

    // Nothing in the database opens the invitation: the row keeps a hash, the sent mail no body.
    const [stored] = await dataSourceOf(app).query('SELECT token_hash FROM invitation WHERE id = $1', [
      sent.json().id,
    ]);
    expect(stored.token_hash).not.toContain(token);
    expect(await outboxRows(email)).toEqual([{ status: 'Sent', attempts: 1, lastError: null, text: null }]);
    const lookup = await client(app).get(`/api/Invitations/lookup/${token}`);
    expect(lookup.json()).toEqual({ id: sent.json().id, email, organizationName: 'Fjord AS' });
    const listed = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
    expect(listed.json()[0]).toMatchObject({ id: sent.json().id, mailStatus: 'Sent' });
    expect(JSON.stringify(listed.json())).not.toContain(token);

    const resent = await client(app, admin).post(`/api/UserInvitations/${sent.json().id}/resend`);
    expect(resent.statusCode).toBe(200);
    const both = await catcher.waitForMessagesTo(email, { count: 2 });
    const newToken = tokenIn(both[1])!;
    expect(newToken).not.toBe(token);
    expect(await header(both[1], 'Message-ID')).not.toBe(await header(message, 'Message-ID'));
    const old = await client(app).get(`/api/Invitations/lookup/${token}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(serverCore.invitationInvalid);
    expect((await client(app).get(`/api/Invitations/lookup/${newToken}`)).statusCode).toBe(200);
  });

  it('accepting needs proof of the mailbox: a verified address or the mailed token', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const unverified = await signUp();
    const { id } = (await invite(org.id, unverified.email)).json();
    const [message] = await catcher.waitForMessagesTo(unverified.email);

    const refused = await client(app, unverified).post(`/api/UserInvitations/${id}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverCore.invitationUnverified);
    const wrongToken = await client(app, unverified).post(`/api/UserInvitations/${id}/accept`, {
      token: 'A'.repeat(32),
    });
    expect(wrongToken.statusCode).toBe(403);
    const accepted = await client(app, unverified).post(`/api/UserInvitations/${id}/accept`, {
      token: tokenIn(message),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ organizationId: org.id, email: unverified.email });

    const verified = await signUp(undefined, { emailVerified: true });
    const second = (await invite(org.id, verified.email)).json();
    expect((await client(app, verified).post(`/api/UserInvitations/${second.id}/accept`)).statusCode).toBe(
      200,
    );
  });

  it('a change that rolls back sends nothing (an invitation refused by the Starter limit)', async () => {
    const member = await signUp();
    const org = await seedOrganization(app, { admins: [admin], members: [member] });
    const refusedEmail = uniqueEmail('avvist');
    const refused = await invite(org.id, refusedEmail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(server.starterLimit);
    // A later mail goes through the same queue: once it has arrived, the refused one would have too.
    const proOrg = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const okEmail = uniqueEmail('godtatt');
    expect((await invite(proOrg.id, okEmail)).statusCode).toBe(201);
    await catcher.waitForMessagesTo(okEmail);
    await sleep(1000);
    expect(await catcher.messagesTo(refusedEmail)).toEqual([]);
    expect(await outboxRows(refusedEmail)).toEqual([]);
  });

  it('what a user typed arrives as text: <img src=x onerror=alert(1)> is escaped in the HTML part', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const org = await seedOrganization(app, { admins: [admin], name: evil, plan: 'Pro' });
    const email = uniqueEmail('xss');
    expect((await invite(org.id, email)).statusCode).toBe(201);
    const [message] = await catcher.waitForMessagesTo(email);
    expect(message.subject).toBe(mail.invitationSubject(evil));
    expect(message.text).toContain(evil);
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.html).not.toContain('<img');
  });

  it('SMTP down: the API answers 201, the mail waits and retries, then arrives exactly once', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const email = uniqueEmail('nede');
    await catcher.stop();
    try {
      const sent = await invite(org.id, email);
      expect(sent.statusCode).toBe(201);
      // At least one attempt failed and was counted; the mail is still waiting.
      await waitFor(async () => (await outboxRows(email))[0]?.attempts >= 1);
      const [row] = await outboxRows(email);
      expect(row).toMatchObject({ status: 'Pending' });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      const listed = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
      expect(listed.json()[0].mailStatus).toBe('Pending');
    } finally {
      await catcher.start();
    }
    await catcher.waitForMessagesTo(email, { timeoutMs: 45_000 });
    await sleep(2000);
    expect(await catcher.messagesTo(email)).toHaveLength(1);
    expect((await outboxRows(email))[0].status).toBe('Sent');
  });

  it('gives up after MAIL_MAX_ATTEMPTS (8): Failed, shown to the admin, and resend mails again', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const email = uniqueEmail('feilet');
    await catcher.stop();
    let id: string;
    try {
      id = (await invite(org.id, email)).json().id;
      await waitFor(async () => (await outboxRows(email))[0]?.attempts >= 1);
      // Seven attempts counted (as after ~4 minutes of backoff): the next failure is the last.
      await dataSourceOf(app).query(`UPDATE mail_outbox SET attempts = 7 WHERE invitation_id = $1`, [id]);
      await waitFor(async () => (await outboxRows(email))[0]?.status === 'Failed', 30_000);
      const [row] = await outboxRows(email);
      expect(row).toMatchObject({ status: 'Failed', attempts: 8, text: null });
      const listed = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
      expect(listed.json()[0].mailStatus).toBe('Failed');
    } finally {
      await catcher.start();
    }
    await sleep(1500);
    expect(await catcher.messagesTo(email)).toEqual([]);
    expect((await client(app, admin).post(`/api/UserInvitations/${id}/resend`)).statusCode).toBe(200);
    await catcher.waitForMessagesTo(email);
    const after = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
    expect(after.json()[0].mailStatus).toBe('Sent');
  });

  describe('notifications (Pro)', () => {
    const submit = (
      user: TestUser,
      organizationId: string,
      startDate: string,
      endDate: string,
      description?: string,
    ) => client(app, user).post('/api/VacationRequests', { organizationId, startDate, endDate, description });
    const year = new Date().getFullYear() + 1;

    it('admins get one mail each when a request is submitted; the member one when it is decided; opt-out holds', async () => {
      const [secondAdmin, member] = await Promise.all([signUp(), signUp()]);
      const org = await seedOrganization(app, {
        admins: [admin, secondAdmin],
        members: [member],
        plan: 'Pro',
        name: 'Varsel AS',
      });
      await dataSourceOf(app).query(`UPDATE membership SET name = 'Ola <b>Nordmann</b>' WHERE id = $1`, [
        org.membershipIds[member.uid],
      ]);
      const created = await submit(member, org.id, `${year}-07-06`, `${year}-07-10`, 'Sommer <script>');
      expect(created.statusCode).toBe(201);

      for (const to of [admin, secondAdmin]) {
        const [message] = await catcher.waitForMessagesTo(to.email);
        expect(message.subject).toBe(mail.requestSubmittedSubject('Ola <b>Nordmann</b>'));
        expect(message.text).toContain(
          mail.requestDays(absenceDays({ startDate: `${year}-07-06`, endDate: `${year}-07-10` })),
        );
        expect(message.text).toContain(`${APP_ORIGIN}/admindashboard`);
        expect(message.html).toContain('Ola &lt;b&gt;Nordmann&lt;/b&gt;');
        expect(message.html).not.toContain('<script>');
        expect(await header(message, 'List-Unsubscribe')).toMatch(
          /^<https:\/\/api\.ferieplan\.test\/api\/Notifications\/unsubscribe\/[A-Za-z0-9_-]{43}>$/,
        );
        expect(await header(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      }
      const decided = await client(app, admin).put(`/api/VacationRequests/${created.json().id}/status`, {
        status: 'Approved',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      const [approved] = await catcher.waitForMessagesTo(member.email);
      expect(approved.subject).toBe(mail.requestApprovedSubject);
      expect(approved.text).toContain(mail.requestApprovedIntro('Varsel AS'));

      // The second admin follows the unsubscribe link; the member turns notifications off on the dashboard.
      const [secondMail] = await catcher.messagesTo(secondAdmin.email);
      const unsubscribeUrl = new URL((await header(secondMail, 'List-Unsubscribe'))!.slice(1, -1));
      const page = await client(app).get(unsubscribeUrl.pathname);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Slå av e-postvarsler fra Varsel AS?');
      // RFC 8058 one-click: the mail client POSTs this form body (a form body anywhere else is still 415).
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const oneClick = await client(app).post(unsubscribeUrl.pathname, 'List-Unsubscribe=One-Click', {
        headers: form,
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.body).toContain(mail.unsubscribeDone('Varsel AS'));
      const elsewhere = await client(app, admin).post('/api/Organizations', 'name=x', {
        headers: { ...form },
      });
      expect(elsewhere.statusCode).toBe(415);
      const setting = await client(app, member).put(`/api/Notifications/organization/${org.id}`, {
        enabled: false,
      });
      expect(setting.json()).toEqual({ enabled: false, available: true });
      expect(await client(app, secondAdmin).json(`/api/Notifications/organization/${org.id}`)).toEqual({
        enabled: false,
        available: true,
      });

      const next = await submit(member, org.id, `${year}-08-03`, `${year}-08-04`);
      expect(next.statusCode).toBe(201);
      const rejected = await client(app, admin).put(`/api/VacationRequests/${next.json().id}/status`, {
        status: 'Rejected',
      });
      expect(rejected.statusCode).toBe(200);
      await catcher.waitForMessagesTo(admin.email, { count: 2 });
      await sleep(1500);
      expect(await catcher.messagesTo(admin.email)).toHaveLength(2);
      expect(await catcher.messagesTo(secondAdmin.email)).toHaveLength(1);
      expect(await catcher.messagesTo(member.email)).toHaveLength(1);
    });

    it('Starter: no notifications, and the setting says they belong to Pro', async () => {
      const [starterAdmin, member] = await Promise.all([signUp(), signUp()]);
      const org = await seedOrganization(app, { admins: [starterAdmin], members: [member] });
      const created = await submit(member, org.id, `${year}-06-08`, `${year}-06-09`);
      expect(created.statusCode).toBe(201);
      expect(
        (
          await client(app, starterAdmin).put(`/api/VacationRequests/${created.json().id}/status`, {
            status: 'Approved',
          })
        ).statusCode,
      ).toBe(200);
      expect((await client(app, member).get(`/api/Notifications/organization/${org.id}`)).json()).toEqual({
        enabled: true,
        available: false,
      });
      const count = await dataSourceOf(app).query(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE organization_id = $1',
        [org.id],
      );
      expect(count[0].n).toBe(0);
    });
  });

  it('three API instances with workers on one database: 50 invitations, 50 mails, no duplicates', async () => {
    const others = [
      await createApp({ databaseUrl: suite.databaseUrl }),
      await createApp({ databaseUrl: suite.databaseUrl }),
    ];
    try {
      const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
      const instances = [app, ...others];
      const emails = Array.from({ length: 50 }, (_, i) => uniqueEmail(`tre-${i}`));
      const responses = await Promise.all(emails.map((email, i) => invite(org.id, email, instances[i % 3])));
      expect(responses.map((r) => r.statusCode)).toEqual(emails.map(() => 201));
      const wanted = new Set(emails);
      const deadline = Date.now() + 60_000;
      let ours: CaughtMail[] = [];
      while (Date.now() < deadline) {
        ours = (await catcher.messages()).filter((m) => wanted.has(m.to[0].address));
        if (ours.length >= 50) break;
        await sleep(250);
      }
      await sleep(2000);
      ours = (await catcher.messages()).filter((m) => wanted.has(m.to[0].address));
      expect(ours).toHaveLength(50);
      expect(new Set(ours.map((m) => m.to[0].address)).size).toBe(50);
      expect(new Set(await Promise.all(ours.map((m) => header(m, 'Message-ID')))).size).toBe(50);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });
});
