import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { MatrixContext } from './authz/authz-types.js';
import { AUTHZ_TABLE, matrixContext } from './authz/matrix.js';
import { client } from './client.js';
import { createApp, dataSourceOf, signUp } from './harness.js';
import { badBodies, type BadBody } from './bad-bodies.js';
import { tableSnapshot } from './table-snapshot.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * Issue 17 proof: ≥ 1,000 generated bad bodies on every route that takes a body (every POST/PUT/PATCH
 * of the authorization tables with a payload), sent by the organisation's admin, against the real app
 * on a PostgreSQL database of its own. Not one 5xx, every error in the Norwegian shape, and no row of
 * any table changed. The valid request of each route comes from its *.authz.ts entry.
 */
const RUNS = Number(process.env.BAD_BODY_RUNS ?? 1000);

const bodyRoutes = AUTHZ_TABLE.filter((entry) => entry.method !== 'GET' && entry.method !== 'DELETE');

describe('bad bodies on every body route: no 5xx, no change (fast-check)', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let ctx: MatrixContext;
  const totals = { bodies: 0, routes: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    // Its own database: other test files write to the shared one while this one compares snapshots.
    database = await createTestDatabase(inject('databaseUrl'));
    app = await createApp({ databaseUrl: database.url });
    const [admin, member, outsider] = await Promise.all([signUp(), signUp(), signUp()]);
    ctx = await matrixContext(app, { admin, member, outsider }, 'Pro');
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    const statuses = [...totals.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(`[bad bodies] ${totals.bodies} bodies on ${totals.routes} routes; statuses ${statuses}`);
  });

  it.each(bodyRoutes.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const request = (await entry.request?.(ctx, 'admin')) ?? {};
      if (request.payload === undefined) return; // an action route: it takes no body
      const url = request.url ?? entry.path.replace(':organizationId', ctx.org.id);
      const before = await tableSnapshot(dataSourceOf(app));
      const seen = new Map<number, number>();
      const send = (body: BadBody) =>
        client(app, ctx.admin).request(entry.method, url, body.text, {
          headers: { 'content-type': body.contentType },
        });
      await fc.assert(
        fc.asyncProperty(badBodies(request.payload as Record<string, unknown>), async (body) => {
          const response = await send(body);
          seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, body.text.slice(0, 200)).toBeLessThan(500);
          expect(response.statusCode, body.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
          const error = response.json() as { statusCode: unknown; message: unknown };
          expect(error.statusCode).toBe(response.statusCode);
          expect(typeof error.message).toBe('string');
        }),
        { numRuns: RUNS },
      );
      expect(await tableSnapshot(dataSourceOf(app))).toEqual(before);
      totals.routes++;
      for (const [status, n] of seen) {
        totals.bodies += n;
        totals.byStatus.set(status, (totals.byStatus.get(status) ?? 0) + n);
      }
      console.log(
        `[bad bodies] ${entry.method} ${entry.path}: ${[...seen.values()].reduce((a, b) => a + b, 0)} bodies, ${[...seen].map(([s, n]) => `${s}×${n}`).join(' ')}, 0 rows changed`,
      );
    },
  );
});
