/**
 * Builds an iCalendar feed (RFC 5545) of the university's dated events, the
 * file a calendar app subscribes to (`/events.ics`, `/fa/events.ics`,
 * `/ps/events.ics`). Pure: the caller passes the events and the clock.
 *
 * The data gives each event a start date and a free-text duration ("9:00 AM –
 * 12:00 PM"), not machine-readable times, so every entry is an all-day event
 * (DTSTART;VALUE=DATE), with the duration leading the description. This is
 * the shape of the event page's own "Add to calendar" file
 * (src/pages/news/_components/AddToCalendar/makeIcs.ts), UID included, so an app sees
 * the same event in both.
 * @see https://www.rfc-editor.org/rfc/rfc5545
 */

/** One dated event as it goes into the calendar. */
export interface CalendarEvent {
  /** Globally unique and stable across rebuilds, e.g. `event-7@www.example.org`. */
  readonly uid: string;
  /** ISO date `YYYY-MM-DD`: the (all-day) day of the event. */
  readonly startDate: string;
  readonly summary: string;
  readonly location?: string;
  readonly description?: string;
  /** The event's page on the site. */
  readonly url: string;
}

/** The calendar as a whole. */
export interface Calendar {
  /** PRODID: `-//Owner//Product//EN` (RFC 5545 §3.7.3). */
  readonly prodId: string;
  /** Name a calendar app shows for the subscription (X-WR-CALNAME). */
  readonly name: string;
  readonly description?: string;
  /** Language of the text values, e.g. `fa-AF` (LANGUAGE parameter). */
  readonly language?: string;
  /** When the feed was made (DTSTAMP of every event). */
  readonly now: Date;
  readonly events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
/** A content line's maximum length in octets, line break excluded (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;
/** How often subscribers should fetch the feed again. */
const REFRESH_INTERVAL = 'PT12H';

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/**
 * Octets of one code point in UTF-8. Counted by hand, not with Buffer or
 * TextEncoder: the event page's "Add to calendar" runs this in the browser
 * (and in test DOMs that lack TextEncoder).
 */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds a content line into pieces of at most 75 octets, each continuation
 * starting with one space (RFC 5545 §3.1). Splits only between code points:
 * a Dari or Pashto letter takes two octets in UTF-8 and an emoji four, and a
 * calendar app would show a broken character if its octets were torn apart.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    // A continuation line spends one octet on its leading space.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** `2024-03-16` → `20240316`; throws on anything that is not a real date. */
export function dateValue(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`not an ISO date (YYYY-MM-DD): "${isoDate}"`);
  }
  return isoDate.replace(/-/g, '');
}

/** The day after an ISO date, as a DATE value: the exclusive end of an all-day event. */
function nextDayValue(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** A UTC DATE-TIME value: `20260102T030405Z`. */
function timestampValue(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** `NAME;LANGUAGE=fa-AF:escaped text` (the parameter only when a language is set). */
function textProperty(name: string, value: string, language: string | undefined): string {
  return `${name}${language ? `;LANGUAGE=${language}` : ''}:${escapeText(value)}`;
}

function eventLines(event: CalendarEvent, calendar: Calendar): string[] {
  const lang = calendar.language;
  const location = event.location?.trim();
  const description = event.description?.trim();
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${timestampValue(calendar.now)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
    // DTEND of an all-day entry is exclusive: the following day.
    `DTEND;VALUE=DATE:${nextDayValue(event.startDate)}`,
    textProperty('SUMMARY', event.summary.trim(), lang),
    ...(location ? [textProperty('LOCATION', location, lang)] : []),
    ...(description ? [textProperty('DESCRIPTION', description, lang)] : []),
    `URL;VALUE=URI:${event.url}`,
    // A subscriber's calendar shows these as information, not as time the
    // subscriber is busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/**
 * The whole calendar as iCalendar text: CRLF line endings, every line folded
 * at 75 octets, text values escaped. Events keep the order given.
 */
export function buildCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // Not in RFC 5545, but what Apple, Google and Outlook read for a
    // subscription's name, description and refresh rate.
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
