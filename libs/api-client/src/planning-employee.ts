// Advanced holiday planning as a member sees it (issue 12, Pro): the request form's staffing warning
// (counts only, never names). The settings and the member's own feed: planning-settings.ts, calendar-feeds.ts.
import { queryOptions } from '@tanstack/react-query';
import type { StaffingWarning } from '@ferieplan/contracts';
import { planningEmployee as texts } from '@ferieplan/texts';
import { apiRequest } from './http.js';

export interface StaffingWarningRange {
  startDate: string;
  endDate: string;
}

export const planningEmployeeApi = {
  /** The chosen working days on which the caller's team is already at its minimum (members, Pro). */
  staffingWarning: (organizationId: string, range: StaffingWarningRange, signal?: AbortSignal) =>
    apiRequest<StaffingWarning>(
      'GET',
      `/api/Planning/organization/${encodeURIComponent(organizationId)}/staffing-warnings?${new URLSearchParams({ ...range }).toString()}`,
      { fallbackMessage: texts.staffingWarningFailed, signal },
    ),
};

// Under ['organization', id]: whatever refreshes an organisation's data refreshes these too.
export const planningEmployeeQueries = {
  staffingWarning: (organizationId: string, range: StaffingWarningRange) =>
    queryOptions({
      queryKey: ['organization', organizationId, 'staffing-warning', range.startDate, range.endDate] as const,
      queryFn: ({ signal }) => planningEmployeeApi.staffingWarning(organizationId, range, signal),
    }),
};
