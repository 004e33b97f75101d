import { hashInvitationToken, newInvitationToken } from '../../invitations/invitation-token.js';
import { dataSourceOf, uniqueEmail } from '../harness.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

/** A pending invitation in the matrix organisation, to `email` (default: a fresh address). */
async function seedInvitation(
  ctx: MatrixContext,
  email = uniqueEmail('invitee'),
): Promise<{ id: string; token: string }> {
  const token = newInvitationToken();
  const [row] = await dataSourceOf(ctx.app).query(
    `INSERT INTO invitation (organization_id, email, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '7 days') RETURNING id`,
    [ctx.org.id, email, hashInvitationToken(token)],
  );
  return { id: row.id, token };
}

/**
 * Starter: admin + member already fill both seats, so the admin would get the limit refusal (403 with the
 * Starter message); the matrix organisation is upgraded to Pro so the admin's invitation goes through.
 */
const upgradeToPro = (ctx: MatrixContext) =>
  dataSourceOf(ctx.app).query(`UPDATE organization SET plan = 'Pro' WHERE id = $1`, [ctx.org.id]);

const outsiderInvitations = new WeakMap<MatrixContext, { id: string; token: string }>();

const entries: RouteAuthz[] = [
  route('GET', '/api/UserInvitations/organization/:organizationId', 'admin'),
  route('GET', '/api/UserInvitations/mine', 'authenticated'),
  route('POST', '/api/UserInvitations', 'admin', 201, {
    request: async (ctx) => {
      await upgradeToPro(ctx);
      return { payload: { organizationId: ctx.org.id, email: uniqueEmail('invited'), isAdmin: false } };
    },
  }),
  route('POST', '/api/UserInvitations/:id/resend', 'admin', 200, {
    request: async (ctx) => ({ url: `/api/UserInvitations/${(await seedInvitation(ctx)).id}/resend` }),
  }),
  route('POST', '/api/UserInvitations/:id/cancel', 'admin', 204, {
    request: async (ctx) => ({ url: `/api/UserInvitations/${(await seedInvitation(ctx)).id}/cancel` }),
  }),
  // Only the invitee may accept: here the invitation is addressed to the outsider, who proves the
  // mailbox with the mailed token.
  route('POST', '/api/UserInvitations/:id/accept', 'authenticated', 200, {
    request: async (ctx) => {
      // One invitation per matrix row (the request builder runs once per caller).
      let invitation = outsiderInvitations.get(ctx);
      if (!invitation)
        outsiderInvitations.set(
          ctx,
          (invitation = await seedInvitation(ctx, ctx.outsider.email.toUpperCase())),
        );
      return { url: `/api/UserInvitations/${invitation.id}/accept`, payload: { token: invitation.token } };
    },
    expect: { member: 403, admin: 403 },
  }),
  route('POST', '/api/Invitations', 'admin', 201, {
    request: async (ctx) => {
      await upgradeToPro(ctx);
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
  }),
  route('GET', '/api/Invitations/lookup/:token', 'public', 200, {
    request: async (ctx) => ({ url: `/api/Invitations/lookup/${(await seedInvitation(ctx)).token}` }),
  }),
];

export default entries;
