import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Employee } from '@ferieplan/contracts';
import { server } from '@ferieplan/texts';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgCode } from '../common/pg-errors.js';
import { BalancesService } from '../planning/balances/balances.service.js';
import { balanceYears } from '../planning/balances/yearly-balances.js';
import { allPages, client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedMember, seedOrganization, seedRequest, seedTeam, seedTransfer } from '../test/factories.js';
import { employeePageSql, memberSortKey } from './employee-list.sql.js';
import { UsersRepository } from './users.repository.js';

/** GET /api/Users/organization/{id}: balances counted in SQL, team filter and pages. */
describe('Employee list: balances in SQL, filters and pages', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let orgId: string;
  let teamId: string;
  const years = balanceYears();
  const [lastYear, thisYear, nextYear] = years;
  beforeAll(async () => {
    app = await createApp();
    admin = await signUp();
    const org = await seedOrganization(app, { admins: [admin], plan: 'Pro' });
    orgId = org.id;
    teamId = await seedTeam(app, orgId, { name: 'Lager' });
    // Nine members: every third in the team, some turning 60, with requests over New Year, Easter,
    // 17 May, Christmas and weekends in every status, and transfers in and out.
    for (let i = 1; i <= 9; i++) {
      const id = await seedMember(app, orgId, {
        name: `Ansatt ${i}`,
        email: `ansatt${i}@example.test`,
        teamId: i % 3 === 0 ? teamId : null,
        birthYear: i % 2 ? thisYear - 60 : null,
        yearlyDays: 25 + (i % 3),
      });
      const periods = [
        [`${lastYear}-12-${20 + i}`, `${thisYear}-01-0${1 + (i % 8)}`, 'Approved'],
        [`${thisYear}-03-${10 + i}`, `${thisYear}-04-${10 + i}`, i % 2 ? 'Approved' : 'Pending'],
        [`${thisYear}-05-${10 + i}`, `${thisYear}-05-${19 + i}`, 'Pending'],
        [`${thisYear}-07-0${i}`, `${thisYear}-07-${12 + i}`, 'Rejected'],
        [`${thisYear}-12-${18 + i}`, `${nextYear}-01-0${i}`, 'Approved'],
      ] as const;
      for (const [startDate, endDate, status] of periods)
        await seedRequest(app, id, { startDate, endDate, status });
      if (i % 4 === 0) await seedTransfer(app, id, { fromYear: lastYear, days: i });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (query = '') => {
    const response = await client(app, admin).get(`/api/Users/organization/${orgId}${query}`);
    expect(response.statusCode).toBe(200);
    return {
      employees: response.json() as Employee[],
      link: response.headers.link as string | undefined,
      total: response.headers['x-total-count'],
    };
  };

  it('counts the same balances as the shared rules walking the days', async () => {
    const { employees, link, total } = await list();
    expect(employees).toHaveLength(10);
    expect(link).toBeUndefined();
    expect(total).toBe('10');
    const walked = await app.get(BalancesService).forOrganization(orgId, years);
    for (const employee of employees) {
      expect(employee.yearlyBalance).toEqual(walked.years(employee, years));
    }
    // The data really exercises the rules: used, planned, transferred and 60+ days all occur.
    const balances = employees.flatMap((e) => Object.values(e.yearlyBalance));
    for (const field of [
      'usedDays',
      'plannedDays',
      'transferredDays',
      'transferredOutDays',
      'seniorDays',
    ] as const) {
      expect(balances.some((b) => b[field] > 0)).toBe(true);
    }
  });

  it('pages by name without gaps or repeats; the team filter keeps only its members', async () => {
    const { employees: whole } = await list();
    const pages = await allPages(client(app, admin), `/api/Users/organization/${orgId}?limit=4`);
    expect(pages.map((page) => [page.statusCode, page.headers['x-total-count']])).toEqual(
      pages.map(() => [200, '10']),
    );
    expect(pages.flatMap((page) => page.json<Employee[]>())).toEqual(whole);
    const team = await list(`?teamId=${teamId}&limit=2`);
    expect(team.total).toBe('3');
    expect(team.employees.map((e) => e.teamId)).toEqual([teamId, teamId]);
  });

  it('reads a page as a named (prepared) statement with the rows the unnamed one reads, and its errors', async () => {
    const users = app.get(UsersRepository);
    const db = dataSourceOf(app);
    const sent = vi.spyOn(app.get(Pool), 'query');
    const unnamed = async (org: string, filter: Parameters<typeof employeePageSql>[1], uid: string) => {
      const { sql, params } = employeePageSql(org, filter, uid);
      const rows: { id: string | null }[] = await db.query(sql, params);
      return rows.filter((row) => row.id !== null).slice(0, filter.limit);
    };
    // Every shape (team filter, cursor) more than 5 times (past PostgreSQL's custom plans), with varying
    // values: limits, cursors, teams, callers; each against the same SQL sent unnamed through TypeORM.
    const whole = await users.pageWithDays(orgId, { years, limit: 20 }, admin.uid);
    try {
      for (let i = 0; i < 7; i++) {
        const after = memberSortKey(whole.rows[i] as unknown as Parameters<typeof memberSortKey>[0]);
        const filters = [
          { years, limit: 1 + (i % 4) },
          { years, limit: 1 + (i % 3), teamId: i % 2 ? teamId : randomUUID() },
          { years, limit: 2 + (i % 3), after },
          { years, limit: 1 + (i % 2), teamId, after },
        ];
        for (const filter of filters) {
          const uid = i === 6 ? 'not-a-member' : admin.uid;
          const page = await users.pageWithDays(orgId, filter, uid);
          expect(page.rows).toEqual(await unnamed(orgId, filter, uid));
          expect(page.callerIsAdmin).toBe(uid === admin.uid ? true : null);
        }
      }
      // A database error of a prepared statement is pg's own, as unnamed: the same code (and 4xx).
      for (let i = 0; i < 6; i++) {
        const error = await users
          .pageWithDays('not-a-uuid', { years, limit: 2 }, admin.uid)
          .catch((e: unknown) => e);
        const same = await unnamed('not-a-uuid', { years, limit: 2 }, admin.uid).catch((e: unknown) => e);
        expect(pgCode(error)).toBe('22P02');
        expect(pgCode(same)).toBe('22P02');
        expect((error as Error).message).toBe((same as Error).message);
      }
      expect((await users.pageWithDays(orgId, { years, limit: 2 }, admin.uid)).rows).toHaveLength(2);
      // Sent named, one name per text: 4 shapes (team filter and cursor with or without), none more.
      const names = new Set(
        sent.mock.calls.map(([query]) => (query as { name?: string }).name).filter(Boolean),
      );
      expect(names.size).toBe(4);
    } finally {
      sent.mockRestore();
    }
  });
});

/** A page of the employee list is one statement with the caller's admin check: the same verdicts, the same order. */
describe('Employee list pages: ties in the order, empty pages and the admin check', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let orgId: string;
  let emptyTeamId: string;
  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    const org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    orgId = org.id;
    emptyTeamId = await seedTeam(app, orgId, { name: 'Tomt' });
    // Six members named alike: three whose created_at differ only in microseconds (a cursor that kept
    // milliseconds would repeat them) and three with the very same created_at (ordered by id).
    for (const microseconds of [1, 2, 3, 9, 9, 9])
      await seedMember(app, orgId, {
        name: 'Likt Navn',
        createdAt: `2030-01-01T12:00:00.12300${microseconds}Z`,
      });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (query: string, user: TestUser = admin, id = orgId) =>
    client(app, user).get(`/api/Users/organization/${id}${query}`);

  it('pages one by one through equal names and equal created_at without gaps or repeats', async () => {
    const whole = (await get('')).json() as Employee[];
    expect(whole).toHaveLength(8);
    const pages = await allPages(client(app, admin), `/api/Users/organization/${orgId}?limit=1`);
    expect(pages.map((page) => [page.statusCode, page.headers['x-total-count']])).toEqual(
      pages.map(() => [200, '8']),
    );
    const seen = pages.flatMap((page) => page.json<Employee[]>());
    expect(seen).toEqual(whole);
    // The page rows are Employees only: no sort key or header column leaks into the JSON.
    expect(Object.keys(seen[0]).sort()).toEqual(Object.keys(whole[0]).sort());
  });

  it('answers an empty page with [] and the total of the filter', async () => {
    const response = await get(`?teamId=${emptyTeamId}&limit=5`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.headers.link).toBeUndefined();
  });

  it('keeps the admin check with pages: 403 for members, 404 for outsiders and malformed ids', async () => {
    const forbidden = await get('?limit=2', member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(server.forbidden);
    const outsider = await signUp();
    for (const [id, user] of [
      [orgId, outsider],
      ['not-a-uuid', admin],
    ] as const) {
      const response = await get('?limit=2', user, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(server.organizationNotFound);
      expect(response.headers['x-total-count']).toBeUndefined();
    }
  });

  it('follows a role change at once with pages (the membership is read by each request)', async () => {
    const setAdmin = (isAdmin: boolean) =>
      dataSourceOf(app).query(
        `UPDATE membership SET is_admin = $1 WHERE organization_id = $2 AND user_uid = $3`,
        [isAdmin, orgId, member.uid],
      );
    await setAdmin(true);
    expect((await get('?limit=2', member)).statusCode).toBe(200);
    await setAdmin(false);
    expect((await get('?limit=2', member)).statusCode).toBe(403);
  });
});

/** The list counts a request's days in closed form in SQL; each member here has one request, compared alone. */
describe('Employee list: days counted in SQL equal the shared rules walking the days', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let orgId: string;
  const years = balanceYears();
  const [lastYear, , nextYear] = years;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  beforeAll(async () => {
    app = await createApp();
    admin = await signUp();
    orgId = (await seedOrganization(app, { admins: [admin], plan: 'Pro' })).id;
    // Every start weekday and lengths of 0 to 16 days from two weeks before the first balance year to two
    // weeks after the last (New Year, Easter, May, Christmas, outside the years), and whole years.
    const ranges: [string, string][] = [
      [`${lastYear}-01-01`, `${nextYear}-12-31`],
      [`${lastYear - 1}-06-01`, `${nextYear + 1}-06-01`],
      [`${lastYear}-12-24`, `${lastYear + 1}-01-02`],
      [`${nextYear - 1}-12-31`, `${nextYear}-01-01`],
    ];
    const first = Date.UTC(lastYear, 0, 1) - 14 * 86_400_000;
    const span = Date.UTC(nextYear, 11, 31) + 14 * 86_400_000 - first;
    for (let k = 0; k < 120; k++) {
      const start = new Date(
        first + Math.floor(((((k * 7919) % 1000) / 1000) * span) / 86_400_000) * 86_400_000,
      );
      ranges.push([iso(start), iso(new Date(start.getTime() + ((k * 5) % 17) * 86_400_000))]);
    }
    for (const [index, [startDate, endDate]] of ranges.entries()) {
      const n = index + 1;
      const id = await seedMember(app, orgId, { name: `Ansatt ${String(n).padStart(3, '0')}` });
      await seedRequest(app, id, { startDate, endDate, status: n % 2 === 0 ? 'Approved' : 'Pending' });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives every member the balances of the walked days, page by page', async () => {
    const walked = await app.get(BalancesService).forOrganization(orgId, years);
    let compared = 0;
    let counted = 0;
    const pages = await allPages(client(app, admin), `/api/Users/organization/${orgId}?limit=50`, 10);
    for (const response of pages) {
      for (const employee of response.json() as Employee[]) {
        expect(employee.yearlyBalance).toEqual(walked.years(employee, years));
        compared++;
        counted += Object.values(employee.yearlyBalance).reduce((n, b) => n + b.usedDays + b.plannedDays, 0);
      }
    }
    expect(compared).toBe(125);
    expect(counted).toBeGreaterThan(700);
  });
});
