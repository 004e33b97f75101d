import { newWebhookSecret } from '../../webhooks/webhook-signature.js';
import { dataSourceOf } from '../harness.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/Webhooks: admins of a Pro organisation only.

/** An endpoint of the matrix organisation (an address that never answers: nothing is delivered here). */
async function seedEndpoint(ctx: MatrixContext): Promise<string> {
  const [row] = await dataSourceOf(ctx.app).query(
    `INSERT INTO webhook_endpoint (organization_id, url, events, secret) VALUES ($1, 'https://hooks.invalid/x', '{member.joined}', $2) RETURNING id`,
    [ctx.org.id, newWebhookSecret()],
  );
  return row.id;
}

/** A delivery that was given up, to send again. */
async function seedFailedDelivery(ctx: MatrixContext): Promise<string> {
  const [row] = await dataSourceOf(ctx.app).query(
    `INSERT INTO webhook_delivery (endpoint_id, event_id, event_type, body, status, attempts)
     VALUES ($1, gen_random_uuid(), 'member.joined', '{}', 'Failed', 14) RETURNING id`,
    [await seedEndpoint(ctx)],
  );
  return row.id;
}

const endpointUrl =
  (suffix = '') =>
  async (ctx: MatrixContext) => ({
    url: `/api/Webhooks/endpoints/${await seedEndpoint(ctx)}${suffix}`,
  });

const entries: RouteAuthz[] = [
  route('GET', '/api/Webhooks/organization/:organizationId', 'admin', 200, { plan: 'pro' }),
  route('POST', '/api/Webhooks', 'admin', 201, {
    plan: 'pro',
    request: (ctx) => ({
      payload: {
        organizationId: ctx.org.id,
        url: 'https://hooks.invalid/ferieplan',
        events: ['absence.created'],
      },
    }),
  }),
  route('DELETE', '/api/Webhooks/endpoints/:id', 'admin', 204, { plan: 'pro', request: endpointUrl() }),
  route('POST', '/api/Webhooks/endpoints/:id/secret', 'admin', 200, {
    plan: 'pro',
    request: endpointUrl('/secret'),
  }),
  route('GET', '/api/Webhooks/endpoints/:id/deliveries', 'admin', 200, {
    plan: 'pro',
    request: endpointUrl('/deliveries'),
  }),
  route('POST', '/api/Webhooks/deliveries/:deliveryId/resend', 'admin', 201, {
    plan: 'pro',
    request: async (ctx) => ({ url: `/api/Webhooks/deliveries/${await seedFailedDelivery(ctx)}/resend` }),
  }),
];

export default entries;
