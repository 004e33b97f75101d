import { dataSourceOf } from '../harness.js';
import { route, type RouteAuthz } from './authz-types.js';

// Payment: only an organisation's admins start checkout; the webhook is public and authenticated
// by Stripe's signature instead (none here -> 400 for every caller).
const entries: RouteAuthz[] = [
  route('POST', '/api/Payment/create-checkout-session', 'admin', 409, {
    request: async (ctx, caller) => {
      // The admin gets through to the plan check (409 on Pro) without calling Stripe.
      if (caller === 'admin') {
        await dataSourceOf(ctx.app).query("UPDATE organization SET plan = 'Pro' WHERE id = $1", [ctx.org.id]);
      }
      return { payload: { organizationId: ctx.org.id, planType: 'pro' } };
    },
  }),
  route('POST', '/api/Payment/webhook', 'public', 400, {
    request: () => ({ payload: { id: 'evt_matrix', type: 'checkout.session.completed' } }),
  }),
];

export default entries;
