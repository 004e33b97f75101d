import { DataSource } from 'typeorm';
import type { MatrixContext, RouteAuthz } from '../test/authz/authz-types.js';
import { hashFeedToken, newFeedToken } from './feed-token.js';

// Authorization table of /api/CalendarFeeds (found by src/test/authz/authorization-matrix.spec.ts).

/** A feed of the matrix member; returns its id and the secret token. */
async function seedMemberFeed(ctx: MatrixContext): Promise<{ id: string; token: string }> {
  const token = newFeedToken();
  const [row] = await ctx.app.get(DataSource).query(
    `INSERT INTO calendar_feed (organization_id, membership_id, scope, token_hash) VALUES ($1, $2, 'member', $3)
     ON CONFLICT (membership_id, scope, coalesce(team_id, '00000000-0000-0000-0000-000000000000'::uuid))
     DO UPDATE SET token_hash = excluded.token_hash RETURNING id`,
    [ctx.org.id, ctx.memberMembershipId, hashFeedToken(token)],
  );
  return { id: row.id, token };
}

const entries: RouteAuthz[] = [
  {
    method: 'GET',
    path: '/api/CalendarFeeds/organization/:organizationId',
    access: 'member',
    expect: { member: 200, admin: 200 },
  },
  {
    // The organisation-wide feed (names of everyone): admins only. A member's own feed: integration tests.
    method: 'POST',
    path: '/api/CalendarFeeds',
    access: 'admin',
    plan: 'pro',
    request: (ctx) => ({ payload: { organizationId: ctx.org.id, scope: 'organization' } }),
    expect: { admin: 201 },
  },
  {
    // Only the owner deletes: the matrix member owns the feed, the admin does not (404).
    method: 'DELETE',
    path: '/api/CalendarFeeds/:id',
    access: 'member',
    request: async (ctx) => ({ url: `/api/CalendarFeeds/${(await seedMemberFeed(ctx)).id}` }),
    expect: { member: 204, admin: 404 },
  },
  {
    // Calendar apps send no bearer token: the secret URL is the credential. On Starter the URL stops.
    method: 'GET',
    path: '/api/CalendarFeeds/ical/:token',
    access: 'public',
    plan: 'pro',
    request: async (ctx) => ({ url: `/api/CalendarFeeds/ical/${(await seedMemberFeed(ctx)).token}.ics` }),
    expect: { noToken: 200, forgedToken: 200, nonMember: 200, member: 200, admin: 200 },
    starter: { noToken: 404, forgedToken: 404, nonMember: 404, member: 404, admin: 404 },
  },
];

export default entries;
