import { dataSourceOf } from '../harness.js';
import { route, type RouteAuthz } from './authz-types.js';

// Authorization table of Lønnseksport (issue 27): admins of the organisation (non-members 404, members
// 403); every route but the reopening is Pro (Starter 403). Reopening works on any plan, so that an
// organisation that left Pro is never stuck with locked periods.
const base = '/api/Payroll/organization/:organizationId';
const at = (orgId: string, path: string) => `/api/Payroll/organization/${orgId}/${path}`;
const period = 'from=2027-01-01&to=2027-01-31';

const entries: RouteAuthz[] = [
  route('GET', `${base}/pay-codes`, 'admin', 200, { plan: 'pro' }),
  route('PUT', `${base}/pay-codes`, 'admin', 200, {
    plan: 'pro',
    request: (ctx) => ({
      url: at(ctx.org.id, 'pay-codes'),
      payload: { codes: [{ kind: 'Ferie', payCode: '120' }] },
    }),
  }),
  route('GET', `${base}/preview`, 'admin', 200, {
    plan: 'pro',
    request: (ctx) => ({ url: at(ctx.org.id, `preview?${period}`) }),
  }),
  route('GET', `${base}/export`, 'admin', 200, {
    plan: 'pro',
    request: (ctx) => ({ url: at(ctx.org.id, `export?${period}&format=visma`) }),
  }),
  route('GET', `${base}/periods`, 'admin', 200, { plan: 'pro' }),
  route('POST', `${base}/periods`, 'admin', 201, {
    plan: 'pro',
    request: (ctx) => ({ url: at(ctx.org.id, 'periods'), payload: { from: '2027-03-01', to: '2027-03-31' } }),
  }),
  route('DELETE', `${base}/periods/:periodId`, 'admin', 204, {
    // A fresh marked period for each caller.
    request: async (ctx) => {
      const [row] = await dataSourceOf(ctx.app).query(
        `INSERT INTO payroll_period (organization_id, from_date, to_date) VALUES ($1, '2027-05-01', '2027-05-31') RETURNING id`,
        [ctx.org.id],
      );
      return { url: at(ctx.org.id, `periods/${row.id}`) };
    },
  }),
];

export default entries;
