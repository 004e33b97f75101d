import type { ApiKeyScope } from '@ferieplan/contracts';
import { server, serverApiKeys } from '@ferieplan/texts';
import { forbidden, notFound } from '../common/domain-error.js';
import { bindApiKey } from '../observability/request-context.js';
import type { ApiKeyRequest } from './api-key-request.js';

/**
 * What an API key may do on a route (after it authenticated): only routes marked @ApiKeyAllowed, only
 * reads with a read key, only its own organisation. The organisation is bound to the request, so every
 * membership check of the request (OrganizationAccessService) refuses other organisations too, also
 * where the organisation comes from a body or from the id of a team or request.
 */
export function admitApiKey(request: ApiKeyRequest, allowed: ApiKeyScope | undefined): void {
  const key = request.apiKey;
  if (!key) return;
  if (!allowed) throw forbidden(serverApiKeys.routeRefused);
  // HEAD is the GET Fastify answers without a body: a read too.
  const writes = allowed === 'write' || !['GET', 'HEAD'].includes(request.method);
  if (writes && key.scope !== 'write') throw forbidden(serverApiKeys.readOnly);
  const organizationId = (request.params as { organizationId?: unknown } | undefined)?.organizationId;
  if (organizationId !== undefined && organizationId !== key.organizationId)
    throw notFound(server.organizationNotFound);
  // Without a request context the binding could not hold: refuse rather than act unbound.
  if (!bindApiKey(key)) throw forbidden(serverApiKeys.routeRefused);
}
