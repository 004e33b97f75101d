// Secret iCalendar URLs (Pro): a member's own feed, an admin's organisation or team feed. The one
// definition of these calls for the employee and admin remotes.
import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeed, CreateCalendarFeedBody } from '@ferieplan/contracts';
import { calendarFeedErrors } from '@ferieplan/texts';
import { apiRequest } from './http.js';
import { organizationKeys } from './organizations.js';

export const calendarFeedsApi = {
  /** The caller's feeds in the organisation, without URLs (the token is stored hashed). */
  organization: (organizationId: string, signal?: AbortSignal) =>
    apiRequest<CalendarFeed[]>(
      'GET',
      `/api/CalendarFeeds/organization/${encodeURIComponent(organizationId)}`,
      {
        fallbackMessage: calendarFeedErrors.list,
        signal,
      },
    ),
  /** Makes the feed or regenerates its URL (the old one stops at once); the answer carries the URL. */
  create: (body: CreateCalendarFeedBody) =>
    apiRequest<CalendarFeed>('POST', '/api/CalendarFeeds', {
      body,
      fallbackMessage: calendarFeedErrors.create,
    }),
  remove: (id: string) =>
    apiRequest<void>('DELETE', `/api/CalendarFeeds/${encodeURIComponent(id)}`, {
      fallbackMessage: calendarFeedErrors.remove,
    }),
};

export const calendarFeedKeys = {
  organization: (organizationId: string) =>
    [...organizationKeys.data(organizationId), 'calendar-feeds'] as const,
};

export const calendarFeedQueries = {
  organization: (organizationId: string) =>
    queryOptions({
      queryKey: calendarFeedKeys.organization(organizationId),
      queryFn: ({ signal }) => calendarFeedsApi.organization(organizationId, signal),
    }),
};
