import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serverImport, serverSafety } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, uniqueEmail, type TestUser } from '../test/harness.js';
import { seedMember, seedOrganization, seedTeam } from '../test/factories.js';

const HEADER = 'Navn;E-post;Team;Feriedager per år;Ansatt fra;Fødselsår;Arbeidsdager;Administrator';
const csv = (lines: string[]) =>
  Buffer.from(`\ufeff${[HEADER, ...lines].join('\r\n')}\r\n`).toString('base64');

describe('Importer ansatte (issue 26)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  beforeAll(async () => {
    [app, admin] = await Promise.all([createApp(), signUp()]);
  });
  afterAll(() => app.close());

  const sql = (text: string, params: unknown[]) => dataSourceOf(app).query(text, params);
  const count = async (text: string, params: unknown[]) => Number((await sql(text, params))[0].count);
  const preview = (user: TestUser, orgId: string, content: string, createTeams?: string[]) =>
    client(app, user).post(`/api/EmployeeImport/organization/${orgId}/preview`, {
      fileName: 'ansatte.csv',
      content,
      createTeams,
    });
  const confirm = (user: TestUser, orgId: string, content: string, createTeams?: string[]) =>
    client(app, user).post(`/api/EmployeeImport/organization/${orgId}`, {
      fileName: 'ansatte.csv',
      content,
      createTeams,
    });
  const pending = (orgId: string) =>
    count(`SELECT count(*) FROM invitation WHERE organization_id = $1 AND status = 'Pending'`, [orgId]);
  const mails = (orgId: string) =>
    count(`SELECT count(*) FROM mail_outbox WHERE organization_id = $1 AND kind = 'invitation'`, [orgId]);

  it('preview says per row what happens and writes nothing; confirm imports the good rows once', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro', name: 'Import AS' });
    await seedTeam(app, org.id, { name: 'Salg' });
    const existing = await seedMember(app, org.id, {
      name: 'Eva Eksisterende',
      email: 'eva@import.test',
      yearlyDays: 25,
    });
    const invitee = await signUp(undefined, { emailVerified: true });
    const file = csv([
      `Nina Ny;${invitee.email};Salg;30;01.03.2026;1970;man–ons;nei`,
      'Eva Eksisterende;EVA@import.test;;27;;;;',
      'Dobbel Eva;eva@import.test;;;;;;',
      'Ukjent Team;ukjent@import.test;Drift;;;;;',
      'Feil Dato;dato@import.test;;;2026-03-01;;;',
      'Feil Epost;ikke-en-epost;;;;;;',
    ]);

    const shown = await preview(admin, org.id, file);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body.counts).toEqual({ invite: 1, update: 1, unchanged: 0, error: 4 });
    expect(body.unknownTeams).toEqual(['Drift']);
    expect(body.seatsFree).toBeNull();
    expect(body.rows.map((r: { line: number; action: string }) => [r.line, r.action])).toEqual([
      [2, 'invite'],
      [3, 'update'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
    ]);
    expect(body.rows[1].changes).toEqual(['feriedager']);
    expect(body.rows[2].errors).toEqual([serverImport.duplicateRow(3)]);
    expect(body.rows[3].errors).toEqual([serverImport.unknownTeam('Drift')]);
    expect(body.rows[4].errors).toEqual([serverImport.dateInvalid]);
    expect(body.rows[5].errors).toEqual([serverImport.emailInvalid]);
    expect(await pending(org.id)).toBe(0);

    // Offered: create the unknown team; the row becomes an invitation.
    const withTeam = (await preview(admin, org.id, file, ['Drift'])).json();
    expect(withTeam.counts).toEqual({ invite: 2, update: 1, unchanged: 0, error: 3 });
    expect(await count('SELECT count(*) FROM team WHERE organization_id = $1', [org.id])).toBe(1);

    const done = await confirm(admin, org.id, file, ['Drift']);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ invited: 2, updated: 1, unchanged: 0, skipped: 3, teamsCreated: 1 });
    expect(await pending(org.id)).toBe(2);
    expect(await mails(org.id)).toBe(2);
    const [eva] = await sql('SELECT yearly_days FROM membership WHERE id = $1', [existing]);
    expect(eva.yearly_days).toBe(27);
    const kinds = await sql('SELECT kind FROM audit_entry WHERE organization_id = $1 ORDER BY kind', [
      org.id,
    ]);
    expect(kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'employee.updated',
      'invitation.sent',
      'invitation.sent',
      'team.created',
    ]);
    const listed = await client(app, admin).get(`/api/UserInvitations/organization/${org.id}`);
    expect(
      listed
        .json()
        .map((i: { email: string }) => i.email)
        .sort(),
    ).toEqual(['ukjent@import.test', invitee.email].sort());

    // The same file again: nothing changes, nothing is sent twice.
    const again = await confirm(admin, org.id, file, ['Drift']);
    expect(again.json()).toEqual({ invited: 0, updated: 0, unchanged: 3, skipped: 3, teamsCreated: 0 });
    expect(await pending(org.id)).toBe(2);
    expect(await mails(org.id)).toBe(2);
    expect(await count('SELECT count(*) FROM audit_entry WHERE organization_id = $1', [org.id])).toBe(4);

    // Accepting brings the imported name, team, days, 'Ansatt fra' and work pattern.
    const [{ id }] = await sql(`SELECT id FROM invitation WHERE organization_id = $1 AND email = $2`, [
      org.id,
      invitee.email,
    ]);
    const accepted = await client(app, invitee).post(`/api/UserInvitations/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      name: 'Nina Ny',
      yearlyDays: 30,
      employedFrom: '2026-03-01',
      birthYear: 1970,
    });
    const [member] = await sql(
      `SELECT t.name AS team, wp.weekdays, wp.valid_from::text AS "validFrom" FROM membership m JOIN team t ON t.id = m.team_id
         JOIN work_pattern wp ON wp.membership_id = m.id WHERE m.id = $1`,
      [accepted.json().id],
    );
    expect(member).toEqual({ team: 'Salg', weekdays: 7, validFrom: '2026-03-01' });
  });

  it('Starter: the preview says how many fit, and the limit holds for parallel imports', async () => {
    const org = await seedOrganization(app, { admins: [admin] });
    const file = (tag: string) => csv([1, 2, 3].map((n) => `Person ${n};${uniqueEmail(`${tag}${n}`)};;;;;;`));
    const shown = (await preview(admin, org.id, file('a'))).json();
    expect(shown.seatsFree).toBe(1);
    expect(shown.counts).toEqual({ invite: 1, update: 0, unchanged: 0, error: 2 });
    expect(shown.rows[1].errors).toEqual([serverImport.starterFull]);

    const results = await Promise.all(['b', 'c', 'd', 'e'].map((tag) => confirm(admin, org.id, file(tag))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json().invited).reduce((a, b) => a + b)).toBe(1);
    expect(await pending(org.id)).toBe(1);
    expect(await mails(org.id)).toBe(1);
  });

  it('2,000 rows: previewed and imported in one go', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const file = csv(
      Array.from(
        { length: 2000 },
        (_, i) => `Person ${i};person${i}.${org.id.slice(0, 8)}@import.test;;25;01.01.2026;;man–fre;nei`,
      ),
    );
    expect((await preview(admin, org.id, file)).json().counts).toEqual({
      invite: 2000,
      update: 0,
      unchanged: 0,
      error: 0,
    });
    expect((await confirm(admin, org.id, file)).json().invited).toBe(2000);
    expect(await pending(org.id)).toBe(2000);
    expect(await mails(org.id)).toBe(2000);
    expect(
      await count(
        `SELECT count(*) FROM audit_entry WHERE organization_id = $1 AND kind = 'invitation.sent'`,
        [org.id],
      ),
    ).toBe(2000);
    // A generous limit: the machine is shared (bench:import prints the real figures).
  }, 300_000);

  it('bad files: a clear 4xx, nothing written', async () => {
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    const cases: [unknown, number, string][] = [
      [{ fileName: 'a.csv', content: '' }, 400, serverImport.fileRequired],
      [{ fileName: 'a.csv', content: 'ikke base64!' }, 400, serverImport.fileRequired],
      [
        { fileName: 'a.xlsx', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9]).toString('base64') },
        400,
        serverImport.unreadable,
      ],
      [
        { fileName: 'a.csv', content: Buffer.from('Fornavn;Telefon\nA;1\n').toString('base64') },
        400,
        serverImport.missingColumns(['Navn', 'E-post']),
      ],
      [
        { fileName: 'a.csv', content: Buffer.alloc(1_200_000, 'a').toString('base64') },
        400,
        serverImport.fileTooLarge,
      ],
      [
        { fileName: 'a.csv', content: Buffer.alloc(1_700_000, 'a').toString('base64') },
        413,
        serverSafety.payloadTooLarge,
      ],
      [
        { fileName: 'a.csv', content: csv(['A;a@import.test']), createTeams: 'Drift' },
        400,
        serverImport.createTeamsInvalid,
      ],
    ];
    for (const [payload, status, message] of cases) {
      for (const path of ['/preview', '']) {
        const response = await client(app, admin).post(
          `/api/EmployeeImport/organization/${org.id}${path}`,
          payload,
        );
        expect([response.statusCode, response.json().message]).toEqual([status, message]);
      }
    }
    expect(await count('SELECT count(*) FROM invitation WHERE organization_id = $1', [org.id])).toBe(0);
  });

  it('an admin of one organisation cannot import into another; members get 403', async () => {
    const other = await signUp();
    const member = await signUp();
    const mine = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    const theirs = await seedOrganization(app, { admins: [other], plan: 'Pro' });
    const file = csv(['Inntrenger;inntrenger@import.test;;;;;;ja']);
    for (const call of [preview, confirm]) {
      expect((await call(admin, theirs.id, file)).statusCode).toBe(404);
      expect((await call(member, mine.id, file)).statusCode).toBe(403);
    }
    expect(
      await count('SELECT count(*) FROM invitation WHERE organization_id = ANY($1)', [[mine.id, theirs.id]]),
    ).toBe(0);
  });
});
