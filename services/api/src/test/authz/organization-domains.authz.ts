import { randomUUID } from 'node:crypto';
import { dataSourceOf } from '../harness.js';
import { route, type MatrixContext, type RouteAuthz } from './authz-types.js';

// Authorization table of /api/OrganizationDomains (issue 26): claims are for admins; joining is for any
// signed-in person with a verified address at a domain the organisation opened.

const uniqueDomain = () => `firma-${randomUUID().slice(0, 8)}.test`;

/**
 * A claimed domain of the matrix organisation, already verified: verify then answers without a DNS
 * lookup (the matrix never depends on the Internet).
 */
async function seedDomain(ctx: MatrixContext): Promise<string> {
  const [row] = await dataSourceOf(ctx.app).query(
    `INSERT INTO organization_domain (organization_id, domain, token, verified_at) VALUES ($1, $2, 'matrise', now()) RETURNING id`,
    [ctx.org.id, uniqueDomain()],
  );
  return row.id;
}

const entries: RouteAuthz[] = [
  route('GET', '/api/OrganizationDomains/organization/:organizationId', 'admin', 200),
  route('POST', '/api/OrganizationDomains', 'admin', 201, {
    request: (ctx) => ({ payload: { organizationId: ctx.org.id, domain: uniqueDomain() } }),
  }),
  route('POST', '/api/OrganizationDomains/:id/verify', 'admin', 200, {
    request: async (ctx) => ({ url: `/api/OrganizationDomains/${await seedDomain(ctx)}/verify` }),
  }),
  route('PUT', '/api/OrganizationDomains/:id', 'admin', 200, {
    request: async (ctx) => ({
      url: `/api/OrganizationDomains/${await seedDomain(ctx)}`,
      payload: { joinEnabled: true },
    }),
  }),
  route('DELETE', '/api/OrganizationDomains/:id', 'admin', 204, {
    request: async (ctx) => ({ url: `/api/OrganizationDomains/${await seedDomain(ctx)}` }),
  }),
  route('GET', '/api/OrganizationDomains/joinable', 'authenticated', 200),
  // The matrix people signed up by e-mail and never confirmed it: everyone signed in is refused (403)
  // before the organisation is even looked at. Verified joins: organization-domains.integration.spec.ts.
  route('POST', '/api/OrganizationDomains/joinable/:organizationId/join', 'authenticated', 403, {
    request: (ctx) => ({ url: `/api/OrganizationDomains/joinable/${ctx.org.id}/join` }),
  }),
];

export default entries;
