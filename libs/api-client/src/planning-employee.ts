// Advanced holiday planning as a member sees it (issue 12, Pro): the request form's staffing warning
// (counts only, never names) and the member's own secret calendar feed.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CalendarFeed, PlanningSettings, StaffingWarning } from '@ferieplan/contracts';
import { planningEmployee as texts } from '@ferieplan/texts';
import { apiRequest } from './http.js';

const org = (organizationId: string) => encodeURIComponent(organizationId);

export interface StaffingWarningRange {
  startDate: string;
  endDate: string;
}

export const planningEmployeeApi = {
  /** The organisation's planning settings; `advancedPlanning` says whether its plan includes Pro planning (members). */
  settings: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<PlanningSettings>('GET', `/api/PlanningSettings/organization/${org(organizationId)}`, {
      fallbackMessage: texts.loadFailed,
      signal,
    }),
  /** The chosen working days on which the caller's team is already at its minimum (members, Pro). */
  staffingWarning: (organizationId: string, range: StaffingWarningRange, signal?: AbortSignal) =>
    apiRequest<StaffingWarning>(
      'GET',
      `/api/Planning/organization/${org(organizationId)}/staffing-warnings?${new URLSearchParams({ ...range }).toString()}`,
      { fallbackMessage: texts.staffingWarningFailed, signal },
    ),
  /** The caller's calendar feeds in the organisation (the URLs are not shown again). */
  calendarFeeds: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<CalendarFeed[]>('GET', `/api/CalendarFeeds/organization/${org(organizationId)}`, {
      fallbackMessage: texts.feedLoadFailed,
      signal,
    }),
  /** Makes the member's own feed or replaces its URL (the old one stops at once); the URL comes once. */
  createOwnCalendarFeed: (organizationId: string) =>
    apiRequest<CalendarFeed>('POST', '/api/CalendarFeeds', {
      body: { organizationId, scope: 'member' },
      fallbackMessage: texts.feedCreateFailed,
    }),
};

// Under ['organization', id]: whatever refreshes an organisation's data refreshes these too.
const keys = {
  settings: (organizationId: string) => ['organization', organizationId, 'planning-settings'] as const,
  staffingWarning: (organizationId: string, range: StaffingWarningRange) =>
    ['organization', organizationId, 'staffing-warning', range.startDate, range.endDate] as const,
  calendarFeeds: (organizationId: string) => ['organization', organizationId, 'calendar-feeds'] as const,
};

export const planningEmployeeQueries = {
  settings: (organizationId: string) =>
    queryOptions({
      queryKey: keys.settings(organizationId),
      queryFn: ({ signal }) => planningEmployeeApi.settings(organizationId, signal),
    }),
  staffingWarning: (organizationId: string, range: StaffingWarningRange) =>
    queryOptions({
      queryKey: keys.staffingWarning(organizationId, range),
      queryFn: ({ signal }) => planningEmployeeApi.staffingWarning(organizationId, range, signal),
    }),
  calendarFeeds: (organizationId: string) =>
    queryOptions({
      queryKey: keys.calendarFeeds(organizationId),
      queryFn: ({ signal }) => planningEmployeeApi.calendarFeeds(organizationId, signal),
    }),
};

/** A feed made or regenerated: the list shows its new date. */
export const calendarFeedsChanged = (organizationId: string): QueryKey[] => [
  keys.calendarFeeds(organizationId),
];
