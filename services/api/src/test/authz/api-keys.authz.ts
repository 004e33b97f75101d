import { seedApiKey } from '../api-key-factory.js';
import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/ApiKeys: admins only (an API key itself never reaches these routes).

const entries: RouteAuthz[] = [
  route('GET', '/api/ApiKeys/organization/:organizationId', 'admin', 200),
  route('POST', '/api/ApiKeys', 'admin', 201, {
    plan: 'pro',
    request: (ctx) => ({ payload: { organizationId: ctx.org.id, name: 'Matrise', scope: 'read' } }),
  }),
  route('DELETE', '/api/ApiKeys/:id', 'admin', 204, {
    request: async (ctx) => {
      const { id } = await seedApiKey(ctx.app, {
        organizationId: ctx.org.id,
        membershipId: ctx.adminMembershipId,
      });
      return { url: `/api/ApiKeys/${id}` };
    },
  }),
];

export default entries;
