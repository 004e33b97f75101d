// Advanced holiday planning (issue 12, Pro): the admin's summer overview (hovedferie) and the request
// form's staffing warning for a member (counts only, never names). Settings: planning-settings.ts.
import { queryOptions } from '@tanstack/react-query';
import type { StaffingWarning, SummerOverview } from '@ferieplan/contracts';
import { planningAdminErrors, planningEmployee } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

export interface StaffingWarningRange {
  startDate: string;
  endDate: string;
}

const base = (organizationId: string) => `/api/Planning/organization/${encodeURIComponent(organizationId)}`;

export const planningApi = {
  /** Admin: each member's hovedferie days of the year against the requirement. */
  summer: (organizationId: string, year: number, signal?: AbortSignal) =>
    apiRequest<SummerOverview>('GET', `${base(organizationId)}/summer?year=${year}`, {
      fallbackMessage: planningAdminErrors.summer,
      signal,
    }),
  /** The chosen working days on which the caller's team is already at its minimum (members, Pro). */
  staffingWarning: (organizationId: string, range: StaffingWarningRange, signal?: AbortSignal) =>
    apiRequest<StaffingWarning>(
      'GET',
      `${base(organizationId)}/staffing-warnings?${new URLSearchParams({ ...range }).toString()}`,
      { fallbackMessage: planningEmployee.staffingWarningFailed, signal },
    ),
};

export const planningKeys = {
  /** Every year's summer overview. */
  summer: (organizationId: string) => [...organizationKeys.data(organizationId), 'summer'] as const,
  staffingWarning: (organizationId: string, range: StaffingWarningRange) =>
    [...organizationKeys.data(organizationId), 'staffing-warning', range.startDate, range.endDate] as const,
};

export const planningQueries = {
  summer: (organizationId: string, year: number) =>
    queryOptions({
      queryKey: [...planningKeys.summer(organizationId), year] as const,
      queryFn: ({ signal }) => planningApi.summer(organizationId, year, signal),
    }),
  staffingWarning: (organizationId: string, range: StaffingWarningRange) =>
    queryOptions({
      queryKey: planningKeys.staffingWarning(organizationId, range),
      queryFn: ({ signal }) => planningApi.staffingWarning(organizationId, range, signal),
    }),
};
