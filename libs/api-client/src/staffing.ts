import { queryOptions } from '@tanstack/react-query';
import type { StaffingMonth, StaffingQuery } from '@ferieplan/contracts';
import { staffing } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

export const staffingApi = {
  /** The staffing calendar's month: per grid day, how many non-admin members have approved vacation. */
  month: (organizationId: string, query: StaffingQuery, signal?: AbortSignal) => {
    const params = new URLSearchParams({ year: String(query.year), month: String(query.month) });
    if (query.teamId) params.set('teamId', query.teamId);
    return apiRequest<StaffingMonth>(
      'GET',
      `/api/Staffing/organization/${encodeURIComponent(organizationId)}?${params.toString()}`,
      { fallbackMessage: staffing.loadFailed, signal },
    );
  },
};

export const staffingKeys = {
  /** Every month of the staffing calendar. */
  organization: (organizationId: string) => [...organizationKeys.data(organizationId), 'staffing'] as const,
};

export const staffingQueries = {
  month: (organizationId: string, query: StaffingQuery) =>
    queryOptions({
      queryKey: [...staffingKeys.organization(organizationId), query] as const,
      queryFn: ({ signal }) => staffingApi.month(organizationId, query, signal),
    }),
};
