// A small RFC 5545 writer for subscription feeds of all-day events (iCalendar, text/calendar).

export interface AllDayEvent {
  /** Globally unique and stable for the event's whole life (a request keeps its UID when it changes). */
  uid: string;
  /** First day, 'YYYY-MM-DD'. */
  startDate: string;
  /** Last day, inclusive, 'YYYY-MM-DD' (written as the exclusive DTEND the day after). */
  endDate: string;
  summary: string;
  description?: string | null;
  /** Revision number: bumped on every change (RFC 5545 3.8.7.4). */
  sequence: number;
  created: Date;
  lastModified: Date;
  /** Shown as busy (own vacation) or free (colleagues' vacation in an overview calendar). */
  busy: boolean;
}

export interface CalendarFeedDocument {
  name: string;
  events: readonly AllDayEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

// Control characters other than HTAB are not allowed in TEXT (RFC 5545 3.3.11); line breaks become \n.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks; other controls dropped. */
export function escapeText(text: string): string {
  return text
    .replace(FORBIDDEN_CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 3.1): CRLF plus one space before
 * each continuation. Never splits a UTF-8 character ('æ', 'ø', 'å' are two octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** The day after an ISO date (DTEND of an all-day event is exclusive, RFC 5545 3.6.1). */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return next.toISOString().slice(0, 10);
}

/** DATE-TIME in UTC ('Z' form, RFC 5545 3.3.5), whole seconds. */
const utcDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function eventLines(event: AllDayEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    // No METHOD in the calendar: DTSTAMP then equals LAST-MODIFIED (RFC 5545 3.8.7.2), so output is stable.
    `DTSTAMP:${utcDateTime(event.lastModified)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.endDate))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(
    `SEQUENCE:${event.sequence}`,
    `CREATED:${utcDateTime(event.created)}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified)}`,
    'STATUS:CONFIRMED',
    `TRANSP:${event.busy ? 'OPAQUE' : 'TRANSPARENT'}`,
    'END:VEVENT',
  );
  return lines;
}

/** The whole VCALENDAR, CRLF line ends and folded lines. */
export function renderCalendar(feed: CalendarFeedDocument): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ferieplan//Ferieplan kalenderfeed//NB',
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    // Subscribers may refresh hourly (RFC 7986 REFRESH-INTERVAL; X-PUBLISHED-TTL for Outlook).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...feed.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
