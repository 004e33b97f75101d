// The admin's side of advanced holiday planning: saving the planning settings (reading them:
// planning-settings.ts), transfers, the summer overview (hovedferie) and a team's minimum staffing.
import { queryOptions } from '@tanstack/react-query';
import type {
  MemberTransfer,
  PlanningSettings,
  SummerOverview,
  Team,
  TransferOverview,
  UpdatePlanningSettingsBody,
} from '@ferieplan/contracts';
import { adminMinimumStaffing, planningAdminErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const id = encodeURIComponent;

export const planningAdminApi = {
  updateSettings: (organizationId: string, body: UpdatePlanningSettingsBody) =>
    apiRequest<PlanningSettings>('PUT', `/api/PlanningSettings/organization/${id(organizationId)}`, {
      body,
      fallbackMessage: planningAdminErrors.saveSettings,
    }),
  transfers: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<TransferOverview>('GET', `/api/Transfers/organization/${id(organizationId)}`, {
      fallbackMessage: planningAdminErrors.transfers,
      signal,
    }),
  /** Days of last year moved into this year (0 removes the transfer). */
  setTransfer: (userId: string, days: number) =>
    apiRequest<MemberTransfer>('PUT', `/api/Transfers/${id(userId)}`, {
      body: { days },
      fallbackMessage: planningAdminErrors.transfer,
    }),
  summer: (organizationId: string, year: number, signal?: AbortSignal) =>
    apiRequest<SummerOverview>(
      'GET',
      `/api/Planning/organization/${id(organizationId)}/summer?year=${year}`,
      {
        fallbackMessage: planningAdminErrors.summer,
        signal,
      },
    ),
  /** 'Minst {n} på jobb'; null removes it. */
  setMinimumStaffing: (teamId: string, minimumStaffing: number | null) =>
    apiRequest<Team>('PUT', `/api/Teams/${id(teamId)}/minimum-staffing`, {
      body: { minimumStaffing },
      fallbackMessage: adminMinimumStaffing.saveFailed,
    }),
};

// Under ['organization', id]: whatever refreshes an organisation's data refreshes these too.
export const planningAdminKeys = {
  transfers: (organizationId: string) => ['organization', organizationId, 'transfers'] as const,
  /** Every year's summer overview. */
  summer: (organizationId: string) => ['organization', organizationId, 'summer'] as const,
};

export const planningAdminQueries = {
  transfers: (organizationId: string) =>
    queryOptions({
      queryKey: planningAdminKeys.transfers(organizationId),
      queryFn: ({ signal }) => planningAdminApi.transfers(organizationId, signal),
    }),
  summer: (organizationId: string, year: number) =>
    queryOptions({
      queryKey: [...planningAdminKeys.summer(organizationId), year] as const,
      queryFn: ({ signal }) => planningAdminApi.summer(organizationId, year, signal),
    }),
};
