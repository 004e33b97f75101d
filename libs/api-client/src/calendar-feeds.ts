// Secret iCalendar URLs (Pro): a member's own feed, an admin's organisation or team feed; the one
// definition of these calls for the employee and admin remotes. The list has no URLs (the token is stored
// hashed); `create` makes the feed or regenerates its URL (the old one stops at once) and answers with it.
import type { CalendarFeed, CreateCalendarFeedBody } from '@ferieplan/contracts';
import { calendarFeedErrors } from '@ferieplan/texts';
import { organizationCollection } from './organization-collection.js';

export const {
  api: calendarFeedsApi,
  keys: calendarFeedKeys,
  queries: calendarFeedQueries,
} = organizationCollection<CalendarFeed, CreateCalendarFeedBody, CalendarFeed>({
  path: '/api/CalendarFeeds',
  key: 'calendar-feeds',
  failed: {
    list: calendarFeedErrors.list,
    create: calendarFeedErrors.create,
    remove: calendarFeedErrors.remove,
  },
});
