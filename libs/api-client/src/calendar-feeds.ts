// Secret iCalendar URLs (Pro): a member's own feed, an admin's organisation or team feed. The one
// definition of these calls for the employee and admin remotes.
import type { CalendarFeed, CreateCalendarFeedBody } from '@ferieplan/contracts';
import { calendarFeedErrors } from '@ferieplan/texts';
import { organizationCollection } from './organization-collection.js';

const feeds = organizationCollection<CalendarFeed, CreateCalendarFeedBody, CalendarFeed>({
  path: '/api/CalendarFeeds',
  key: 'calendar-feeds',
  failed: { list: calendarFeedErrors.list, create: calendarFeedErrors.create, remove: calendarFeedErrors.remove },
});

export const calendarFeedsApi = {
  /** The caller's feeds in the organisation, without URLs (the token is stored hashed). */
  organization: feeds.list,
  /** Makes the feed or regenerates its URL (the old one stops at once); the answer carries the URL. */
  create: feeds.create,
  remove: feeds.remove,
};

export const calendarFeedKeys = { organization: feeds.key };

export const calendarFeedQueries = { organization: feeds.query };
