import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../app-factory.js';
import { client } from '../client.js';
import { createApp, signUp, type TestUser } from '../harness.js';
import {
  CALLERS,
  expectedFor,
  starterExpectation,
  type Caller,
  type Expectation,
  type RouteAuthz,
} from './authz-types.js';
import { AUTHZ_TABLE as table, matrixContext } from './matrix.js';

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

// Documentation and CORS pre-flight routes are framework routes, public by design.
const isFrameworkRoute = (method: string, url: string) =>
  method === 'HEAD' || method === 'OPTIONS' || url === '*' || url.startsWith('/api/docs');

// A structurally valid but unsigned/forged JWT for a user that does not exist.
const FORGED =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.' +
  Buffer.from(
    JSON.stringify({
      iss: 'https://securetoken.google.com/demo-ferieplan',
      aud: 'demo-ferieplan',
      sub: 'forged-uid',
      user_id: 'forged-uid',
      exp: 4102444800,
      iat: 1700000000,
      auth_time: 1700000000,
    }),
  ).toString('base64url') +
  '.Zm9yZ2Vk';

function matches(status: number, expectation: Expectation): boolean {
  if (expectation === 'ok') return status < 500 && ![401, 403, 404].includes(status);
  return [expectation].flat().includes(status);
}

describe('authorization matrix (every registered route x every caller)', () => {
  let app: NestFastifyApplication;
  let admin: TestUser, member: TestUser, outsider: TestUser;
  beforeAll(async () => {
    [app, admin, member, outsider] = await Promise.all([createApp(), signUp(), signUp(), signUp()]);
  });
  afterAll(() => app?.close());

  it('has an entry for every registered route (add yours in src/test/authz/<module>.authz.ts)', () => {
    const known = new Set(table.map((entry) => keyOf(entry.method, entry.path)));
    const missing = registeredRoutes(app)
      .filter((route) => !isFrameworkRoute(route.method, route.url))
      .map((route) => keyOf(route.method, route.url))
      .filter((key) => !known.has(key));
    expect(missing, 'routes without an authorization-matrix entry').toEqual([]);
  });

  it('has no stale entries', () => {
    const registered = new Set(registeredRoutes(app).map((route) => keyOf(route.method, route.url)));
    const stale = table.map((entry) => keyOf(entry.method, entry.path)).filter((key) => !registered.has(key));
    expect(stale, 'matrix entries for routes that do not exist').toEqual([]);
  });

  /** Every caller against the route on a fresh organisation of the given plan; returns the mismatches. */
  async function tryRoute(
    entry: RouteAuthz,
    plan: 'Starter' | 'Pro',
    expected: (caller: Caller) => Expectation,
  ): Promise<string[]> {
    const ctx = await matrixContext(app, { admin, member, outsider }, plan);
    const tokens: Record<Caller, string | null> = {
      noToken: null,
      forgedToken: FORGED,
      nonMember: outsider.idToken,
      member: member.idToken,
      admin: admin.idToken,
    };
    const failures: string[] = [];
    for (const caller of CALLERS) {
      const request = (await entry.request?.(ctx, caller)) ?? {};
      const url = request.url ?? entry.path.replace(':organizationId', ctx.org.id);
      const response = await client(app, tokens[caller]).request(entry.method, url, request.payload, {
        headers: request.headers,
      });
      const expectation = expected(caller);
      if (!matches(response.statusCode, expectation)) {
        failures.push(
          `${plan} ${caller}: got ${response.statusCode} (${response.body.slice(0, 120)}), expected ${JSON.stringify(expectation)}`,
        );
      }
      if (response.statusCode >= 400) {
        const body = response.json() as { statusCode?: unknown; message?: unknown };
        if (body.statusCode !== response.statusCode || typeof body.message !== 'string') {
          failures.push(
            `${plan} ${caller}: error body is not { statusCode, message }: ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    return failures;
  }

  it.each(table.map((entry) => [keyOf(entry.method, entry.path), entry] as const))(
    '%s',
    async (_name, entry) => {
      const onPlan = entry.plan === 'pro' ? 'Pro' : 'Starter';
      expect(
        await tryRoute(
          entry,
          onPlan,
          (caller) => entry.expect?.[caller] ?? expectedFor(entry.access, caller),
        ),
      ).toEqual([]);
    },
  );

  // Pro features once more on a Starter organisation: whoever Pro lets in is refused (403).
  const proRoutes = table.filter((entry) => entry.plan === 'pro');
  it.each(proRoutes.map((entry) => [keyOf(entry.method, entry.path), entry] as const))(
    '%s on Starter: refused',
    async (_name, entry) => {
      expect(await tryRoute(entry, 'Starter', (caller) => starterExpectation(entry, caller))).toEqual([]);
    },
  );
});
