import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sha256Hex } from '../common/sha256.js';
import type { MatrixContext, RouteAuthz } from '../test/authz/authz-types.js';

// Authorization table of /api/Notifications (found by src/test/authz/authorization-matrix.spec.ts).

/** A notification mail to the matrix member, with the unsubscribe token its link carries. */
async function seedNotification(ctx: MatrixContext): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.app.get(DataSource).query(
    `INSERT INTO mail_outbox (kind, recipient, subject, message_id, organization_id, membership_id, unsubscribe_token_hash, status)
     VALUES ('request-decided', $1, 'test', '<' || gen_random_uuid() || '@test>', $2, $3, $4, 'Sent')`,
    [ctx.member.email, ctx.org.id, ctx.memberMembershipId, sha256Hex(token)],
  );
  return token;
}

const entries: RouteAuthz[] = [
  {
    method: 'GET',
    path: '/api/Notifications/organization/:organizationId',
    access: 'member',
    expect: { member: 200, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/Notifications/organization/:organizationId',
    access: 'member',
    request: () => ({ payload: { enabled: false } }),
    expect: { member: 200, admin: 200 },
  },
  {
    // Mail links carry no bearer token: the secret in the URL is the credential (unknown -> 404 page).
    method: 'GET',
    path: '/api/Notifications/unsubscribe/:token',
    access: 'public',
    request: async (ctx) => ({ url: `/api/Notifications/unsubscribe/${await seedNotification(ctx)}` }),
    expect: { noToken: 200, forgedToken: 200, nonMember: 200, member: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/Notifications/unsubscribe/:token',
    access: 'public',
    request: async (ctx) => ({ url: `/api/Notifications/unsubscribe/${await seedNotification(ctx)}` }),
    expect: { noToken: 200, forgedToken: 200, nonMember: 200, member: 200, admin: 200 },
  },
];

export default entries;
