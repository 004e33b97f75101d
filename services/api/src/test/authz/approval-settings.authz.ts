import { route, type RouteAuthz } from './authz-types.js';

const url = (organizationId: string) => `/api/Organizations/${organizationId}/approval-settings`;

const entries: RouteAuthz[] = [
  route('GET', '/api/Organizations/:id/approval-settings', 'admin', undefined, {
    request: (ctx) => ({ url: url(ctx.org.id) }),
  }),
  route('PUT', '/api/Organizations/:id/approval-settings', 'admin', undefined, {
    request: (ctx) => ({ url: url(ctx.org.id), payload: { requireSecondAdmin: null } }),
  }),
];

export default entries;
