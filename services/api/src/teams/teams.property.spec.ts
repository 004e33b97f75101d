import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyValue, unknownKey as anyUnknownKey } from '../test/arbitraries.js';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';

// Property-based bad bodies on every Teams write: always a 4xx (never 5xx) and nothing changes.

/** Values that are not an acceptable team name (not text, blank after trimming, or too long). */
const badName = fc.oneof(
  anyValue.filter((v) => typeof v !== 'string' || v.trim() === '' || v.trim().length > 100),
  fc.stringMatching(/^\s*$/),
  fc.string({ minLength: 101, maxLength: 150 }).filter((s) => s.trim().length > 100),
);
const notAValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
);

/** Fields of this resource a client might try to set through a body. */
const TEAM_TARGETS = ['id', 'members', 'organizationId', 'teamId', 'isAdmin', 'createdAt'];
const unknownKey = (allowed: string[]) => anyUnknownKey(allowed, TEAM_TARGETS);

describe('Teams with arbitrary bad bodies', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let org: { id: string; membershipIds: Record<string, string> };
  let teamId: string;
  let takenName: string;

  const snapshot = async () =>
    JSON.stringify([
      await dataSourceOf(app).query('SELECT * FROM team WHERE organization_id = $1 ORDER BY id', [org.id]),
      await dataSourceOf(app).query(
        'SELECT id, team_id FROM membership WHERE organization_id = $1 ORDER BY id',
        [org.id],
      ),
    ]);
  const send = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    client(app, admin).request(method, url, JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  const expect4xx = (statusCode: number) => {
    expect(statusCode).toBeGreaterThanOrEqual(400);
    expect(statusCode).toBeLessThan(500);
  };

  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    teamId = (await send('POST', '/api/Teams', { name: 'Eksisterende', organizationId: org.id })).json().id;
    takenName = 'Opptatt';
    await send('POST', '/api/Teams', { name: takenName, organizationId: org.id });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('POST /api/Teams', async () => {
    const before = await snapshot();
    const body = fc.oneof(
      fc.record({ name: badName, organizationId: fc.constant(org.id) }),
      fc.record({ name: fc.constant('Gyldig'), organizationId: anyValue }),
      fc.record({
        name: fc.constantFrom(takenName, takenName.toUpperCase(), ` ${takenName.toLowerCase()} `),
        organizationId: fc.constant(org.id),
      }),
      fc
        .tuple(unknownKey(['name', 'organizationId']), anyValue)
        .map(([key, value]) => ({ name: 'Gyldig', organizationId: org.id, [key]: value })),
      notAValue,
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => expect4xx((await send('POST', '/api/Teams', b)).statusCode)),
      { numRuns: 120 },
    );
    expect(await snapshot()).toBe(before);
  });

  it('PUT /api/Teams/{id}', async () => {
    const before = await snapshot();
    const body = fc.oneof(
      fc.record({ name: badName }),
      fc.record({ name: fc.constantFrom(takenName, takenName.toLowerCase()) }),
      fc.record({ name: fc.constant('Gyldig'), organizationId: anyValue }),
      fc.tuple(unknownKey(['name']), anyValue).map(([key, value]) => ({ name: 'Gyldig', [key]: value })),
      notAValue,
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) =>
        expect4xx((await send('PUT', `/api/Teams/${teamId}`, b)).statusCode),
      ),
      {
        numRuns: 100,
      },
    );
    expect(await snapshot()).toBe(before);
  });

  it('POST /api/Teams/{teamId}/users', async () => {
    const before = await snapshot();
    const body = fc.oneof(
      fc.record({ userId: anyValue }),
      fc.record({ userId: fc.uuid() }), // nobody in this organisation
      fc
        .tuple(unknownKey(['userId']), anyValue)
        .map(([key, value]) => ({ userId: org.membershipIds[member.uid], [key]: value })),
      notAValue,
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) =>
        expect4xx((await send('POST', `/api/Teams/${teamId}/users`, b)).statusCode),
      ),
      { numRuns: 100 },
    );
    expect(await snapshot()).toBe(before);
  });

  it('arbitrary path ids never give a 5xx', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })), async (raw) => {
        const id = encodeURIComponent(raw);
        for (const [method, url, payload] of [
          ['GET', `/api/Teams/organization/${id}`, undefined],
          ['PUT', `/api/Teams/${id}`, { name: 'Nytt navn' }],
          ['DELETE', `/api/Teams/${id}`, undefined],
          ['POST', `/api/Teams/${id}/users`, { userId: org.membershipIds[member.uid] }],
          ['DELETE', `/api/Teams/${teamId}/users/${id}`, undefined],
        ] as const) {
          const response = await client(app, admin).request(method, url, payload);
          expect4xx(response.statusCode);
        }
      }),
      { numRuns: 60 },
    );
    expect(await snapshot()).toBe(before);
  });
});
