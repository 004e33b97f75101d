import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Employee } from '@ferieplan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalancesService } from '../planning/balances/balances.service.js';
import { balanceYears } from '../planning/balances/yearly-balances.js';
import { bearer, createApp, dataSourceOf, seedOrganization, signUp, type TestUser } from '../test/harness.js';

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
    const db = dataSourceOf(app);
    [{ id: teamId }] = await db.query(
      `INSERT INTO team (organization_id, name) VALUES ($1, 'Lager') RETURNING id`,
      [orgId],
    );
    // Nine members: every third in the team, some turning 60, with requests over New Year, Easter,
    // 17 May, Christmas and weekends in every status, and transfers in and out.
    for (let i = 1; i <= 9; i++) {
      const [{ id }] = await db.query(
        `INSERT INTO membership (organization_id, user_uid, name, email, team_id, birth_year, yearly_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          orgId,
          `list-${i}-${Date.now()}`,
          `Ansatt ${i}`,
          `ansatt${i}@example.test`,
          i % 3 === 0 ? teamId : null,
          i % 2 ? thisYear - 60 : null,
          25 + (i % 3),
        ],
      );
      const periods: [string, string, string][] = [
        [`${lastYear}-12-${20 + i}`, `${thisYear}-01-0${1 + (i % 8)}`, 'Approved'],
        [`${thisYear}-03-${10 + i}`, `${thisYear}-04-${10 + i}`, i % 2 ? 'Approved' : 'Pending'],
        [`${thisYear}-05-${10 + i}`, `${thisYear}-05-${19 + i}`, 'Pending'],
        [`${thisYear}-07-0${i}`, `${thisYear}-07-${12 + i}`, 'Rejected'],
        [`${thisYear}-12-${18 + i}`, `${nextYear}-01-0${i}`, 'Approved'],
      ];
      for (const [start, end, status] of periods) {
        await db.query(
          `INSERT INTO vacation_request (organization_id, membership_id, start_date, end_date, status) VALUES ($1, $2, $3, $4, $5)`,
          [orgId, id, start, end, status],
        );
      }
      if (i % 4 === 0) {
        await db.query(
          `INSERT INTO vacation_transfer (membership_id, from_year, organization_id, days, decided_by_uid) VALUES ($1, $2, $3, $4, 'test')`,
          [id, lastYear, orgId, i],
        );
      }
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/Users/organization/${orgId}${query}`,
      headers: bearer(admin),
    });
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
    const seen: Employee[] = [];
    let query: string | null = '?limit=4';
    while (query !== null) {
      const page = await list(query);
      expect(page.total).toBe('10');
      seen.push(...page.employees);
      query = page.link ? new URL(/^<([^>]+)>; rel="next"$/.exec(page.link)![1], 'http://x').search : null;
    }
    expect(seen).toEqual(whole);
    const team = await list(`?teamId=${teamId}&limit=2`);
    expect(team.total).toBe('3');
    expect(team.employees.map((e) => e.teamId)).toEqual([teamId, teamId]);
  });
});
