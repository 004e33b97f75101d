import { queryOptions } from '@tanstack/react-query';
import type { ApprovalSettings, UpdateApprovalSettingsBody } from '@ferieplan/contracts';
import { adminApprovalSettings } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

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

export const approvalSettingsKeys = {
  organization: (organizationId: string) =>
    [...organizationKeys.data(organizationId), 'approval-settings'] as const,
};

export const approvalSettingsQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: approvalSettingsKeys.organization(organizationId),
      queryFn: ({ signal }) => approvalSettingsApi.get(organizationId, signal),
    }),
};
