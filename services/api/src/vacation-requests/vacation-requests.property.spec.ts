import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyValue, unknownKey as anyUnknownKey } from '../test/arbitraries.js';
import { client } from '../test/client.js';
import { createApp, dataSourceOf, signUp, type TestUser } from '../test/harness.js';
import { seedOrganization } from '../test/factories.js';

// Property-based bad bodies: every one is refused with a 4xx (never 5xx) and nothing changes.

// Test files share the database and run in parallel: look only at this file's organisation.
const snapshot = async (app: NestFastifyApplication, organizationId: string) =>
  JSON.stringify(
    await dataSourceOf(app).query('SELECT * FROM vacation_request WHERE organization_id = $1 ORDER BY id', [
      organizationId,
    ]),
  );

/** Fields of this resource a client might try to set through a body. */
const REQUEST_TARGETS = [
  'status',
  'userId',
  'id',
  'approvedAt',
  'membershipId',
  'organizationId',
  'createdAt',
];
const unknownKey = (allowed: string[]) => anyUnknownKey(allowed, REQUEST_TARGETS);

describe('VacationRequests with arbitrary bad bodies', () => {
  let app: NestFastifyApplication;
  let admin: TestUser;
  let member: TestUser;
  let org: { id: string };
  let pendingId: string;

  beforeAll(async () => {
    app = await createApp();
    [admin, member] = await Promise.all([signUp(), signUp()]);
    org = await seedOrganization(app, { admins: [admin], members: [member], plan: 'Pro' });
    const created = await client(app, member).post('/api/VacationRequests', {
      organizationId: org.id,
      startDate: '2026-05-04',
      endDate: '2026-05-08',
    });
    pendingId = created.json().id;
    // An approved range that every generated overlapping body collides with.
    const approved = await client(app, member).post('/api/VacationRequests', {
      organizationId: org.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(approved.statusCode).toBe(409); // overlaps the pending one: nothing written
  });
  afterAll(async () => {
    await app?.close();
  });

  it('POST: invalid field values, wrong types, unknown fields and bad ranges -> 4xx, nothing written', async () => {
    const before = await snapshot(app, org.id);
    const validDate = fc
      .date({ min: new Date(2026, 0, 1), max: new Date(2026, 11, 31), noInvalidDate: true })
      .map(
        (d) =>
          `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
      );
    const badBody = fc.oneof(
      // a wrong value in one field
      fc.record({
        organizationId: fc.constant(org.id),
        startDate: fc.oneof(
          anyValue,
          fc.constantFrom('2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', ''),
        ),
        endDate: validDate,
      }),
      fc.record({ organizationId: anyValue, startDate: validDate, endDate: validDate }),
      fc.record({
        organizationId: fc.constant(org.id),
        startDate: fc.constant('2026-06-01'),
        endDate: fc.constant('2026-06-02'),
        description: fc.oneof(
          fc.integer(),
          fc.boolean(),
          fc.string({ minLength: 501, maxLength: 600 }).filter((s) => s.trim().length > 500),
        ),
      }),
      // an unknown field (including names that shadow Object.prototype members)
      fc
        .tuple(unknownKey(['organizationId', 'startDate', 'endDate', 'description']), anyValue)
        .map(([key, value]) => ({
          organizationId: org.id,
          startDate: '2026-06-01',
          endDate: '2026-06-02',
          [key]: value,
        })),
      // end before start, or across a year boundary
      fc
        .tuple(validDate, validDate)
        .filter(([a, b]) => a > b)
        .map(([a, b]) => ({ organizationId: org.id, startDate: a, endDate: b })),
      fc
        .tuple(validDate, validDate)
        .map(([a, b]) => ({ organizationId: org.id, startDate: a, endDate: b.replace('2026', '2027') })),
      // overlapping the pending request
      fc
        .integer({ min: 1, max: 4 })
        .map((d) => ({ organizationId: org.id, startDate: '2026-05-0' + d, endDate: '2026-05-0' + (d + 4) })),
      // not an object at all
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.integer())),
    );
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const response = await client(app, member).post('/api/VacationRequests', JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 150 },
    );
    expect(await snapshot(app, org.id)).toBe(before);
  });

  it('PUT status: anything but Approved/Rejected (any casing) -> 4xx, request unchanged', async () => {
    const before = await snapshot(app, org.id);
    const decisions = new Set(['approved', 'rejected']);
    const badBody = fc.oneof(
      fc.record({
        status: anyValue.filter((v) => typeof v !== 'string' || !decisions.has(v.trim().toLowerCase())),
      }),
      fc
        .tuple(fc.constantFrom('Approved', 'rejected'), unknownKey(['status']), anyValue)
        .map(([status, key, value]) => ({ status, [key]: value })),
      fc.constant({}),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    );
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const response = await client(app, admin).put(
          `/api/VacationRequests/${pendingId}/status`,
          JSON.stringify(body),
          { headers: { 'content-type': 'application/json' } },
        );
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
    expect(await snapshot(app, org.id)).toBe(before);
  });

  it('arbitrary path ids never give a 5xx', async () => {
    const before = await snapshot(app, org.id);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })), async (raw) => {
        const id = encodeURIComponent(raw);
        for (const [method, url] of [
          ['PUT', `/api/VacationRequests/${id}/status`],
          ['DELETE', `/api/VacationRequests/${id}`],
          ['GET', `/api/VacationRequests/organization/${id}`],
        ] as const) {
          const response = await client(app, member).request(
            method,
            url,
            method === 'PUT' ? { status: 'Approved' } : undefined,
          );
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
    expect(await snapshot(app, org.id)).toBe(before);
  });
});
