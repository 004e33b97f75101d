import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../common/sha256.js';
import { dataSourceOf } from '../harness.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/Notifications.

/** A notification mail to the matrix member, with the unsubscribe token its link carries. */
async function seedNotification(ctx: MatrixContext): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await dataSourceOf(ctx.app).query(
    `INSERT INTO mail_outbox (kind, recipient, subject, message_id, organization_id, membership_id, unsubscribe_token_hash, status)
     VALUES ('request-decided', $1, 'test', '<' || gen_random_uuid() || '@test>', $2, $3, $4, 'Sent')`,
    [ctx.member.email, ctx.org.id, ctx.memberMembershipId, sha256Hex(token)],
  );
  return token;
}

/** Mail links carry no bearer token: the secret in the URL is the credential (unknown -> 404 page). */
const unsubscribe = (method: 'GET' | 'POST') =>
  route(method, '/api/Notifications/unsubscribe/:token', 'public', 200, {
    request: async (ctx) => ({ url: `/api/Notifications/unsubscribe/${await seedNotification(ctx)}` }),
  });

const entries: RouteAuthz[] = [
  route('GET', '/api/Notifications/organization/:organizationId', 'member', 200),
  route('PUT', '/api/Notifications/organization/:organizationId', 'member', 200, {
    request: () => ({ payload: { enabled: false } }),
  }),
  unsubscribe('GET'),
  unsubscribe('POST'),
];

export default entries;
