import ICAL from 'ical.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, nextDay, renderCalendar, type AllDayEvent } from './ical.js';

// RFC 5545 3.8.8.2: x-props are TEXT by default (ical.js leaves unknown properties escaped otherwise).
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

const event = (fields: Partial<AllDayEvent> = {}): AllDayEvent => ({
  uid: 'a1b2@ferieplan',
  startDate: '2026-07-06',
  endDate: '2026-07-17',
  summary: 'Ferie',
  sequence: 0,
  created: new Date('2026-03-01T10:00:00Z'),
  lastModified: new Date('2026-03-02T08:30:15.250Z'),
  busy: true,
  ...fields,
});

/** Parses with ical.js, a real RFC 5545 parser, and returns the events. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((v) => ({ component: v, event: new ICAL.Event(v) })),
  };
}

describe('iCalendar writer (RFC 5545)', () => {
  it('writes all-day events: DTSTART;VALUE=DATE and an exclusive DTEND the day after the last day', () => {
    const text = renderCalendar({ name: 'Min ferie – Testorg', events: [event()] });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Min ferie – Testorg');
    const [{ event: parsed, component }] = events;
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2026-07-06');
    expect(parsed.endDate.isDate).toBe(true);
    expect(parsed.endDate.toString()).toBe('2026-07-18');
    expect(parsed.uid).toBe('a1b2@ferieplan');
    expect(parsed.sequence).toBe(0);
    expect(component.getFirstPropertyValue('last-modified')?.toString()).toBe('2026-03-02T08:30:15Z');
    expect(component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-02T08:30:15Z');
    expect(component.getFirstPropertyValue('transp')).toBe('OPAQUE');
  });

  it('ends every line with CRLF and keeps lines within 75 octets', () => {
    const text = renderCalendar({
      name: 'Ø'.repeat(100),
      events: [event({ description: 'æøå, '.repeat(60) })],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('escapes commas, semicolons, backslashes and line breaks in names and descriptions', () => {
    const summary = 'Berg, Kari; \\ «sjef» – ferie';
    const description = 'Linje 1\nLinje 2, med komma; og semikolon';
    const { calendar, events } = parse(
      renderCalendar({ name: 'Ferie, AS; test', events: [event({ summary, description })] }),
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ferie, AS; test');
    expect(events[0].event.summary).toBe(summary);
    expect(events[0].event.description).toBe(description);
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('round-trips any text through folding and escaping (fast-check)', () => {
    // What a calendar should show: any line break as \n, no control characters but tab (RFC 5545 3.3.11).
    const shown = (text: string) =>
      [...text.replace(/\r\n?/g, '\n')]
        .filter((c) => c === '\n' || c === '\t' || (c >= ' ' && c !== '\u007f'))
        .join('');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        (summary, description) => {
          const text = renderCalendar({ name: 'Kalender', events: [event({ summary, description })] });
          for (const line of text.split('\r\n'))
            expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
          const [{ event: parsed }] = parse(text).events;
          expect(parsed.summary).toBe(shown(summary));
          expect(parsed.description || null).toBe(shown(description) || null);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('folds without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'å'.repeat(80)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    expect(Buffer.from(folded, 'utf8').toString('utf8')).toBe(folded);
  });

  it('knows the day after the last day across months and leap years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});
