import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DELETE_ACCOUNT_WORD } from '@ferieplan/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization, type SeededOrganization } from '../test/factories.js';

/**
 * Property: no malformed or unconfirmed body deletes anything. Every one gets a 4xx in the error shape,
 * never a 5xx, and the person's and the organisation's rows stay as they were.
 */
const anyJson = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 300 }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const notTheWord = anyJson.filter(
  (value) => !(typeof value === 'string' && value.trim() === DELETE_ACCOUNT_WORD),
);
/** A body that is not { confirmation: 'SLETT' }: a wrong value, an extra field, or not an object at all. */
const badAccountBody = fc.oneof(
  fc.record({ confirmation: notTheWord }, { requiredKeys: [] }),
  fc.record({ confirmation: fc.constant(DELETE_ACCOUNT_WORD), extra: anyJson }),
  anyJson,
);

describe('privacy routes: bad bodies never delete (fast-check)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let org: SeededOrganization;
  const NAME = 'Eksakt Navn AS';

  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member], name: NAME });
  });
  afterAll(async () => {
    await app.close();
  });

  const snapshot = () =>
    dataSourceOf(app).query(
      `SELECT (SELECT count(*) FROM organization WHERE id = $1) AS orgs,
              (SELECT coalesce(json_agg(m ORDER BY m.id), '[]') FROM membership m WHERE m.organization_id = $1 OR m.user_uid = $2) AS members`,
      [org.id, member.uid],
    );

  async function expectRefused(url: string, user: TestUser, body: unknown) {
    const response = await client(app, user).delete(url, JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
    const said = `${JSON.stringify(body)} -> ${response.body}`;
    expect(response.statusCode, said).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, said).toBeLessThan(500);
    expect(response.json().statusCode, said).toBe(response.statusCode);
    expect(typeof response.json().message, said).toBe('string');
  }

  it('DELETE /api/Users/me', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(badAccountBody, (body) => expectRefused('/api/Users/me', member, body)),
      { numRuns: 300 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('DELETE /api/Organizations/:id', async () => {
    const badName = anyJson.filter((value) => !(typeof value === 'string' && value.trim() === NAME));
    const body = fc.oneof(
      fc.record({ name: badName }, { requiredKeys: [] }),
      fc.record({ name: fc.constant(NAME), extra: anyJson }),
      anyJson,
    );
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(body, (b) => expectRefused(`/api/Organizations/${org.id}`, admin, b)),
      { numRuns: 300 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
