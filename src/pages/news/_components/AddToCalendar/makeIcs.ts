/**
 * Builds an iCalendar file (RFC 5545) for one event, so a visitor can add a
 * dated event to their own calendar. Pure: the caller passes the clock.
 *
 * The API gives a start date and a free-text duration ("9:00 AM – 12:00 PM"),
 * not machine-readable times, so the entry is an all-day event on the start
 * date (DTSTART;VALUE=DATE), with the duration text leading the description.
 */
import {escapeText as escapeIcsText, foldLine} from '@site/plugins/feeds/ical';
import {parseIsoDate} from '@site/src/lib/format';

/** What the calendar entry is made of. */
export interface IcsEvent {
  readonly id: number;
  readonly title: string;
  /** ISO date, `YYYY-MM-DD`. */
  readonly start_date: string;
  readonly location?: string;
  readonly time_period?: string;
  readonly content?: string;
}

export interface IcsOptions {
  /** The event's public page, written as URL. */
  readonly url: string;
  /** Host name used to make the UID unique across calendars. */
  readonly host: string;
  /** Product name for PRODID. */
  readonly productName: string;
  /** When the file is made (DTSTAMP). */
  readonly now: Date;
}

const CRLF = '\r\n';

// The same escaping and folding as the site's events feed, so a calendar app
// reads the downloaded event and the subscribed one alike.
export {escapeText as escapeIcsText, foldLine} from '@site/plugins/feeds/ical';

function dateValue(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

function timestampValue(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * The .ics text for `event`, or undefined when it has no valid start date
 * (an event whose date is to be announced can't go in a calendar).
 */
export function makeIcs(event: IcsEvent, options: IcsOptions): string | undefined {
  const start = parseIsoDate(event.start_date);
  if (!start) {
    return undefined;
  }
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const description = [event.time_period, event.content]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(options.productName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${options.host}`,
    `DTSTAMP:${timestampValue(options.now)}`,
    `DTSTART;VALUE=DATE:${dateValue(start)}`,
    // DTEND of an all-day entry is exclusive: the following day.
    `DTEND;VALUE=DATE:${dateValue(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location?.trim() ? [`LOCATION:${escapeIcsText(event.location.trim())}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    `URL:${options.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the event's .ics download, from its title's Latin letters or its id. */
export function icsFileName(event: Pick<IcsEvent, 'id'> & {readonly keywords?: string}): string {
  const slug = (event.keywords ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || `event-${event.id}`}.ics`;
}
