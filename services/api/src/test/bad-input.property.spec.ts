import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './client.js';
import { createApp, dataSourceOf, signUp, uniqueEmail, type TestUser } from './harness.js';
import { seedOrganization, type SeededOrganization } from './factories.js';
import { newInvitationToken } from '../invitations/invitation-token.js';

/**
 * Property: every malformed body on the API-core routes gets a 4xx in the error shape, never a 5xx,
 * and nothing in the database changes.
 */

type Body = Record<string, unknown>;
interface Target {
  name: string;
  method: 'POST' | 'PUT';
  url: (org: SeededOrganization, memberId: string) => string;
  valid: (org: SeededOrganization) => Body;
  /** Values that make the field invalid. */
  badValues: Record<string, fc.Arbitrary<unknown>>;
}

const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const blank = fc.stringMatching(/^[ \t\n\r]{0,5}$/);
const tooLong = (max: number) =>
  fc.string({ minLength: max + 1, maxLength: max + 40 }).filter((s) => s.trim().length > max);
const notBool = fc.oneof(
  fc.integer(),
  fc.string(),
  fc.constant(null).map(() => 'null'),
  fc.array(fc.boolean(), { maxLength: 2 }),
);
const notUuid = fc.oneof(
  fc.string({ maxLength: 40 }).filter((s) => !/^[0-9a-f-]{36}$/i.test(s)),
  fc.integer(),
  fc.constant(null),
);
const notEmail = fc.oneof(
  fc.string({ maxLength: 30 }).filter((s) => !s.includes('@')),
  blank,
  notString,
);
const badOrgnr = fc.oneof(
  fc.stringMatching(/^\d{1,8}$/),
  fc.stringMatching(/^\d{10,12}$/),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/^\d{9}$/.test(s)),
  fc.integer(),
  fc.boolean(),
);
const badYearlyDays = fc.oneof(
  fc.integer({ min: 101 }),
  fc.integer({ max: -1 }),
  fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }),
  fc.string(),
  fc.boolean(),
);

const targets: Target[] = [
  {
    name: 'POST /api/Organizations',
    method: 'POST',
    url: () => '/api/Organizations',
    valid: () => ({ name: 'Gyldig AS' }),
    badValues: { name: fc.oneof(blank, notString, tooLong(200)), orgnr: badOrgnr },
  },
  {
    name: 'PUT /api/Organizations/:id',
    method: 'PUT',
    url: (org) => `/api/Organizations/${org.id}`,
    valid: () => ({ name: 'Gyldig AS' }),
    badValues: { name: fc.oneof(blank, notString, tooLong(200)) },
  },
  {
    name: 'PUT /api/Users/:id',
    method: 'PUT',
    url: (_org, memberId) => `/api/Users/${memberId}`,
    valid: () => ({ name: 'Kari', yearlyDays: 20, isAdmin: false }),
    badValues: {
      name: fc.oneof(blank, notString, tooLong(200)),
      yearlyDays: badYearlyDays,
      isAdmin: notBool,
      email: fc.emailAddress(),
    },
  },
  {
    name: 'PUT /api/Users/:id/admin',
    method: 'PUT',
    url: (_org, memberId) => `/api/Users/${memberId}/admin`,
    valid: () => ({ isAdmin: true }),
    badValues: { isAdmin: notBool },
  },
  {
    name: 'POST /api/UserInvitations',
    method: 'POST',
    url: () => '/api/UserInvitations',
    valid: (org) => ({ organizationId: org.id, email: uniqueEmail('prop'), isAdmin: false }),
    badValues: { organizationId: notUuid, email: notEmail, isAdmin: notBool },
  },
  {
    name: 'POST /api/Invitations',
    method: 'POST',
    url: () => '/api/Invitations',
    valid: (org) => ({
      organizationId: org.id,
      organizationName: 'X',
      email: uniqueEmail('prop'),
      token: newInvitationToken(),
      isAdmin: false,
    }),
    badValues: {
      organizationId: notUuid,
      email: notEmail,
      isAdmin: notBool,
      organizationName: fc.oneof(
        notString.filter((v) => v !== null),
        tooLong(200),
      ),
      token: fc.oneof(
        fc.string({ maxLength: 31 }),
        fc.string({ minLength: 33, maxLength: 40 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{31}[^A-Za-z0-9_-]$/),
        fc.integer(),
      ),
    },
  },
];

/** A valid body broken in one of three ways: a bad field value, an unknown field, or not an object at all. */
function badBody(target: Target, org: SeededOrganization): fc.Arbitrary<unknown> {
  const valid = target.valid(org);
  const allowed = new Set([...Object.keys(valid), ...Object.keys(target.badValues)]);
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

describe('bad input never causes a 5xx or a change (fast-check)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let org: SeededOrganization;
  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Everything the admin's requests could touch: their organisations, members and invitations. */
  const snapshot = async () =>
    dataSourceOf(app).query(
      `SELECT (SELECT coalesce(json_agg(o ORDER BY o.id), '[]') FROM organization o
                WHERE o.id IN (SELECT organization_id FROM membership WHERE user_uid = $1)) AS orgs,
              (SELECT coalesce(json_agg(m ORDER BY m.id), '[]') FROM membership m WHERE m.organization_id = $2 OR m.user_uid = $1) AS members,
              (SELECT coalesce(json_agg(i ORDER BY i.id), '[]') FROM invitation i WHERE i.organization_id = $2) AS invitations`,
      [admin.uid, org.id],
    );

  it.each(targets.map((t) => [t.name, t] as const))('%s', async (_name, target) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(badBody(target, org), async (body) => {
        const response = await client(app, admin).request(
          target.method,
          target.url(org, org.membershipIds[member.uid]),
          JSON.stringify(body),
          { headers: { 'content-type': 'application/json' } },
        );
        expect(response.statusCode, `${JSON.stringify(body)} -> ${response.body}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode, `${JSON.stringify(body)} -> ${response.body}`).toBeLessThan(500);
        const error = response.json();
        expect(error.statusCode).toBe(response.statusCode);
        expect(typeof error.message).toBe('string');
      }),
      { numRuns: 100 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('the valid bodies are accepted (so the properties test the bad parts)', async () => {
    for (const target of targets.filter((t) => t.method === 'POST')) {
      const response = await client(app, admin).post(target.url(org, ''), target.valid(org));
      expect(response.statusCode, target.name).toBe(201);
    }
  });
});
