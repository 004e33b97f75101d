import type { PushPublicKey, PushSubscriptionBody, PushUnsubscribeBody } from '@ferieplan/contracts';
import { pushToggleTexts } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const path = (organizationId: string) =>
  `/api/Push/organization/${encodeURIComponent(organizationId)}/subscription`;

export const pushApi = {
  /** The VAPID key this server signs pushes with; null when push is off here. */
  publicKey: () =>
    apiRequest<PushPublicKey>('GET', '/api/Push/public-key', { fallbackMessage: pushToggleTexts.failed }),
  /** This device gets the caller's pushes from the organisation. */
  subscribe: (organizationId: string, body: PushSubscriptionBody) =>
    apiRequest<void>('PUT', path(organizationId), { body, fallbackMessage: pushToggleTexts.failed }),
  /** This device gets no more. */
  unsubscribe: (organizationId: string, endpoint: string) =>
    apiRequest<void>('POST', `${path(organizationId)}/remove`, {
      body: { endpoint } satisfies PushUnsubscribeBody,
      fallbackMessage: pushToggleTexts.failed,
    }),
};
