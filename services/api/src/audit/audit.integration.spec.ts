import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuditEntry, AuditPage } from '@ferieplan/contracts';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedEvent,
  postWebhook,
  subscriptionDeletedEvent,
  TEST_WEBHOOK_SECRET,
} from '../test/stripe-events.js';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, uniqueEmail, type TestUser } from '../test/harness.js';
import { seedMember, seedOrganization, seedRequest } from '../test/factories.js';
import { runInTransaction } from '../database/transaction.js';
import { AuditRepository } from './audit.repository.js';

describe('Audit log', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
    app = await createApp();
    [admin, member, outsider] = await Promise.all([signUp(), signUp(), signUp()]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const sql = (text: string, params: unknown[] = []) => dataSourceOf(app).query(text, params);

  /** A Pro organisation (no seat limit) with 'Kari Admin' and 'Ola Ansatt'. */
  async function organization() {
    const { id } = await seedOrganization(app, { plan: 'Pro', name: 'Fjord AS' });
    const adminId = await seedMember(app, id, { user: admin, isAdmin: true, name: 'Kari Admin' });
    const memberId = await seedMember(app, id, { user: member, name: 'Ola Ansatt' });
    return { id, adminId, memberId };
  }

  const log = (organizationId: string, query = '') =>
    client(app, admin).json<AuditPage>(`/api/Audit/organization/${organizationId}${query}`);
  const newest = async (organizationId: string): Promise<AuditEntry> =>
    (await log(organizationId)).entries[0];
  const count = async (organizationId: string): Promise<number> =>
    Number(
      (
        await sql('SELECT count(*)::int AS n FROM audit_entry WHERE organization_id = $1', [organizationId])
      )[0].n,
    );

  const kari = (org: { adminId: string }) => ({
    userId: org.adminId,
    name: 'Kari Admin',
    email: admin.email,
    pseudonymised: false,
  });
  const ola = (org: { memberId: string }) => ({
    userId: org.memberId,
    name: 'Ola Ansatt',
    email: member.email,
    pseudonymised: false,
  });

  describe('vacation requests', () => {
    it('records a submission, an approval and a rejection with who, whom, the days and a Norwegian sentence', async () => {
      const org = await organization();
      const submitted = await client(app, member).post('/api/VacationRequests', {
        organizationId: org.id,
        startDate: '2027-07-01',
        endDate: '2027-07-05',
      });
      expect(submitted.statusCode).toBe(201);
      const requestId = submitted.json().id;
      expect(await newest(org.id)).toMatchObject({
        kind: 'request.submitted',
        category: 'request',
        actor: ola(org),
        subject: ola(org),
        targetId: requestId,
        // 1-5 July 2027: Thursday to Monday = 3 weekdays.
        details: { startDate: '2027-07-01', endDate: '2027-07-05', days: 3 },
        description: 'Ola Ansatt søkte om ferie 1.–5. juli 2027',
      });

      expect(
        (await client(app, admin).put(`/api/VacationRequests/${requestId}/status`, { status: 'Approved' }))
          .statusCode,
      ).toBe(200);
      const approved = await newest(org.id);
      expect(approved).toMatchObject({
        organizationId: org.id,
        kind: 'request.approved',
        actor: kari(org),
        subject: ola(org),
        targetId: requestId,
        description: 'Kari Admin godkjente ferie for Ola Ansatt 1.–5. juli 2027',
      });
      expect(Math.abs(Date.parse(approved.occurredAt) - Date.now())).toBeLessThan(60_000);

      const other = await seedRequest(app, org.memberId, { startDate: '2027-06-28', endDate: '2027-07-02' });
      expect(
        (await client(app, admin).put(`/api/VacationRequests/${other}/status`, { status: 'rejected' }))
          .statusCode,
      ).toBe(200);
      expect(await newest(org.id)).toMatchObject({
        kind: 'request.rejected',
        details: { days: 5 },
        description: 'Kari Admin avslo ferie for Ola Ansatt 28. juni–2. juli 2027',
      });
    });

    it('records a withdrawal by the owner, and nothing for a refused decision or withdrawal', async () => {
      const org = await organization();
      const requestId = await seedRequest(app, org.memberId, {
        startDate: '2027-12-30',
        endDate: '2027-12-31',
      });
      const before = await count(org.id);
      // Refused: a member deciding, the admin withdrawing someone else's request.
      expect(
        (await client(app, member).put(`/api/VacationRequests/${requestId}/status`, { status: 'Approved' }))
          .statusCode,
      ).toBe(403);
      expect((await client(app, admin).delete(`/api/VacationRequests/${requestId}`)).statusCode).toBe(404);
      expect(await count(org.id)).toBe(before);

      expect((await client(app, member).delete(`/api/VacationRequests/${requestId}`)).statusCode).toBe(204);
      expect(await newest(org.id)).toMatchObject({
        kind: 'request.withdrawn',
        actor: ola(org),
        subject: ola(org),
        targetId: requestId,
        description: 'Ola Ansatt trakk tilbake søknaden om ferie 30.–31. desember 2027',
      });
      // Already gone: refused again, nothing more recorded.
      expect((await client(app, member).delete(`/api/VacationRequests/${requestId}`)).statusCode).toBe(404);
      expect(await count(org.id)).toBe(before + 1);
    });

    it("shows a request's history to its owner and the admins, and to nobody else", async () => {
      const org = await organization();
      const colleague = await signUp();
      await seedMember(app, org.id, { user: colleague, name: 'Per Kollega' });
      const requestId = (
        await client(app, member).post('/api/VacationRequests', {
          organizationId: org.id,
          startDate: '2027-08-02',
          endDate: '2027-08-06',
        })
      ).json().id;
      await client(app, admin).put(`/api/VacationRequests/${requestId}/status`, { status: 'Approved' });

      const own = await client(app, member).get(`/api/Audit/requests/${requestId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().map((entry: AuditEntry) => [entry.kind, entry.actor?.name])).toEqual([
        ['request.submitted', 'Ola Ansatt'],
        ['request.approved', 'Kari Admin'],
      ]);
      expect((await client(app, admin).get(`/api/Audit/requests/${requestId}`)).json()).toHaveLength(2);
      expect((await client(app, colleague).get(`/api/Audit/requests/${requestId}`)).statusCode).toBe(404);
      expect((await client(app, outsider).get(`/api/Audit/requests/${requestId}`)).statusCode).toBe(404);
      // A request from before the log: an empty history for its owner, not found for others.
      const old = await seedRequest(app, org.memberId, { startDate: '2027-09-06', status: 'Approved' });
      expect((await client(app, member).get(`/api/Audit/requests/${old}`)).json()).toEqual([]);
      expect((await client(app, colleague).get(`/api/Audit/requests/${old}`)).statusCode).toBe(404);
    });
  });

  describe('employees', () => {
    it('records an edit before -> after, admin rights given and taken, and a removal', async () => {
      const org = await organization();
      const edited = await client(app, admin).put(`/api/Users/${org.memberId}`, {
        name: 'Ola Nordmann',
        yearlyDays: 30,
      });
      expect(edited.statusCode).toBe(200);
      expect(await newest(org.id)).toMatchObject({
        kind: 'employee.updated',
        actor: kari(org),
        subject: { userId: org.memberId, name: 'Ola Nordmann' },
        details: { changes: [{ field: 'name' }, { field: 'yearlyDays', before: 25, after: 30 }] },
        description:
          'Kari Admin endret Ola Nordmann: navn «Ola Ansatt» → «Ola Nordmann», feriedager per år 25 → 30',
      });

      expect(
        (await client(app, admin).put(`/api/Users/${org.memberId}/admin`, { isAdmin: true })).statusCode,
      ).toBe(200);
      expect((await newest(org.id)).description).toBe('Kari Admin ga Ola Nordmann administratortilgang');
      // Through the edit form: only the admin right changed, so one entry and no empty edit.
      const before = await count(org.id);
      expect(
        (
          await client(app, admin).put(`/api/Users/${org.memberId}`, {
            name: 'Ola Nordmann',
            yearlyDays: 30,
            isAdmin: false,
          })
        ).statusCode,
      ).toBe(200);
      expect(await count(org.id)).toBe(before + 1);
      expect(await newest(org.id)).toMatchObject({
        kind: 'admin.revoked',
        description: 'Kari Admin fjernet administratortilgangen til Ola Nordmann',
      });

      expect((await client(app, admin).delete(`/api/Users/${org.memberId}`)).statusCode).toBe(204);
      expect(await newest(org.id)).toMatchObject({
        kind: 'employee.removed',
        subject: { userId: org.memberId, name: 'Ola Nordmann', email: member.email },
        description: 'Kari Admin fjernet Ola Nordmann fra organisasjonen',
      });
    });

    it('records nothing for refused changes (last admin, a member editing, an outsider)', async () => {
      const org = await organization();
      const before = await count(org.id);
      expect(
        (await client(app, admin).put(`/api/Users/${org.adminId}/admin`, { isAdmin: false })).statusCode,
      ).toBe(409);
      expect((await client(app, admin).delete(`/api/Users/${org.adminId}`)).statusCode).toBe(409);
      expect(
        (await client(app, member).put(`/api/Users/${org.adminId}`, { name: 'Hacket' })).statusCode,
      ).toBe(403);
      expect((await client(app, outsider).delete(`/api/Users/${org.memberId}`)).statusCode).toBe(404);
      expect(await count(org.id)).toBe(before);
    });
  });

  describe('teams', () => {
    it('records creation, renaming, members moved in, between and out, and deletion', async () => {
      const org = await organization();
      const drift = (
        await client(app, admin).post('/api/Teams', { organizationId: org.id, name: 'Drift' })
      ).json();
      expect(await newest(org.id)).toMatchObject({
        kind: 'team.created',
        targetId: drift.id,
        description: 'Kari Admin opprettet teamet «Drift»',
      });
      const salg = (
        await client(app, admin).post('/api/Teams', { organizationId: org.id, name: 'Salg' })
      ).json();

      await client(app, admin).put(`/api/Teams/${drift.id}`, { name: 'Drift og IT' });
      expect((await newest(org.id)).description).toBe(
        'Kari Admin endret navnet på teamet «Drift» til «Drift og IT»',
      );

      await client(app, admin).post(`/api/Teams/${drift.id}/users`, { userId: org.memberId });
      expect(await newest(org.id)).toMatchObject({
        kind: 'team.member_added',
        subject: ola(org),
        description: 'Kari Admin la Ola Ansatt til i teamet «Drift og IT»',
      });
      await client(app, admin).post(`/api/Teams/${salg.id}/users`, { userId: org.memberId });
      expect((await newest(org.id)).description).toBe(
        'Kari Admin flyttet Ola Ansatt fra teamet «Drift og IT» til «Salg»',
      );
      // Put in the team they are already in: nothing changed, nothing recorded.
      const before = await count(org.id);
      await client(app, admin).post(`/api/Teams/${salg.id}/users`, { userId: org.memberId });
      expect(await count(org.id)).toBe(before);

      await client(app, admin).post(`/api/Teams/${drift.id}/users`, { userId: org.adminId });
      await client(app, admin).delete(`/api/Teams/${salg.id}/users/${org.memberId}`);
      expect(await newest(org.id)).toMatchObject({
        kind: 'team.member_removed',
        description: 'Kari Admin tok Ola Ansatt ut av teamet «Salg»',
      });
      await client(app, admin).delete(`/api/Teams/${drift.id}`);
      expect(await newest(org.id)).toMatchObject({
        kind: 'team.deleted',
        description: 'Kari Admin slettet teamet «Drift og IT» (1 medlem uten team)',
      });
    });

    it('records nothing when a team change is refused', async () => {
      const org = await organization();
      await client(app, admin).post('/api/Teams', { organizationId: org.id, name: 'Drift' });
      const before = await count(org.id);
      expect(
        (await client(app, admin).post('/api/Teams', { organizationId: org.id, name: 'DRIFT' })).statusCode,
      ).toBe(409);
      expect(
        (await client(app, member).post('/api/Teams', { organizationId: org.id, name: 'Salg' })).statusCode,
      ).toBe(403);
      expect(await count(org.id)).toBe(before);
    });
  });

  describe('invitations and the organisation', () => {
    it('records an invitation sent, resent, cancelled, and another accepted', async () => {
      const org = await organization();
      const email = uniqueEmail('invitert');
      const sent = (
        await client(app, admin).post('/api/UserInvitations', {
          organizationId: org.id,
          email,
          isAdmin: true,
        })
      ).json();
      expect(await newest(org.id)).toMatchObject({
        kind: 'invitation.sent',
        subject: { userId: null, name: null, email, pseudonymised: false },
        targetId: sent.id,
        description: `Kari Admin inviterte ${email} som administrator`,
      });
      await client(app, admin).post(`/api/UserInvitations/${sent.id}/resend`);
      expect((await newest(org.id)).description).toBe(`Kari Admin sendte invitasjonen til ${email} på nytt`);
      await client(app, admin).post(`/api/UserInvitations/${sent.id}/cancel`);
      expect((await newest(org.id)).description).toBe(`Kari Admin kansellerte invitasjonen til ${email}`);

      const invitee = await signUp(undefined, { displayName: 'Nina Ny', emailVerified: true });
      const second = (
        await client(app, admin).post('/api/UserInvitations', {
          organizationId: org.id,
          email: invitee.email,
        })
      ).json();
      const accepted = await client(app, invitee).post(`/api/UserInvitations/${second.id}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(await newest(org.id)).toMatchObject({
        kind: 'invitation.accepted',
        actor: { userId: accepted.json().id, name: 'Nina Ny', email: invitee.email },
        description: 'Nina Ny godtok invitasjonen og ble med i organisasjonen',
      });
    });

    it('records the creation and renaming of an organisation', async () => {
      const created = await client(app, admin).post('/api/Organizations', { name: 'Nytt Firma AS' });
      expect(created.statusCode).toBe(201);
      const orgId = created.json().id;
      expect((await newest(orgId)).description).toMatch(/ opprettet organisasjonen «Nytt Firma AS»$/);
      await client(app, admin).put(`/api/Organizations/${orgId}`, { name: 'Gammelt Firma AS' });
      expect(await newest(orgId)).toMatchObject({
        kind: 'organization.renamed',
        details: { before: 'Nytt Firma AS', after: 'Gammelt Firma AS' },
      });
      expect(await count(orgId)).toBe(2);
    });

    it('records a plan change by a payment event as made by the system, once per change', async () => {
      const { id } = await seedOrganization(app, { admins: [admin] });
      const upgrade = completedEvent(id, { subscription: 'sub_audit' });
      expect((await postWebhook(app, upgrade)).statusCode).toBe(200);
      expect((await postWebhook(app, upgrade)).json().outcome).toBe('duplicate');
      expect(await newest(id)).toMatchObject({
        kind: 'plan.changed',
        actor: null,
        details: { before: 'Starter', after: 'Pro', eventType: 'checkout.session.completed' },
        description: 'Planen ble endret fra Starter til Pro (betaling fullført)',
      });
      await postWebhook(
        app,
        subscriptionDeletedEvent(id, {
          subscription: 'sub_audit',
          created: Math.floor(Date.now() / 1000) + 5,
        }),
      );
      expect((await newest(id)).description).toBe(
        'Planen ble endret fra Pro til Starter (abonnementet ble avsluttet)',
      );
      expect(await count(id)).toBe(2);
    });
  });

  describe('integrity', () => {
    it('leaves no entry when the change it describes rolls back', async () => {
      const org = await organization();
      // The removal's entry is written before the membership row is deleted; make that delete fail.
      await sql(`CREATE OR REPLACE FUNCTION audit_test_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN RAISE EXCEPTION 'refused by test'; END $$`);
      await sql(`CREATE TRIGGER audit_test_refuse_delete BEFORE DELETE ON membership FOR EACH ROW
                 WHEN (OLD.id = '${org.memberId}') EXECUTE FUNCTION audit_test_refuse_delete()`);
      try {
        const before = await count(org.id);
        expect((await client(app, admin).delete(`/api/Users/${org.memberId}`)).statusCode).toBe(500);
        expect(await count(org.id)).toBe(before);
      } finally {
        await sql('DROP TRIGGER audit_test_refuse_delete ON membership');
      }
    });

    it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
      const org = await organization();
      await client(app, admin).post('/api/Teams', { organizationId: org.id, name: 'Drift' });
      const [{ id }] = await sql('SELECT id FROM audit_entry WHERE organization_id = $1', [org.id]);
      for (const statement of [
        `UPDATE audit_entry SET kind = 'team.deleted' WHERE id = ${id}`,
        `DELETE FROM audit_entry WHERE id = ${id}`,
        'TRUNCATE audit_entry CASCADE',
        `DELETE FROM audit_entry_person WHERE entry_id = ${id}`,
        `UPDATE audit_entry_person SET actor_name = 'Noen andre' WHERE entry_id = ${id}`,
        'TRUNCATE audit_entry_person',
      ]) {
        await expect(sql(statement), statement).rejects.toThrow(/append-only/);
      }
      expect((await newest(org.id)).description).toBe('Kari Admin opprettet teamet «Drift»');
    });

    it("pseudonymises a deleted person's names and addresses and keeps the entries", async () => {
      const org = await organization();
      const gone = await signUp(undefined, { emailVerified: true });
      const email = gone.email;
      const invited = (
        await client(app, admin).post('/api/UserInvitations', { organizationId: org.id, email })
      ).json();
      const accepted = (await client(app, gone).post(`/api/UserInvitations/${invited.id}/accept`)).json();
      await client(app, admin).put(`/api/Users/${accepted.id}`, { name: 'Slett Meg' });
      const before = await count(org.id);

      await runInTransaction(app.get(Pool), (tx) =>
        app.get(AuditRepository).pseudonymisePerson(gone.uid, email, tx),
      );

      expect(await count(org.id)).toBe(before);
      const entries = (await log(org.id)).entries;
      const text = JSON.stringify(entries);
      expect(text).not.toContain(email);
      expect(text).not.toContain('Slett Meg');
      expect(entries[0]).toMatchObject({
        kind: 'employee.updated',
        subject: { userId: accepted.id, name: null, email: null, pseudonymised: true },
      });
      const pseudonym = entries[0].description.match(/Slettet bruker [0-9a-f]{6}/)?.[0];
      expect(pseudonym).toBeDefined();
      expect(entries.find((entry) => entry.kind === 'invitation.accepted')?.description).toBe(
        `${pseudonym} godtok invitasjonen og ble med i organisasjonen`,
      );
      expect(entries.find((entry) => entry.kind === 'invitation.sent')?.description).toBe(
        'Kari Admin inviterte Slettet bruker',
      );
    });
  });

  describe('the Logg view', () => {
    it('pages newest first by cursor and filters by category and by person', async () => {
      const org = await organization();
      for (const name of ['A', 'B', 'C'])
        await client(app, admin).post('/api/Teams', { organizationId: org.id, name });
      await client(app, admin).put(`/api/Users/${org.memberId}`, { name: 'Ola Ansatt', yearlyDays: 20 });

      const first = await log(org.id, '?limit=2');
      expect(first.entries.map((entry) => entry.kind)).toEqual(['employee.updated', 'team.created']);
      expect(first.nextCursor).toBe(first.entries[1].id);
      const second = await log(org.id, `?limit=2&cursor=${first.nextCursor}`);
      expect(second.entries.map((entry) => entry.details)).toEqual([{ teamName: 'B' }, { teamName: 'A' }]);
      expect(second.nextCursor).toBeNull();

      expect((await log(org.id, '?category=team')).entries).toHaveLength(3);
      expect((await log(org.id, `?person=${org.memberId}`)).entries.map((entry) => entry.kind)).toEqual([
        'employee.updated',
      ]);
      expect((await log(org.id, `?person=${org.adminId}&category=employee`)).entries).toHaveLength(1);

      const people = await client(app, admin).get(`/api/Audit/organization/${org.id}/people`);
      expect(people.json()).toEqual([
        { userId: org.adminId, name: 'Kari Admin' },
        { userId: org.memberId, name: 'Ola Ansatt' },
      ]);
    });

    it('refuses bad filters with 400 and a Norwegian message', async () => {
      const org = await organization();
      for (const query of [
        '?cursor=abc',
        '?limit=0',
        '?limit=101',
        '?category=betaling',
        '?person=ikke-en-id',
      ]) {
        const response = await client(app, admin).get(`/api/Audit/organization/${org.id}${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message).toMatch(/^Ugyldig/);
      }
    });
  });
});
