import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedApiKey } from '../api-key-factory.js';
import { client } from '../client.js';
import { seedOrganization } from '../factories.js';
import { createApp, signUp, type TestUser } from '../harness.js';
import { API_KEY_ROUTES } from './api-key-routes.js';
import { expectedFor, type Expectation, type MatrixContext, type RouteAuthz } from './authz-types.js';
import { AUTHZ_TABLE as table, matrixContext } from './matrix.js';

/** The five API-key callers every route is tried with (the person callers: authorization-matrix.spec.ts). */
type KeyCaller = 'keyRead' | 'keyWrite' | 'otherOrgKey' | 'revokedKey' | 'expiredKey';
const KEY_CALLERS: KeyCaller[] = ['keyRead', 'keyWrite', 'otherOrgKey', 'revokedKey', 'expiredKey'];

const keyOf = (entry: Pick<RouteAuthz, 'method' | 'path'>) => `${entry.method} ${entry.path}`;
const statusMatches = (status: number, expectation: Expectation) =>
  expectation === 'ok'
    ? status < 500 && ![401, 403, 404].includes(status)
    : [expectation].flat().includes(status);

/**
 * What a key caller gets. A key acts as the admin who made it, so where keys are allowed a key of the
 * right scope gets what the admin gets; a read key is refused every change (403); a key of another
 * organisation (whose admin is the same person) finds nothing (404); revoked and expired keys are not
 * keys (401). Everywhere else keys are refused (403), and public routes ignore them.
 */
function expectedForKey(entry: RouteAuthz, caller: KeyCaller): Expectation {
  if (entry.access === 'public') return entry.expect?.noToken ?? expectedFor('public', 'noToken');
  if (caller === 'revokedKey' || caller === 'expiredKey') return 401;
  const scope = API_KEY_ROUTES[keyOf(entry)];
  if (!scope) return 403;
  if (caller === 'otherOrgKey') return 404;
  if (caller === 'keyRead' && (scope === 'write' || entry.method !== 'GET')) return 403;
  return entry.expect?.admin ?? expectedFor(entry.access, 'admin');
}

describe('authorization matrix for organisation API keys (every registered route x every key caller)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, outsider: TestUser;
  beforeAll(async () => {
    [app, admin, member, outsider] = await Promise.all([createApp(), signUp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  /** The keys of the route's fresh Pro organisation, plus a write key of a second one the same admin runs. */
  async function keysFor(ctx: MatrixContext): Promise<Record<KeyCaller, string>> {
    const own = { organizationId: ctx.org.id, membershipId: ctx.adminMembershipId };
    const other = await seedOrganization(app, { admins: [ctx.admin], plan: 'Pro' });
    const seed = async (more: object) => (await seedApiKey(app, { ...own, ...more })).key;
    return {
      keyRead: await seed({ scope: 'read' }),
      keyWrite: await seed({ scope: 'write' }),
      otherOrgKey: (
        await seedApiKey(app, {
          organizationId: other.id,
          membershipId: other.membershipIds[ctx.admin.uid],
          scope: 'write',
        })
      ).key,
      revokedKey: await seed({ scope: 'write', revoked: true }),
      expiredKey: await seed({ scope: 'write', expired: true }),
    };
  }

  it('lists exactly the routes that admit keys (@ApiKeyAllowed) in api-key-routes.ts', async () => {
    const { generateOpenApiDocument } = await import('../../openapi/openapi-document.js');
    const document = (await generateOpenApiDocument()) as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const admitted: Record<string, unknown> = {};
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        if (operation['x-api-key-scope'])
          admitted[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`] =
            operation['x-api-key-scope'];
    expect(admitted).toEqual(API_KEY_ROUTES);
  });

  it.each(table.map((entry) => [keyOf(entry), entry] as const))('%s', async (_name, entry) => {
    const ctx = await matrixContext(app, { admin, member, outsider }, 'Pro');
    const keys = await keysFor(ctx);
    const failures: string[] = [];
    for (const caller of KEY_CALLERS) {
      // The request as the admin would send it: the key acts as them.
      const request = (await entry.request?.(ctx, entry.access === 'public' ? 'noToken' : 'admin')) ?? {};
      const url = request.url ?? entry.path.replace(':organizationId', ctx.org.id);
      const response = await client(app, keys[caller]).request(entry.method, url, request.payload, {
        headers: request.headers,
      });
      const expectation = expectedForKey(entry, caller);
      if (!statusMatches(response.statusCode, expectation))
        failures.push(
          `${caller}: got ${response.statusCode} (${response.body.slice(0, 120)}), expected ${JSON.stringify(expectation)}`,
        );
      if (response.statusCode >= 400) {
        const body = response.json() as { statusCode?: unknown; message?: unknown };
        if (body.statusCode !== response.statusCode || typeof body.message !== 'string')
          failures.push(
            `${caller}: error body is not { statusCode, message }: ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
