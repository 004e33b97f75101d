import { queryOptions } from '@tanstack/react-query';
import type { ApprovalSettings, UpdateApprovalSettingsBody } from '@ferieplan/contracts';
import { adminApprovalSettings } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const path = (organizationId: string) =>
  `/api/Organizations/${encodeURIComponent(organizationId)}/approval-settings`;

/** 'Krev godkjenning fra en annen administrator' (admins only). */
export const approvalSettingsApi = {
  get: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<ApprovalSettings>('GET', path(organizationId), {
      fallbackMessage: adminApprovalSettings.loadFailed,
      signal,
    }),
  update: (organizationId: string, body: UpdateApprovalSettingsBody) =>
    apiRequest<ApprovalSettings>('PUT', path(organizationId), {
      body,
      fallbackMessage: adminApprovalSettings.saveFailed,
    }),
};

/** Under the organisation's key, so everything that refetches the organisation refetches this too. */
export const approvalSettingsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'approval-settings'] as const,
    queryFn: ({ signal }) => approvalSettingsApi.get(organizationId, signal),
  });
