// The organisation's planning settings (issue 12), read by members, the staffing calendar and admins
// alike: `advancedPlanning` says whether its plan includes Pro planning. Admins save them.
import { queryOptions } from '@tanstack/react-query';
import type { PlanningSettings, UpdatePlanningSettingsBody } from '@ferieplan/contracts';
import { planningAdminErrors, planningSettingsErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

const path = (organizationId: string) =>
  `/api/PlanningSettings/organization/${encodeURIComponent(organizationId)}`;

export const planningSettingsApi = {
  get: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<PlanningSettings>('GET', path(organizationId), {
      fallbackMessage: planningSettingsErrors.load,
      signal,
    }),
  update: (organizationId: string, body: UpdatePlanningSettingsBody) =>
    apiRequest<PlanningSettings>('PUT', path(organizationId), {
      body,
      fallbackMessage: planningAdminErrors.saveSettings,
    }),
};

export const planningSettingsKeys = {
  organization: (organizationId: string) =>
    [...organizationKeys.data(organizationId), 'planning-settings'] as const,
};

export const planningSettingsQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: planningSettingsKeys.organization(organizationId),
      queryFn: ({ signal }) => planningSettingsApi.get(organizationId, signal),
    }),
};
