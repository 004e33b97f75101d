import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, CalendarFeed, StaffingMonth, VacationRequest } from '@ferieplan/contracts';
import { sickExport } from '@ferieplan/texts';
import { client } from '../test/client.js';
import { seedOrganization, seedRequest, seedTeam, type SeededOrganization } from '../test/factories.js';
import { createApp, signUp, type TestUser } from '../test/harness.js';

// Issue 25, GDPR art. 9: the privacy matrix. Every route and feed that can return someone else's
// absence, asked by a colleague, an admin of another organisation, the person and their admin. A sick
// absence (any kind with sick: true; inserted with the factories, as the API does not offer them all)
// must appear to the colleague only as 'Fravær' with no kind, description or percentage; to the other
// organisation's admin not at all (404); its kind only to the person and the organisation's admins, and
// to the admins outside the explicit, audited 'Sykefravær' reads only where the matrix says so.

/** Every trace of the sick records: wire values, Norwegian names, the description and the percentage. */
const SICK_TRACES = ['Egenmelding', 'Sykmelding', 'SyktBarn', 'Sykt barn', 'Influensa', '"percentage":60'];
const expectNoSickTrace = (body: string, where: string) => {
  for (const trace of SICK_TRACES) expect(body, `${where} leaks ${trace}`).not.toContain(trace);
};

type Viewer = 'colleague' | 'otherAdmin' | 'person' | 'admin';
/** masked: 200 without any trace; named: 200 with the kind; refused: 403/404 (nothing). */
type Expect = 'masked' | 'named' | 'refused' | 'badRequest';

interface Surface {
  name: string;
  url: () => string;
  expect: Record<Viewer, Expect>;
}

describe('privacy matrix of sick absences (GDPR art. 9)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, person: TestUser, colleague: TestUser, otherAdmin: TestUser;
  let org: SeededOrganization;
  let teamId: string, sickRequestId: string;
  const users = () => ({ colleague, otherAdmin, person, admin });

  beforeAll(async () => {
    app = await createApp();
    [admin, person, colleague, otherAdmin] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [person, colleague], plan: 'Pro' });
    await seedOrganization(app, { admins: [otherAdmin], plan: 'Pro' });
    const id = (user: TestUser) => org.membershipIds[user.uid];
    teamId = await seedTeam(app, org.id, { name: 'Drift', members: [id(person), id(colleague)] });
    // The person, November 2026: Sykmelding 60 % Tue 10 - Thu 12, Sykt barn Mon 16, Egenmelding Wed 18.
    sickRequestId = await seedRequest(app, id(person), {
      kind: 'Sykmelding',
      percentage: 60,
      description: 'Influensa',
      startDate: '2026-11-10',
      endDate: '2026-11-12',
      status: 'Approved',
    });
    await seedRequest(app, id(person), { kind: 'SyktBarn', startDate: '2026-11-16', status: 'Approved' });
    await seedRequest(app, id(person), { kind: 'Egenmelding', startDate: '2026-11-18', status: 'Approved' });
    // The colleague's own Ferie, so that their views are not simply empty.
    await seedRequest(app, id(colleague), { startDate: '2026-11-10', status: 'Approved' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const everyone = (expectation: Expect): Record<Viewer, Expect> => ({
    colleague: expectation,
    otherAdmin: 'refused',
    person: expectation,
    admin: expectation,
  });
  const adminOnly = (adminSees: Expect): Record<Viewer, Expect> => ({
    colleague: 'refused',
    otherAdmin: 'refused',
    person: 'refused',
    admin: adminSees,
  });
  const report = (path: string) => () => `/api/Reports/organization/${org.id}/${path}`;

  const surfaces = (): Surface[] => [
    {
      name: 'staffing month (whole organisation)',
      url: () => `/api/Staffing/organization/${org.id}?year=2026&month=11`,
      expect: { colleague: 'masked', otherAdmin: 'refused', person: 'named', admin: 'named' },
    },
    {
      name: 'staffing month (the team)',
      url: () => `/api/Staffing/organization/${org.id}?year=2026&month=11&teamId=${teamId}`,
      expect: { colleague: 'masked', otherAdmin: 'refused', person: 'named', admin: 'named' },
    },
    {
      name: 'staffing warnings (minimum staffing)',
      url: () =>
        `/api/Planning/organization/${org.id}/staffing-warnings?startDate=2026-11-09&endDate=2026-11-20`,
      expect: everyone('masked'),
    },
    {
      name: 'own requests',
      url: () => '/api/VacationRequests/my',
      // The person's own list names their kinds; everybody else's own list has none of them.
      expect: { colleague: 'masked', otherAdmin: 'masked', person: 'named', admin: 'masked' },
    },
    {
      name: "admin's request list (default: no sick kinds)",
      url: () => `/api/VacationRequests/organization/${org.id}?year=2026`,
      expect: adminOnly('masked'),
    },
    {
      name: "admin's request list, paged",
      url: () => `/api/VacationRequests/organization/${org.id}?year=2026&limit=50`,
      expect: adminOnly('masked'),
    },
    {
      name: "admin's request list asked for Sykmelding (audited)",
      url: () => `/api/VacationRequests/organization/${org.id}?year=2026&kind=Sykmelding`,
      expect: adminOnly('named'),
    },
    {
      name: 'request history of the sick request',
      url: () => `/api/Audit/requests/${sickRequestId}`,
      expect: { colleague: 'refused', otherAdmin: 'refused', person: 'masked', admin: 'masked' },
    },
    { name: 'audit log', url: () => `/api/Audit/organization/${org.id}`, expect: adminOnly('masked') },
    { name: 'employee list', url: () => `/api/Users/organization/${org.id}`, expect: adminOnly('masked') },
    {
      name: 'summer overview',
      url: () => `/api/Planning/organization/${org.id}/summer?year=2026`,
      expect: adminOnly('masked'),
    },
    {
      name: 'transfers',
      url: () => `/api/Transfers/organization/${org.id}`,
      expect: adminOnly('masked'),
    },
    ...['employees', 'absence', 'busiest-days'].flatMap((path): Surface[] => [
      { name: `report ${path}`, url: () => `${report(path)()}?year=2026`, expect: adminOnly('masked') },
      {
        name: `report ${path} asked for Sykmelding`,
        url: () => `${report(path)()}?year=2026&kind=Sykmelding`,
        expect: adminOnly('badRequest'),
      },
    ]),
    ...['employees/export', 'approved-requests/export'].flatMap((path): Surface[] => [
      { name: `export ${path}`, url: () => `${report(path)()}?year=2026`, expect: adminOnly('masked') },
      {
        name: `export ${path} asked for SyktBarn`,
        url: () => `${report(path)()}?year=2026&kind=SyktBarn&format=xlsx`,
        expect: adminOnly('badRequest'),
      },
    ]),
    {
      name: "'Sykefravær' export (audited)",
      url: () => `${report('sick-leave/export')()}?year=2026`,
      expect: adminOnly('named'),
    },
    {
      name: 'sykt barn overview (audited)',
      url: () => `/api/SickChild/organization/${org.id}?year=2026`,
      expect: adminOnly('masked'),
    },
  ];

  it('gives each viewer of each route only what the matrix allows', async () => {
    let cells = 0;
    for (const surface of surfaces()) {
      for (const [viewer, user] of Object.entries(users()) as [Viewer, TestUser][]) {
        const expectation = surface.expect[viewer];
        const where = `${surface.name} as ${viewer}`;
        const response = await client(app, user).get(surface.url());
        cells++;
        if (expectation === 'refused') {
          expect([403, 404], where).toContain(response.statusCode);
          expectNoSickTrace(response.body, where);
        } else if (expectation === 'badRequest') {
          expect(response.statusCode, where).toBe(400);
          expect(response.json().message, where).toBe(sickExport.notInReports);
        } else {
          expect(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBe(200);
          if (expectation === 'masked') expectNoSickTrace(response.body, where);
          else expect(response.body, where).toMatch(/Sykmelding|SyktBarn|Egenmelding/);
        }
      }
    }
    // The figure the note reports.
    expect(cells).toBe(surfaces().length * 4);
    console.info(`privacy matrix: ${surfaces().length} routes x 4 viewers = ${cells} cells`);
  });

  it("shows a colleague the person's sick days as 'Fravær' without kind, the person and admin the kind", async () => {
    const day = async (user: TestUser, date: string) =>
      (
        await client(app, user).json<StaffingMonth>(`/api/Staffing/organization/${org.id}?year=2026&month=11`)
      ).days.find((d) => d.date === date)!;
    // Tue 10 November: the colleague's Ferie and the person's 60 % Sykmelding.
    expect(await day(colleague, '2026-11-10')).toMatchObject({
      onVacation: 2,
      byKind: { Ferie: 1 },
      absentWithoutKind: 1,
    });
    expect(await day(person, '2026-11-10')).toMatchObject({
      onVacation: 2,
      byKind: { Ferie: 1, Sykmelding: 1 },
    });
    expect(await day(person, '2026-11-10')).not.toHaveProperty('absentWithoutKind');
    expect(await day(admin, '2026-11-16')).toMatchObject({ onVacation: 1, byKind: { SyktBarn: 1 } });
    // Mon 16: only the person's Sykt barn; the colleague still sees someone away ('Fravær').
    expect(await day(colleague, '2026-11-16')).toMatchObject({
      onVacation: 1,
      byKind: {},
      absentWithoutKind: 1,
    });
  });

  describe('calendar feeds (they leave the product: a sick absence is "Fravær" in every one)', () => {
    const feedOf = async (user: TestUser, payload: object) => {
      const response = await client(app, user).post('/api/CalendarFeeds', {
        organizationId: org.id,
        ...payload,
      });
      expect(response.statusCode).toBe(201);
      return new URL(response.json<CalendarFeed>().url!).pathname;
    };

    it('names neither the kind nor the description, in the organisation, team and own feeds', async () => {
      const feeds = {
        organisation: await feedOf(admin, { scope: 'organization' }),
        team: await feedOf(admin, { scope: 'team', teamId }),
        own: await feedOf(person, { scope: 'member' }),
      };
      for (const [name, path] of Object.entries(feeds)) {
        const body = (await client(app).get(path)).body;
        expectNoSickTrace(body, `${name} feed`);
        expect(body, `${name} feed`).toContain('DTSTART;VALUE=DATE:20261110');
        expect(body, `${name} feed`).toMatch(name === 'own' ? /SUMMARY:Fravær/ : /SUMMARY:.+ – fravær/);
        // Asking a feed for a sick kind selects nothing (the filter would name the kind).
        const filtered = (await client(app).get(`${path}?kind=Sykmelding`)).body;
        expect(filtered, `${name} feed ?kind=Sykmelding`).not.toContain('BEGIN:VEVENT');
      }
    });
  });

  it('writes one audit entry per person for each explicit admin read, never naming the kind', async () => {
    const entries = async () =>
      (await client(app, admin).json<AuditPage>(`/api/Audit/organization/${org.id}?category=sick`)).entries;
    const before = (await entries()).length;
    await client(app, admin).get(`/api/VacationRequests/organization/${org.id}?kind=SyktBarn`);
    await client(app, admin).get(`${report('sick-leave/export')()}?year=2026`);
    const after = await entries();
    expect(after.length - before).toBe(2);
    const person = after[0].subject?.userId;
    expect(person).toBe(org.membershipIds[users().person.uid]);
    expect(after[0].description).toMatch(/så sykefraværet til .+ \(3 registreringer\)/);
    expect(after[1].description).toMatch(/\(1 registrering\)/);
    for (const entry of after) expectNoSickTrace(JSON.stringify(entry), 'audit entry');
  });

  it("keeps sick records out of the admin's request list unless a sick kind is asked for by name", async () => {
    const list = (query: string) =>
      client(app, admin).json<VacationRequest[]>(
        `/api/VacationRequests/organization/${org.id}?year=2026${query}`,
      );
    expect((await list('')).map((request) => request.kind)).toEqual(['Ferie']);
    expect((await list('&kind=Egenmelding')).map((request) => request.kind)).toEqual(['Egenmelding']);
  });

  it("puts each sick record in the 'Sykefravær' export with its days in the kind's unit", async () => {
    const response = await client(app, admin).get(`${report('sick-leave/export')()}?year=2026&format=csv`);
    expect(response.headers['content-disposition']).toContain('Sykefrav');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Fraværstype');
    expect(lines[0]).toContain('Dager i 2026');
    const rows = lines.slice(1).map((line) => line.split(';'));
    // Sykmelding 10-12 Nov: 3 calendar days at 60 %; Sykt barn and Egenmelding one day each.
    expect(rows.map((row) => [row[3], row[6], row[7]])).toEqual([
      ['Sykmelding', '3', '60'],
      ['Sykt barn', '1', ''],
      ['Egenmelding', '1', ''],
    ]);
    // The colleague's Ferie is not sick data.
    expect(rows).toHaveLength(3);
  });
});
