import { DataSource } from 'typeorm';
import type { RouteAuthz } from '../test/authz/authz-types.js';

// Payment: only an organisation's admins start checkout; the webhook is public and authenticated
// by Stripe's signature instead (none here -> 400 for every caller).
const entries: RouteAuthz[] = [
  {
    method: 'POST',
    path: '/api/Payment/create-checkout-session',
    access: 'admin',
    request: async (ctx, caller) => {
      // The admin gets through to the plan check (409 on Pro) without calling Stripe.
      if (caller === 'admin') {
        await ctx.app.get(DataSource).query("UPDATE organization SET plan = 'Pro' WHERE id = $1", [ctx.org.id]);
      }
      return { payload: { organizationId: ctx.org.id, planType: 'pro' } };
    },
    expect: { admin: 409 },
  },
  {
    method: 'POST',
    path: '/api/Payment/webhook',
    access: 'public',
    request: () => ({ payload: { id: 'evt_matrix', type: 'checkout.session.completed' } }),
    expect: { noToken: 400, forgedToken: 400, nonMember: 400, member: 400, admin: 400 },
  },
];

export default entries;
