import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../app-factory.js';
import { seedApiKey } from '../test/api-key-factory.js';
import { seedMember, seedRequest, seedTeam } from '../test/factories.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { startOrganizationScene } from '../test/scenes.js';

/**
 * The @LeanRoute routes (lean-route.ts) answer exactly as Nest's own path does: the same requests to an
 * app with lean routes and to one without (same database) get the same status, headers and body, for
 * every kind of caller and query the guards, the validation pipe and the services tell apart.
 */
describe('Lean routes answer as Nest does', () => {
  let lean: NestFastifyApplication;
  let nest: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let orgId: string;
  let teamId: string;
  let apiKey: string;
  const year = new Date().getFullYear() + 1;

  beforeAll(async () => {
    const scene = await startOrganizationScene({ members: 1 });
    ({ app: lean, admin } = scene);
    [member] = scene.members;
    orgId = scene.org.id;
    nest = await createApp({ leanRoutes: false });
    outsider = await signUp();
    teamId = await seedTeam(lean, orgId, { name: 'Lager' });
    // More than a page of requests in the year, in every status.
    for (let i = 0; i < 7; i++) {
      const id = await seedMember(lean, orgId, { name: `Ansatt ${i}`, teamId: i % 2 ? teamId : null });
      for (const [k, status] of (['Pending', 'Approved', 'Rejected'] as const).entries())
        await seedRequest(lean, id, {
          startDate: `${year}-0${k + 3}-${String(10 + i).padStart(2, '0')}`,
          status,
        });
    }
    const [adminMembership] = await dataSourceOf(lean).query<{ id: string }[]>(
      'SELECT id FROM membership WHERE organization_id = $1 AND user_uid = $2',
      [orgId, admin.uid],
    );
    apiKey = (await seedApiKey(lean, { organizationId: orgId, membershipId: adminMembership!.id })).key;
  });

  afterAll(async () => {
    await nest?.close();
    await lean?.close();
  });

  /** What a client can tell apart: status, headers (but the per-request ones) and body. */
  const observed = (response: LightMyRequestResponse) => {
    const {
      date: _date,
      'x-request-id': _requestId,
      'x-ratelimit-reset': _reset,
      'x-ratelimit-remaining': _remaining,
      ...headers
    } = response.headers;
    return { status: response.statusCode, headers, body: response.body };
  };

  const routes = () => [
    `/api/VacationRequests/organization/${orgId}?year=${year}&status=Pending&limit=5`,
    `/api/VacationRequests/organization/${orgId}?year=${year}&status=all&teamId=${teamId}&limit=3`,
    `/api/VacationRequests/organization/${orgId}?year=${year}`,
    `/api/VacationRequests/organization/${orgId}?year=abc`,
    `/api/VacationRequests/organization/${orgId}?limit=0`,
    `/api/VacationRequests/organization/${orgId}?limit=5&cursor=ikke-en-markør`,
    `/api/VacationRequests/organization/${orgId}?status=Pending&unknown=1`,
    `/api/VacationRequests/organization/not-a-uuid?limit=5`,
    `/api/Users/organization/${orgId}?limit=4`,
    `/api/Users/organization/${orgId}?limit=4&teamId=${teamId}`,
    `/api/Users/organization/${orgId}?limit=-1`,
    `/api/Users/organization/${orgId}/me`,
    `/api/Staffing/organization/${orgId}?year=${year}&month=3`,
    `/api/Staffing/organization/${orgId}?year=${year}&month=13`,
    `/api/Staffing/organization/${orgId}?year=${year}&month=3&teamId=${teamId}`,
  ];

  it('gives every caller the same answer on both paths, following the pages too', async () => {
    const callers: Record<string, Record<string, string>> = {
      admin: { authorization: `Bearer ${admin.idToken}` },
      member: { authorization: `Bearer ${member!.idToken}` },
      outsider: { authorization: `Bearer ${outsider.idToken}` },
      'API key': { authorization: `Bearer ${apiKey}` },
      nobody: {},
      'forged token': { authorization: 'Bearer ikke.et.token' },
    };
    let compared = 0;
    for (const [caller, headers] of Object.entries(callers))
      for (let url of routes()) {
        // Along the Link rel="next" pages while there are some (the cursor is each path's own answer).
        for (let page = 0; url && page < 5; page++) {
          const [a, b] = [await lean.inject({ url, headers }), await nest.inject({ url, headers })];
          expect(observed(a), `${caller}: GET ${url}`).toEqual(observed(b));
          for (const method of ['HEAD'] as const) {
            const [c, d] = [
              await lean.inject({ method, url, headers }),
              await nest.inject({ method, url, headers }),
            ];
            expect(observed(c), `${caller}: HEAD ${url}`).toEqual(observed(d));
          }
          compared++;
          url = /^<([^>]+)>; rel="next"$/.exec(String(a.headers.link ?? ''))?.[1] ?? '';
        }
      }
    expect(compared).toBeGreaterThan(routes().length * 6);
    // The lean app answers these through the lean handler: the comparison is not of Nest with itself.
    const leanOf = (app: NestFastifyApplication) =>
      registeredRoutes(app)
        .filter(({ handler }) => handler === 'leanRoute')
        .map(({ method, url }) => `${method} ${url}`)
        .sort();
    expect(leanOf(lean)).toEqual([
      'GET /api/Staffing/organization/:organizationId',
      'GET /api/Users/organization/:organizationId',
      'GET /api/Users/organization/:organizationId/me',
      'GET /api/VacationRequests/organization/:organizationId',
      'HEAD /api/Staffing/organization/:organizationId',
      'HEAD /api/Users/organization/:organizationId',
      'HEAD /api/Users/organization/:organizationId/me',
      'HEAD /api/VacationRequests/organization/:organizationId',
    ]);
    expect(leanOf(nest)).toEqual([]);
  });

  it('answers an admin 200 with the page, and the rest as the guards decide', async () => {
    const url = `/api/VacationRequests/organization/${orgId}?year=${year}&status=Pending&limit=5`;
    const status = async (headers: Record<string, string>) =>
      (await lean.inject({ url, headers })).statusCode;
    expect(await status({ authorization: `Bearer ${admin.idToken}` })).toBe(200);
    expect(await status({ authorization: `Bearer ${member!.idToken}` })).toBe(403);
    expect(await status({})).toBe(401);
    const page = await lean.inject({ url, headers: { authorization: `Bearer ${admin.idToken}` } });
    expect(page.json()).toHaveLength(5);
    expect(page.headers['x-total-count']).toBe('7');
    expect(page.headers.link).toMatch(/rel="next"$/);
  });
});
