import { queryOptions } from '@tanstack/react-query';
import type { AbsenceKindSettings, UpdateAbsenceKindSettingsBody } from '@ferieplan/contracts';
import { absenceLabels } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const path = (organizationId: string) =>
  `/api/AbsenceKinds/organization/${encodeURIComponent(organizationId)}`;

/** Which absence kinds the organisation uses and which need approval (Innstillinger). */
export const absenceKindsApi = {
  /** Every member may read it (the request form offers the enabled kinds). */
  get: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<AbsenceKindSettings>('GET', path(organizationId), {
      fallbackMessage: absenceLabels.settingsLoadFailed,
      signal,
    }),
  /** Admins; Pro-only kinds on Starter: 403 with the upgrade message. */
  update: (organizationId: string, body: UpdateAbsenceKindSettingsBody) =>
    apiRequest<AbsenceKindSettings>('PUT', path(organizationId), {
      body,
      fallbackMessage: absenceLabels.settingsSaveFailed,
    }),
};

export const absenceKindKeys = {
  organization: (organizationId: string) =>
    [...organizationKeys.data(organizationId), 'absence-kinds'] as const,
};

export const absenceKindQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: absenceKindKeys.organization(organizationId),
      queryFn: ({ signal }) => absenceKindsApi.get(organizationId, signal),
    }),
};
