import type { RouteAuthz } from '../../test/authz/authz-types.js';

const entries: RouteAuthz[] = [
  {
    method: 'GET',
    path: '/api/Organizations/:id/approval-settings',
    access: 'admin',
    request: (ctx) => ({ url: `/api/Organizations/${ctx.org.id}/approval-settings` }),
  },
  {
    method: 'PUT',
    path: '/api/Organizations/:id/approval-settings',
    access: 'admin',
    request: (ctx) => ({
      url: `/api/Organizations/${ctx.org.id}/approval-settings`,
      payload: { requireSecondAdmin: null },
    }),
  },
];

export default entries;
