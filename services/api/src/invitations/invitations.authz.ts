import { DataSource } from 'typeorm';
import type { MatrixContext, RouteAuthz } from '../test/authz/authz-types.js';
import { uniqueEmail } from '../test/harness.js';
import { hashInvitationToken, newInvitationToken } from './invitation-token.js';

/** A pending invitation in the matrix organisation, to `email` (default: a fresh address). */
async function seedInvitation(ctx: MatrixContext, email = uniqueEmail('invitee')): Promise<{ id: string; token: string }> {
  const token = newInvitationToken();
  const [row] = await ctx.app
    .get(DataSource)
    .query(
      `INSERT INTO invitation (organization_id, email, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '7 days') RETURNING id`,
      [ctx.org.id, email, hashInvitationToken(token)],
    );
  return { id: row.id, token };
}

const outsiderInvitations = new WeakMap<MatrixContext, { id: string; token: string }>();

const entries: RouteAuthz[] = [
  { method: 'GET', path: '/api/UserInvitations/organization/:organizationId', access: 'admin' },
  { method: 'GET', path: '/api/UserInvitations/mine', access: 'authenticated' },
  {
    method: 'POST',
    path: '/api/UserInvitations',
    access: 'admin',
    // Starter: admin + member already fill both seats, so the admin gets the limit refusal (403 with the
    // Starter message); upgrade the matrix organisation to Pro so the admin's call succeeds.
    request: async (ctx) => {
      await ctx.app.get(DataSource).query(`UPDATE organization SET plan = 'Pro' WHERE id = $1`, [ctx.org.id]);
      return { payload: { organizationId: ctx.org.id, email: uniqueEmail('invited'), isAdmin: false } };
    },
    expect: { admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/UserInvitations/:id/resend',
    access: 'admin',
    request: async (ctx) => ({ url: `/api/UserInvitations/${(await seedInvitation(ctx)).id}/resend` }),
    expect: { admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/UserInvitations/:id/cancel',
    access: 'admin',
    request: async (ctx) => ({ url: `/api/UserInvitations/${(await seedInvitation(ctx)).id}/cancel` }),
    expect: { admin: 204 },
  },
  {
    // Only the invitee may accept: here the invitation is addressed to the outsider, who proves the
    // mailbox with the mailed token.
    method: 'POST',
    path: '/api/UserInvitations/:id/accept',
    access: 'authenticated',
    request: async (ctx) => {
      // One invitation per matrix row (the request builder runs once per caller).
      let invitation = outsiderInvitations.get(ctx);
      if (!invitation) outsiderInvitations.set(ctx, (invitation = await seedInvitation(ctx, ctx.outsider.email.toUpperCase())));
      return { url: `/api/UserInvitations/${invitation.id}/accept`, payload: { token: invitation.token } };
    },
    expect: { nonMember: 200, member: 403, admin: 403 },
  },
  {
    method: 'POST',
    path: '/api/Invitations',
    access: 'admin',
    request: async (ctx) => {
      await ctx.app.get(DataSource).query(`UPDATE organization SET plan = 'Pro' WHERE id = $1`, [ctx.org.id]);
      return {
        payload: {
          organizationId: ctx.org.id,
          organizationName: 'Testorganisasjon',
          email: uniqueEmail('invited'),
          token: newInvitationToken(),
          isAdmin: false,
        },
      };
    },
    expect: { admin: 201 },
  },
  {
    method: 'GET',
    path: '/api/Invitations/lookup/:token',
    access: 'public',
    request: async (ctx) => ({ url: `/api/Invitations/lookup/${(await seedInvitation(ctx)).token}` }),
    expect: { noToken: 200, forgedToken: 200, nonMember: 200, member: 200, admin: 200 },
  },
];

export default entries;
