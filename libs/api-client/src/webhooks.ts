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
import { organizationCollection } from './organization-collection.js';

const endpoint = (id: string) => `/api/Webhooks/endpoints/${encodeURIComponent(id)}`;

const endpoints = organizationCollection<WebhookEndpoint, CreateWebhookEndpointBody, CreatedWebhookEndpoint>({
  path: '/api/Webhooks',
  itemPath: '/api/Webhooks/endpoints',
  key: 'webhooks',
  failed: {
    list: adminWebhooks.loadFailed,
    create: adminWebhooks.addFailed,
    remove: adminWebhooks.removeFailed,
  },
});

export const webhooksApi = {
  list: endpoints.api.organization,
  /** The answer carries the signing secret, shown this once. */
  create: endpoints.api.create,
  remove: endpoints.api.remove,
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
  organization: endpoints.keys.organization,
  deliveries: (organizationId: string, endpointId: string) =>
    [...webhookKeys.organization(organizationId), endpointId, 'deliveries'] as const,
};

export const webhookQueries = {
  organization: endpoints.queries.organization,
  deliveries: (organizationId: string, endpointId: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(organizationId, endpointId),
      queryFn: ({ signal }) => webhooksApi.deliveries(endpointId, signal),
    }),
};
