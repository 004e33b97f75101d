import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceKindSettings, AuditPage, VacationRequest } from '@ferieplan/contracts';
import {
  absenceErrors,
  absenceFieldErrors,
  serverPlanning,
  sickChildErrors,
  sickLeaveErrors,
} from '@ferieplan/texts';
import { OFFERED_ABSENCE_KINDS } from '@ferieplan/vacation-rules';
import { client } from '../test/client.js';
import {
  seedAbsenceKinds,
  seedMember,
  seedOrganization,
  type SeededOrganization,
} from '../test/factories.js';
import { createApp, dataSourceOf, signUp, signUpMany, type TestUser } from '../test/harness.js';

// Issue 24: GET/PUT /api/AbsenceKinds/organization/{id} (Innstillinger), plan gating, and the approval
// flow of kinds that need no approval; the audit log and the notification mails name the kind.

describe('/api/AbsenceKinds', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, starterAdmin: TestUser;
  let pro: SeededOrganization, starter: SeededOrganization;
  const path = (organizationId: string) => `/api/AbsenceKinds/organization/${organizationId}`;

  beforeAll(async () => {
    app = await createApp();
    [admin, member, starterAdmin] = await signUpMany(3);
    pro = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    starter = await seedOrganization(app, { admins: [starterAdmin] });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives every member the offered kinds: Ferie on and approved by an admin, the others off', async () => {
    const settings = await client(app, member).json<AbsenceKindSettings>(path(pro.id));
    // In the kind table's order, Ferie first.
    expect(settings.kinds.map((setting) => setting.kind)).toEqual(OFFERED_ABSENCE_KINDS);
    expect(settings.kinds[0]).toEqual({ kind: 'Ferie', enabled: true, needsApproval: true, available: true });
    expect(settings.kinds[1]).toEqual({
      kind: 'Avspasering',
      enabled: false,
      needsApproval: true,
      available: true,
    });
    const onStarter = await client(app, starterAdmin).json<AbsenceKindSettings>(path(starter.id));
    expect(onStarter.kinds.filter((setting) => setting.available).map((setting) => setting.kind)).toEqual([
      'Ferie',
      'Egenmelding', // the sick kinds are on every plan (issue 25)
      'Sykmelding',
      'SyktBarn',
    ]);
  });

  it('lets an admin turn kinds on and off approval; a member may not (403)', async () => {
    const body = {
      kinds: [
        { kind: 'Velferdspermisjon', enabled: true, needsApproval: false },
        { kind: 'Annet', enabled: true, needsApproval: true },
      ],
    };
    expect((await client(app, member).put(path(pro.id), body)).statusCode).toBe(403);
    const response = await client(app, admin).put(path(pro.id), body);
    expect(response.statusCode).toBe(200);
    const kinds = response.json<AbsenceKindSettings>().kinds;
    expect(kinds.find((s) => s.kind === 'Velferdspermisjon')).toMatchObject({
      enabled: true,
      needsApproval: false,
    });
    expect(kinds.find((s) => s.kind === 'Annet')).toMatchObject({ enabled: true, needsApproval: true });
    expect(await client(app, member).json<AbsenceKindSettings>(path(pro.id))).toEqual(response.json());
  });

  it('writes a change of the kinds to the audit log in Norwegian, and nothing for a PUT that changes nothing', async () => {
    const log = async () =>
      (await client(app, admin).json<AuditPage>(`/api/Audit/organization/${pro.id}?category=organization`))
        .entries;
    const body = { kinds: [{ kind: 'Foreldrepermisjon', enabled: true, needsApproval: false }] };
    expect((await client(app, admin).put(path(pro.id), body)).statusCode).toBe(200);
    const [entry] = await log();
    expect(entry).toMatchObject({
      kind: 'organization.absence_kinds_changed',
      category: 'organization',
      details: {
        changes: [
          {
            kind: 'Foreldrepermisjon',
            before: { enabled: false, needsApproval: true },
            after: { enabled: true, needsApproval: false },
          },
        ],
      },
    });
    expect(entry?.description).toMatch(
      /endret fraværstypene: Foreldrepermisjon slått på, Foreldrepermisjon krever ikke lenger godkjenning$/,
    );
    const count = (await log()).length;
    expect((await client(app, admin).put(path(pro.id), body)).statusCode).toBe(200);
    expect(await log()).toHaveLength(count);
    await client(app, admin).put(path(pro.id), {
      kinds: [{ kind: 'Foreldrepermisjon', enabled: false, needsApproval: true }],
    });
    expect((await log())[0]?.description).toMatch(
      /endret fraværstypene: Foreldrepermisjon slått av, Foreldrepermisjon krever godkjenning$/,
    );
  });

  it.each([
    [{ kinds: [{ kind: 'Ferie', enabled: false, needsApproval: true }] }, absenceErrors.ferieAlwaysOn],
    [{ kinds: [{ kind: 'Ferie', enabled: true, needsApproval: false }] }, absenceErrors.ferieAlwaysOn],
    [
      { kinds: [{ kind: 'SyktBarn', enabled: true, needsApproval: true }] },
      sickChildErrors.approvalNotAllowed,
    ],
    [{ kinds: [{ kind: 'Egenmelding', enabled: false, needsApproval: false }] }, sickLeaveErrors.kindsFixed],
    [{ kinds: [{ kind: 'Ferien', enabled: true, needsApproval: true }] }, absenceFieldErrors.kindUnknown],
    [{ kinds: [{ kind: 'Annet', enabled: 'ja', needsApproval: true }] }, absenceErrors.enabledNotBoolean],
    [
      {
        kinds: [
          { kind: 'Annet', enabled: true, needsApproval: true },
          { kind: 'Annet', enabled: false, needsApproval: true },
        ],
      },
      absenceErrors.kindRepeated,
    ],
    [{}, absenceErrors.settingsKindsRequired],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = await client(app, admin).json<AbsenceKindSettings>(path(pro.id));
    const response = await client(app, admin).put(path(pro.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await client(app, admin).json<AbsenceKindSettings>(path(pro.id))).toEqual(before);
  });

  it('refuses a Pro-only kind on Starter with the upgrade message (403); Ferie stays settable', async () => {
    const refused = await client(app, starterAdmin).put(path(starter.id), {
      kinds: [{ kind: 'Avspasering', enabled: true, needsApproval: true }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(serverPlanning.proRequired);
    const ferie = await client(app, starterAdmin).put(path(starter.id), {
      kinds: [{ kind: 'Ferie', enabled: true, needsApproval: true }],
    });
    expect(ferie.statusCode).toBe(200);
  });

  it('approves a kind without approval at once; the audit log and the admin mail name the kind', async () => {
    const submitted = await client(app, member).post('/api/VacationRequests', {
      organizationId: pro.id,
      kind: 'Velferdspermisjon',
      startDate: '2026-06-03',
      endDate: '2026-06-03',
      halfDayStart: true,
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json<VacationRequest>()).toMatchObject({
      status: 'Approved',
      kind: 'Velferdspermisjon',
    });
    expect(submitted.json<VacationRequest>().approvedAt).not.toBeNull();

    const annet = await client(app, member).post('/api/VacationRequests', {
      organizationId: pro.id,
      kind: 'Annet',
      description: 'Flytting',
      startDate: '2026-06-04',
      endDate: '2026-06-04',
    });
    expect(annet.json<VacationRequest>().status).toBe('Pending');
    const decided = await client(app, admin).put(
      `/api/VacationRequests/${annet.json<VacationRequest>().id}/status`,
      {
        status: 'Approved',
      },
    );
    expect(decided.statusCode).toBe(200);

    const log = await client(app, admin).json<AuditPage>(`/api/Audit/organization/${pro.id}`);
    const sentences = log.entries.map((entry) => entry.description);
    expect(sentences.some((s) => s.includes('søkte om velferdspermisjon'))).toBe(true);
    expect(sentences.some((s) => s.includes('godkjente annet fravær'))).toBe(true);
    const [mail] = await dataSourceOf(app).query(
      `SELECT text_body AS text FROM mail_outbox WHERE organization_id = $1 AND text_body LIKE '%Annet fravær%'`,
      [pro.id],
    );
    expect(mail?.text).toContain('Fraværstype: Annet fravær');
  });

  it("weighs an hour request in the mails by the member's own normal day, not the default 7,5 hours", async () => {
    const sixHours = await signUp();
    const name = 'Seks Timer';
    const membershipId = await seedMember(app, pro.id, { user: sixHours, name, normalDayHours: 6 });
    await seedAbsenceKinds(app, pro.id, [{ kind: 'Velferdspermisjon', needsApproval: true }]);
    const submitted = await client(app, sixHours).post('/api/VacationRequests', {
      organizationId: pro.id,
      kind: 'Velferdspermisjon',
      startDate: '2026-06-10',
      endDate: '2026-06-10',
      hours: 3,
    });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json<VacationRequest>();
    expect(
      (await client(app, admin).put(`/api/VacationRequests/${id}/status`, { status: 'Approved' })).statusCode,
    ).toBe(200);
    const mails: { kind: string; text: string }[] = await dataSourceOf(app).query(
      `SELECT kind, text_body AS text FROM mail_outbox
        WHERE organization_id = $1 AND (membership_id = $2 OR text_body LIKE $3) ORDER BY kind`,
      [pro.id, membershipId, `%${name}%`],
    );
    expect(mails.map((mail) => mail.kind)).toEqual(['request-decided', 'request-submitted']);
    for (const mail of mails) expect(mail.text).toContain('Fraværsdager: 0,5');
  });
});
