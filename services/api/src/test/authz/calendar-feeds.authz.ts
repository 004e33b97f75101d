import { hashFeedToken, newFeedToken } from '../../calendar-feeds/feed-token.js';
import { dataSourceOf } from '../harness.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/CalendarFeeds.

/** A feed of the matrix member; returns its id and the secret token. */
async function seedMemberFeed(ctx: MatrixContext): Promise<{ id: string; token: string }> {
  const token = newFeedToken();
  const [row] = await dataSourceOf(ctx.app).query(
    `INSERT INTO calendar_feed (organization_id, membership_id, scope, token_hash) VALUES ($1, $2, 'member', $3)
     ON CONFLICT (membership_id, scope, coalesce(team_id, '00000000-0000-0000-0000-000000000000'::uuid))
     DO UPDATE SET token_hash = excluded.token_hash RETURNING id`,
    [ctx.org.id, ctx.memberMembershipId, hashFeedToken(token)],
  );
  return { id: row.id, token };
}

const entries: RouteAuthz[] = [
  route('GET', '/api/CalendarFeeds/organization/:organizationId', 'member', 200),
  // The organisation-wide feed (names of everyone): admins only. A member's own feed: integration tests.
  route('POST', '/api/CalendarFeeds', 'admin', 201, {
    plan: 'pro',
    request: (ctx) => ({ payload: { organizationId: ctx.org.id, scope: 'organization' } }),
  }),
  // Only the owner deletes: the matrix member owns the feed, the admin does not (404).
  route('DELETE', '/api/CalendarFeeds/:id', 'member', 204, {
    request: async (ctx) => ({ url: `/api/CalendarFeeds/${(await seedMemberFeed(ctx)).id}` }),
    expect: { admin: 404 },
  }),
  // Calendar apps send no bearer token: the secret URL is the credential. On Starter the URL stops.
  route('GET', '/api/CalendarFeeds/ical/:token', 'public', 200, {
    plan: 'pro',
    request: async (ctx) => ({ url: `/api/CalendarFeeds/ical/${(await seedMemberFeed(ctx)).token}.ics` }),
    starter: { noToken: 404, forgedToken: 404, nonMember: 404, member: 404, admin: 404 },
  }),
];

export default entries;
