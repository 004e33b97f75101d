import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceKind, Employee, VacationRequest } from '@ferieplan/contracts';
import { absenceErrors, absenceFieldErrors, serverVacation } from '@ferieplan/texts';
import { client } from '../test/client.js';
import {
  seedAbsenceKinds,
  seedHourBank,
  seedMember,
  seedOrganization,
  seedRequest,
  type SeededOrganization,
} from '../test/factories.js';
import { signUp, type TestUser } from '../test/harness.js';
import { startProAndStarterScene } from '../test/scenes.js';

// Issue 24 on PostgreSQL: POST /api/VacationRequests with every kind, the field rules (400 naming the
// field), the organisation's kinds (400 when not turned on), the overlap rule, and balances that count
// only Ferie (with half days).

const ALL_KINDS: AbsenceKind[] = [
  'Avspasering',
  'Velferdspermisjon',
  'PermisjonUtenLonn',
  'Foreldrepermisjon',
  'Annet',
];

describe('absence kinds on /api/VacationRequests', () => {
  let app: NestFastifyApplication;
  let member: TestUser, starterMember: TestUser;
  let pro: SeededOrganization, starter: SeededOrganization;

  const submit = (user: TestUser, organizationId: string, body: Record<string, unknown>) =>
    client(app, user).post('/api/VacationRequests', { organizationId, ...body });
  const balance = async (user: TestUser, organizationId: string, year = '2026') =>
    (await client(app, user).json<Employee>(`/api/Users/organization/${organizationId}/me`)).yearlyBalance[
      year
    ];

  /** A Pro organisation of the person's own with every kind on: its days are shared with no other test. */
  const proOrganizationOf = async (person: TestUser) => {
    const org = await seedOrganization(app, { admins: [await signUp()], members: [person], plan: 'Pro' });
    await seedAbsenceKinds(
      app,
      org.id,
      ALL_KINDS.map((kind) => ({ kind })),
    );
    return org;
  };

  beforeAll(async () => {
    ({ app, member, pro, starterMember, starter } = await startProAndStarterScene({
      proKinds: ALL_KINDS,
    }));
    await seedHourBank(app, pro.membershipIds[member.uid], { hours: 30 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a spec-only body as before: kind Ferie, no other new field', async () => {
    const response = await submit(member, pro.id, { startDate: '2026-02-02', endDate: '2026-02-03' });
    expect(response.statusCode).toBe(201);
    const created = response.json<VacationRequest>();
    expect(created).toMatchObject({ kind: 'Ferie', status: 'Pending' });
    for (const field of ['halfDayStart', 'halfDayEnd', 'hours', 'percentage'])
      expect(created).not.toHaveProperty(field);
  });

  it.each([
    ['Ferie', { halfDayStart: true, halfDayEnd: true, startDate: '2026-02-09', endDate: '2026-02-11' }],
    ['Avspasering', { hours: 3.75, startDate: '2026-02-16', endDate: '2026-02-16' }],
    ['Velferdspermisjon', { hours: 2, startDate: '2026-02-17', endDate: '2026-02-17' }],
    ['Velferdspermisjon', { halfDayEnd: true, startDate: '2026-02-18', endDate: '2026-02-18' }],
    ['PermisjonUtenLonn', { percentage: 50, startDate: '2026-02-23', endDate: '2026-02-27' }],
    ['Foreldrepermisjon', { percentage: 50, startDate: '2026-02-23', endDate: '2026-02-27' }],
    ['Annet', { description: 'Flytting', startDate: '2026-02-19', endDate: '2026-02-19' }],
  ] as const)('takes a %s request and returns its fields', async (kind, fields) => {
    const response = await submit(member, pro.id, { kind, ...fields });
    expect(response.statusCode).toBe(201);
    const created = response.json<VacationRequest>();
    expect(created).toMatchObject({ kind, ...fields, status: 'Pending' });
    const mine = await client(app, member).json<VacationRequest[]>(
      `/api/VacationRequests/my?organizationId=${pro.id}`,
    );
    expect(mine.find((request) => request.id === created.id)).toEqual(created);
  });

  it.each([
    [{ kind: 'Ferie', hours: 2 }, 'hours', absenceFieldErrors.hoursNotAllowed],
    [{ kind: 'Avspasering', hours: 0 }, 'hours', absenceFieldErrors.hoursOutOfRange],
    [{ kind: 'Avspasering', hours: 25 }, 'hours', absenceFieldErrors.hoursOutOfRange],
    [{ kind: 'Avspasering', hours: 'åtte' }, 'hours', absenceErrors.hoursNotNumber],
    [{ kind: 'Foreldrepermisjon', percentage: 0 }, 'percentage', absenceFieldErrors.percentageOutOfRange],
    [{ kind: 'Foreldrepermisjon', percentage: 101 }, 'percentage', absenceFieldErrors.percentageOutOfRange],
    [{ kind: 'Foreldrepermisjon', percentage: 50.5 }, 'percentage', absenceFieldErrors.percentageOutOfRange],
    [{ kind: 'Ferie', percentage: 50 }, 'percentage', absenceFieldErrors.percentageNotAllowed],
    [
      { kind: 'Velferdspermisjon', hours: 2, halfDayStart: true },
      'halfDayStart',
      absenceFieldErrors.halfDayWithHours,
    ],
    [{ kind: 'Foreldrepermisjon', halfDayEnd: true }, 'halfDayEnd', absenceFieldErrors.halfDayNotAllowed],
    [{ kind: 'Ferie', halfDayEnd: 'ja' }, 'halfDayEnd', absenceErrors.halfDayNotBoolean],
    [{ kind: 'Annet' }, 'description', absenceFieldErrors.descriptionRequired],
    [{ kind: 'Annet', description: '   ' }, 'description', absenceFieldErrors.descriptionRequired],
    // Sykt barn is offered (issue 25) but off until the organisation turns it on.
    [{ kind: 'SyktBarn' }, 'kind', absenceErrors.kindNotEnabled('SyktBarn')],
    [{ kind: 'Sommer' }, 'kind', absenceFieldErrors.kindUnknown],
  ])('refuses %j with 400 naming the field %s', async (fields, field, message) => {
    const response = await submit(member, pro.id, {
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors?.[field]).toEqual([message]);
  });

  it('refuses a kind the organisation has not turned on, and every Pro kind on Starter (400)', async () => {
    const off = await submit(starterMember, starter.id, {
      kind: 'Annet',
      description: 'x',
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors.kind).toEqual([absenceErrors.kindNotEnabled('Annet')]);
    // Stored as on (a downgraded organisation): still refused on Starter.
    await seedAbsenceKinds(app, starter.id, [{ kind: 'Velferdspermisjon' }]);
    const downgraded = await submit(starterMember, starter.id, {
      kind: 'Velferdspermisjon',
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(downgraded.statusCode).toBe(400);
    expect(downgraded.json().message).toBe(absenceErrors.kindNotEnabled('Velferdspermisjon'));
    // Ferie is on every plan.
    expect(
      (await submit(starterMember, starter.id, { startDate: '2026-03-02', endDate: '2026-03-02' }))
        .statusCode,
    ).toBe(201);
  });

  describe('the overlap rule: together at most one day', () => {
    let other: TestUser;
    let org: SeededOrganization;
    beforeAll(async () => {
      other = await signUp();
      org = await proOrganizationOf(other);
    });
    const day = { startDate: '2026-04-14', endDate: '2026-04-14' };

    it('lets a half day of ferie and a half day of velferdspermisjon share a day, not a third half', async () => {
      expect((await submit(other, org.id, { ...day, halfDayStart: true })).statusCode).toBe(201);
      expect(
        (await submit(other, org.id, { ...day, kind: 'Velferdspermisjon', halfDayEnd: true })).statusCode,
      ).toBe(201);
      const third = await submit(other, org.id, { ...day, kind: 'Annet', description: 'Lege' });
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe(absenceErrors.overloaded);
    });
    it('adds percentages (50 % + 50 % fits, 60 % + 50 % does not) and keeps the spec message for whole ferie', async () => {
      const week = { startDate: '2026-05-04', endDate: '2026-05-08' };
      expect(
        (await submit(other, org.id, { ...week, kind: 'Foreldrepermisjon', percentage: 50 })).statusCode,
      ).toBe(201);
      expect(
        (await submit(other, org.id, { ...week, kind: 'PermisjonUtenLonn', percentage: 50 })).statusCode,
      ).toBe(201);
      const over = await submit(other, org.id, {
        startDate: '2026-05-06',
        endDate: '2026-05-06',
        kind: 'Velferdspermisjon',
        hours: 1,
      });
      expect(over.statusCode).toBe(409);
      const ferie = await submit(other, org.id, week);
      expect(ferie.statusCode).toBe(409);
      expect(ferie.json().message).toBe(serverVacation.overlap);
    });
  });

  describe('balances count only Ferie, half days as halves', () => {
    let person: TestUser;
    let org: SeededOrganization;
    beforeAll(async () => {
      person = await signUp();
      org = await proOrganizationOf(person);
    });

    it('shows the worked example: 60 % Foreldrepermisjon, a half-day ferie and 15 hours of Avspasering', async () => {
      const membershipId = org.membershipIds[person.uid];
      // Foreldrepermisjon 60 % over March-June 2026 (approved): not a ferie day.
      await seedRequest(app, membershipId, {
        kind: 'Foreldrepermisjon',
        percentage: 60,
        startDate: '2026-03-02',
        endDate: '2026-06-30',
        status: 'Approved',
      });
      // Ferie Mon 3 - Fri 14 August 2026, the last day a half day (approved): 9,5 days.
      await seedRequest(app, membershipId, {
        startDate: '2026-08-03',
        endDate: '2026-08-14',
        halfDayEnd: true,
        status: 'Approved',
      });
      // A pending half day of ferie in September: 0,5 planned.
      await seedRequest(app, membershipId, {
        startDate: '2026-09-04',
        endDate: '2026-09-04',
        halfDayStart: true,
      });
      // 15 hours of Avspasering (two days of 7,5 hours), approved.
      await seedRequest(app, membershipId, {
        kind: 'Avspasering',
        startDate: '2026-10-05',
        endDate: '2026-10-06',
        status: 'Approved',
      });
      const year = await balance(person, org.id);
      expect(year).toMatchObject({ totalDays: 25, usedDays: 9.5, plannedDays: 0.5, remainingDays: 15.5 });
      const list = await client(app, (await signUpAdmin(org)).admin).json<Employee[]>(
        `/api/Users/organization/${org.id}`,
      );
      expect(list.find((employee) => employee.id === membershipId)?.yearlyBalance['2026']).toMatchObject({
        usedDays: 9.5,
        plannedDays: 0.5,
        remainingDays: 15.5,
      });
    });
  });

  /** A second admin of the organisation (the list is admin-only). */
  async function signUpAdmin(org: SeededOrganization) {
    const extra = await signUp();
    await seedMember(app, org.id, { user: extra, isAdmin: true });
    return { admin: extra };
  }
});
