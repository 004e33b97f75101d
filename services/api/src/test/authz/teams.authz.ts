import { randomUUID } from 'node:crypto';
import { seedTeam } from '../factories.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/Teams: all admin-only.

/** A fresh team in the matrix organisation, optionally with the matrix member in it. */
const team = (ctx: MatrixContext, withMember = false) =>
  seedTeam(ctx.app, ctx.org.id, { members: withMember ? [ctx.memberMembershipId] : [] });

const entries: RouteAuthz[] = [
  route('GET', '/api/Teams/organization/:organizationId', 'admin', 200),
  route('POST', '/api/Teams', 'admin', 201, {
    request: (ctx) => ({ payload: { name: `Team ${randomUUID()}`, organizationId: ctx.org.id } }),
  }),
  route('PUT', '/api/Teams/:id', 'admin', 200, {
    request: async (ctx) => ({
      url: `/api/Teams/${await team(ctx)}`,
      payload: { name: `Nytt ${randomUUID()}` },
    }),
  }),
  route('DELETE', '/api/Teams/:id', 'admin', 204, {
    request: async (ctx) => ({ url: `/api/Teams/${await team(ctx)}` }),
  }),
  route('POST', '/api/Teams/:teamId/users', 'admin', 201, {
    request: async (ctx) => ({
      url: `/api/Teams/${await team(ctx)}/users`,
      payload: { userId: ctx.memberMembershipId },
    }),
  }),
  route('DELETE', '/api/Teams/:teamId/users/:userId', 'admin', 204, {
    request: async (ctx) => ({ url: `/api/Teams/${await team(ctx, true)}/users/${ctx.memberMembershipId}` }),
  }),
];

export default entries;
