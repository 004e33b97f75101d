import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SeededOrganization } from '../factories.js';
import type { TestUser } from '../harness.js';

/** The five callers every route is tried with. */
export type Caller = 'noToken' | 'forgedToken' | 'nonMember' | 'member' | 'admin';
export const CALLERS: Caller[] = ['noToken', 'forgedToken', 'nonMember', 'member', 'admin'];

/**
 * Who may call the route:
 * - public: anyone (no 401 even without a token)
 * - authenticated: any signed-in person (organisation not involved)
 * - member: members of the organisation (non-member -> 404)
 * - admin: admins of the organisation (non-member -> 404, member -> 403)
 */
export type Access = 'public' | 'authenticated' | 'member' | 'admin';

/** A fresh organisation per route (admin + member), plus an outsider who is in none of it. */
export interface MatrixContext {
  app: NestFastifyApplication;
  org: SeededOrganization;
  admin: TestUser;
  member: TestUser;
  outsider: TestUser;
  /** Membership (Employee) ids in `org`. */
  adminMembershipId: string;
  memberMembershipId: string;
}

interface MatrixRequest {
  /** Concrete URL, e.g. `/api/Users/${ctx.memberMembershipId}`. Defaults to the route's url. */
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Expected status: an exact code, a list of allowed codes, or 'ok' (anything < 500 that is not 401/403/404). */
export type Expectation = number | number[] | 'ok';

export interface RouteAuthz {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Exactly as registered by the router, with `:params`, e.g. '/api/Users/:id'. */
  path: string;
  access: Access;
  /**
   * Builds the request once per caller (called right before each call, so it may seed a fresh
   * resource in ctx.org with SQL through ctx.app). Callers run in the order of CALLERS: admin last.
   */
  request?: (ctx: MatrixContext, caller: Caller) => MatrixRequest | Promise<MatrixRequest>;
  /** Per-caller overrides of the expectations derived from `access`. */
  expect?: Partial<Record<Caller, Expectation>>;
  /**
   * 'pro': a Pro feature. The route is tried on a Pro organisation, then once more on a Starter one,
   * where every caller the Pro run lets in must get 403 (or what `starter` says).
   */
  plan?: 'pro';
  /** Per-caller expectations of the Starter run of a Pro route. */
  starter?: Partial<Record<Caller, Expectation>>;
}

/** What a caller gets from a Pro route on a Starter organisation: refused (403) where Pro lets them in. */
export function starterExpectation(entry: RouteAuthz, caller: Caller): Expectation {
  const override = entry.starter?.[caller];
  if (override !== undefined) return override;
  const onPro = entry.expect?.[caller] ?? expectedFor(entry.access, caller);
  const letIn = onPro === 'ok' || [onPro].flat().some((status) => status >= 200 && status < 300);
  return letIn ? 403 : onPro;
}

/**
 * An entry whose callers that `access` lets in all get `status` (e.g. 200 for a member-readable GET:
 * member and admin 200), the others the defaults; `more` adds a request builder, the plan or overrides.
 */
export function route(
  method: RouteAuthz['method'],
  path: string,
  access: Access,
  status?: number,
  more: Omit<RouteAuthz, 'method' | 'path' | 'access'> = {},
): RouteAuthz {
  const letIn = status === undefined ? [] : CALLERS.filter((caller) => expectedFor(access, caller) === 'ok');
  const expect = { ...Object.fromEntries(letIn.map((caller) => [caller, status])), ...more.expect };
  return { method, path, access, ...more, ...(Object.keys(expect).length > 0 ? { expect } : {}) };
}

/** Default expectations for an access level. */
export function expectedFor(access: Access, caller: Caller): Expectation {
  if (access === 'public') return 'ok';
  if (caller === 'noToken' || caller === 'forgedToken') return 401;
  if (access === 'authenticated') return 'ok';
  if (caller === 'nonMember') return 404;
  if (caller === 'member') return access === 'admin' ? 403 : 'ok';
  return 'ok';
}
