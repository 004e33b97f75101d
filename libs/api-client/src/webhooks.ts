// Webhooks (issue 27, admins, Pro): endpoints, their signing secrets (shown once) and deliveries.
import { queryOptions } from '@tanstack/react-query';
import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointBody,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecret,
} from '@ferieplan/contracts';
import { adminWebhooks } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const endpoint = (id: string) => `/api/Webhooks/endpoints/${encodeURIComponent(id)}`;

export const webhooksApi = {
  list: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<WebhookEndpoint[]>('GET', `/api/Webhooks/organization/${encodeURIComponent(organizationId)}`, {
      fallbackMessage: adminWebhooks.loadFailed,
      signal,
    }),
  /** The answer carries the signing secret, shown this once. */
  create: (body: CreateWebhookEndpointBody) =>
    apiRequest<CreatedWebhookEndpoint>('POST', '/api/Webhooks', {
      body,
      fallbackMessage: adminWebhooks.addFailed,
    }),
  remove: (id: string) =>
    apiRequest<void>('DELETE', endpoint(id), { fallbackMessage: adminWebhooks.removeFailed }),
  rotateSecret: (id: string) =>
    apiRequest<WebhookSecret>('POST', `${endpoint(id)}/secret`, {
      fallbackMessage: adminWebhooks.rotateFailed,
    }),
  deliveries: (id: string, signal?: AbortSignal) =>
    apiRequest<WebhookDelivery[]>('GET', `${endpoint(id)}/deliveries`, {
      fallbackMessage: adminWebhooks.deliveriesLoadFailed,
      signal,
    }),
  resend: (deliveryId: string) =>
    apiRequest<WebhookDelivery>('POST', `/api/Webhooks/deliveries/${encodeURIComponent(deliveryId)}/resend`, {
      fallbackMessage: adminWebhooks.resendFailed,
    }),
};

export const webhookKeys = {
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'webhooks'] as const,
  deliveries: (organizationId: string, endpointId: string) =>
    [...webhookKeys.organization(organizationId), endpointId, 'deliveries'] as const,
};

export const webhookQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: webhookKeys.organization(organizationId),
      queryFn: ({ signal }) => webhooksApi.list(organizationId, signal),
    }),
  deliveries: (organizationId: string, endpointId: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(organizationId, endpointId),
      queryFn: ({ signal }) => webhooksApi.deliveries(endpointId, signal),
    }),
};
