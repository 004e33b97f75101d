import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MatrixContext, RouteAuthz } from '../test/authz/authz-types.js';

// Authorization table of /api/Teams (found by src/test/authz/authorization-matrix.spec.ts): all admin-only.

/** A fresh team in the matrix organisation, optionally with the matrix member in it. */
async function seedTeam(ctx: MatrixContext, withMember = false): Promise<string> {
  const dataSource = ctx.app.get(DataSource);
  const [team] = await dataSource.query(
    'INSERT INTO team (organization_id, name) VALUES ($1, $2) RETURNING id',
    [ctx.org.id, `Team ${randomUUID()}`],
  );
  if (withMember)
    await dataSource.query('UPDATE membership SET team_id = $1 WHERE id = $2', [
      team.id,
      ctx.memberMembershipId,
    ]);
  return team.id;
}

const entries: RouteAuthz[] = [
  { method: 'GET', path: '/api/Teams/organization/:organizationId', access: 'admin', expect: { admin: 200 } },
  {
    method: 'POST',
    path: '/api/Teams',
    access: 'admin',
    request: (ctx) => ({ payload: { name: `Team ${randomUUID()}`, organizationId: ctx.org.id } }),
    expect: { admin: 201 },
  },
  {
    method: 'PUT',
    path: '/api/Teams/:id',
    access: 'admin',
    request: async (ctx) => ({
      url: `/api/Teams/${await seedTeam(ctx)}`,
      payload: { name: `Nytt ${randomUUID()}` },
    }),
    expect: { admin: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/Teams/:id',
    access: 'admin',
    request: async (ctx) => ({ url: `/api/Teams/${await seedTeam(ctx)}` }),
    expect: { admin: 204 },
  },
  {
    method: 'POST',
    path: '/api/Teams/:teamId/users',
    access: 'admin',
    request: async (ctx) => ({
      url: `/api/Teams/${await seedTeam(ctx)}/users`,
      payload: { userId: ctx.memberMembershipId },
    }),
    expect: { admin: 201 },
  },
  {
    method: 'DELETE',
    path: '/api/Teams/:teamId/users/:userId',
    access: 'admin',
    request: async (ctx) => ({
      url: `/api/Teams/${await seedTeam(ctx, true)}/users/${ctx.memberMembershipId}`,
    }),
    expect: { admin: 204 },
  },
];

export default entries;
