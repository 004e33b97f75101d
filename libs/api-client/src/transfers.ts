// Days of last year moved into this year (every plan), up to the organisation's limit.
import { queryOptions } from '@tanstack/react-query';
import type { MemberTransfer, TransferOverview } from '@ferieplan/contracts';
import { planningAdminErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

export const transfersApi = {
  /** Admin: each member's unused days of last year, what may move and what has moved. */
  organization: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<TransferOverview>('GET', `/api/Transfers/organization/${encodeURIComponent(organizationId)}`, {
      fallbackMessage: planningAdminErrors.transfers,
      signal,
    }),
  /** Days of last year moved into this year (0 removes the transfer). */
  set: (userId: string, days: number) =>
    apiRequest<MemberTransfer>('PUT', `/api/Transfers/${encodeURIComponent(userId)}`, {
      body: { days },
      fallbackMessage: planningAdminErrors.transfer,
    }),
};

export const transferKeys = {
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'transfers'] as const,
};

export const transferQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: transferKeys.organization(organizationId),
      queryFn: ({ signal }) => transfersApi.organization(organizationId, signal),
    }),
};
