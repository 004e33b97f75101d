import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization, seedRequest, seedTeam } from '../test/factories.js';

/**
 * Property: every malformed body on the planning routes gets a 4xx in the error shape, never a 5xx,
 * and nothing changes (settings, birth years, transfers, minimums, feeds, request statuses).
 */

type Body = Record<string, unknown>;
interface Target {
  name: string;
  url: (ids: Ids) => string;
  method: 'PUT' | 'POST';
  badValues: Record<string, fc.Arbitrary<unknown>>;
  valid: (ids: Ids) => Body;
}
interface Ids {
  org: SeededOrganization;
  memberId: string;
  teamId: string;
  requestId: string;
}

const notInt = fc.oneof(
  fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }), // NaN and ±Infinity become null in JSON, which may be valid
  fc.string(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const notBool = fc.oneof(
  fc.integer(),
  fc.string(),
  fc.constant(null),
  fc.array(fc.boolean(), { maxLength: 2 }),
);
const notMonthDay = fc.oneof(
  fc.string({ maxLength: 12 }).filter((s) => !/^\d{2}-\d{2}$/.test(s)),
  fc.constantFrom('00-10', '13-01', '02-29', '02-30', '04-31', '12-32'),
  fc.integer(),
);

const targets: Target[] = [
  {
    name: 'PUT /api/PlanningSettings/organization/:organizationId',
    method: 'PUT',
    url: ({ org }) => `/api/PlanningSettings/organization/${org.id}`,
    valid: () => ({ transferLimit: 12, summerRequestDeadline: '04-15' }),
    badValues: {
      transferLimit: fc.oneof(notInt, fc.integer({ min: 26 }), fc.integer({ max: -1 })),
      summerRequestDeadline: notMonthDay,
    },
  },
  {
    name: 'PUT /api/Transfers/:userId',
    method: 'PUT',
    url: ({ memberId }) => `/api/Transfers/${memberId}`,
    valid: () => ({ days: 0 }),
    badValues: { days: fc.oneof(notInt, fc.integer({ max: -1 }), fc.constant(null)) },
  },
  {
    name: 'PUT /api/Users/:id (birthYear)',
    method: 'PUT',
    url: ({ memberId }) => `/api/Users/${memberId}`,
    valid: () => ({ name: 'Kari', birthYear: 1970 }),
    badValues: {
      birthYear: fc.oneof(
        notInt,
        fc.integer({ max: 1899 }),
        fc.integer({ min: new Date().getFullYear() - 12 }),
      ),
    },
  },
  {
    name: 'PUT /api/Teams/:id/minimum-staffing',
    method: 'PUT',
    url: ({ teamId }) => `/api/Teams/${teamId}/minimum-staffing`,
    valid: () => ({ minimumStaffing: 3 }),
    badValues: { minimumStaffing: fc.oneof(notInt, fc.integer({ max: 0 }), fc.integer({ min: 1001 })) },
  },
  {
    name: 'PUT /api/VacationRequests/:id/status (confirmUnderstaffing)',
    method: 'PUT',
    url: ({ requestId }) => `/api/VacationRequests/${requestId}/status`,
    valid: () => ({ status: 'Approved', confirmUnderstaffing: true }),
    badValues: { confirmUnderstaffing: notBool },
  },
  {
    name: 'POST /api/CalendarFeeds',
    method: 'POST',
    url: () => '/api/CalendarFeeds',
    valid: ({ org }) => ({ organizationId: org.id, scope: 'member' }),
    badValues: {
      scope: fc.oneof(
        fc.string().filter((s) => !['member', 'organization', 'team'].includes(s)),
        fc.integer(),
        fc.constant(null),
      ),
      organizationId: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null)),
      teamId: fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 })),
    },
  },
];

function badBody(target: Target, ids: Ids): fc.Arbitrary<unknown> {
  const valid = target.valid(ids);
  const allowed = new Set([
    ...Object.keys(valid),
    ...Object.keys(target.badValues),
    'name',
    'email',
    'yearlyDays',
    'isAdmin',
    'status',
  ]);
  const badField = fc
    .constantFrom(...Object.keys(target.badValues))
    .chain((field) => target.badValues[field].map((value) => ({ ...valid, [field]: value })));
  const unknownField = fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !allowed.has(k) && k !== '__proto__'),
      fc.jsonValue(),
    )
    .map(([key, value]) => ({ ...valid, [key]: value }));
  const notObject = fc.oneof(
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
  );
  return fc.oneof(badField, unknownField, notObject);
}

describe('bad input on the planning routes never causes a 5xx or a change (fast-check)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let ids: Ids;

  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    const org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    const memberId = org.membershipIds[member.uid];
    const teamId = await seedTeam(app, org.id, { members: [memberId], minimumStaffing: 1 });
    const requestId = await seedRequest(app, memberId, { startDate: '2026-07-06', endDate: '2026-07-10' });
    ids = { org, memberId, teamId, requestId };
  });
  afterAll(async () => {
    await app?.close();
  });

  const snapshot = async () =>
    dataSourceOf(app).query(
      `SELECT (SELECT row_to_json(o) FROM organization o WHERE o.id = $1) AS org,
              (SELECT json_agg(m ORDER BY m.id) FROM membership m WHERE m.organization_id = $1) AS members,
              (SELECT json_agg(t ORDER BY t.id) FROM team t WHERE t.organization_id = $1) AS teams,
              (SELECT json_agg(v ORDER BY v.id) FROM vacation_request v WHERE v.organization_id = $1) AS requests,
              (SELECT coalesce(json_agg(x), '[]') FROM vacation_transfer x WHERE x.organization_id = $1) AS transfers,
              (SELECT coalesce(json_agg(f), '[]') FROM calendar_feed f WHERE f.organization_id = $1) AS feeds`,
      [ids.org.id],
    );

  it.each(targets.map((t) => [t.name, t] as const))('%s', async (_name, target) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(badBody(target, ids), async (body) => {
        const response = await client(app, admin).request(
          target.method,
          target.url(ids),
          JSON.stringify(body),
          { headers: { 'content-type': 'application/json' } },
        );
        const context = `${JSON.stringify(body)} -> ${response.body}`;
        expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, context).toBeLessThan(500);
        expect(response.json().statusCode, context).toBe(response.statusCode);
        expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 60 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('the valid bodies are accepted (so the properties test the bad parts)', async () => {
    for (const target of targets) {
      const response = await client(app, admin).request(target.method, target.url(ids), target.valid(ids));
      expect(response.statusCode, `${target.name}: ${response.body}`).toBeLessThan(300);
    }
  });
});
