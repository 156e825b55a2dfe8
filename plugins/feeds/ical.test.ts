/** @jest-environment node */
import {buildCalendar, escapeText, foldLine, MAX_LINE_OCTETS, type Calendar} from './ical';

const calendar: Calendar = {
  prodId: '-//Sapedar//Events en//EN',
  name: 'Sapedar University events',
  description: 'Dated events, with the rest to follow.',
  language: 'en',
  now: new Date('2026-01-02T03:04:05Z'),
  events: [
    {
      uid: 'event-7@www.sapedar.example',
      startDate: '2024-02-29',
      summary: 'Career fair; employers, students & alumni',
      location: 'Main Hall, Block A',
      description: '9:00 AM – 1:00 PM\n\nBring your CV.',
      url: 'https://www.sapedar.example/event/7',
    },
  ],
};

/** The content lines of an iCalendar text, continuation lines joined back. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

const DARI = 'مراسم فراغت محصلان دوره لیسانس و ماستری پوهنتون در سالون بزرگ کنفرانس‌ها با حضور استادان و خانواده‌ها برگزار می‌شود';
const PASHTO = 'د پوهنتون د لیسانس او ماسټرۍ د فارغانو د فراغت مراسم به د کنفرانسونو په لوی تالار کې د استادانو او کورنیو په ګډون ترسره شي';

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma with a backslash', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('writes line breaks of any kind as \\n', () => {
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('leaves XML-special characters and colons alone (iCalendar is not XML)', () => {
    expect(escapeText('A & B <C> "D": E')).toBe('A & B <C> "D": E');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'x'.repeat(MAX_LINE_OCTETS - 8)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long ASCII line into pieces of at most 75 octets, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const pieces = foldLine(line).split('\r\n');
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces[0]).toHaveLength(75);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });

  it.each([
    ['Dari', DARI],
    ['Pashto', PASHTO],
  ])('never splits a %s letter between two lines', (_language, text) => {
    // One ASCII octet first, so that the two-octet letters would straddle the
    // 75-octet boundary if octets were counted naively.
    const line = `SUMMARY;LANGUAGE=fa-AF:x${text}${text}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) {
      const octets = Buffer.from(piece, 'utf8');
      expect(octets.length).toBeLessThanOrEqual(75);
      // Each piece is valid UTF-8 on its own: decoding and re-encoding is lossless.
      expect(Buffer.from(octets.toString('utf8'), 'utf8').equals(octets)).toBe(true);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(unfold(`${folded}\r\n`)).toEqual([line]);
  });

  it('keeps a four-octet character whole', () => {
    const line = `SUMMARY:${'a'.repeat(66)}😀😀😀`;
    const pieces = foldLine(line).split('\r\n');
    expect(pieces[0]).toBe(`SUMMARY:${'a'.repeat(66)}`);
    expect(pieces[1]).toBe(' 😀😀😀');
  });
});

describe('buildCalendar', () => {
  it('ends every line with CRLF and has no bare CR or LF', () => {
    const ics = buildCalendar(calendar);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has no line longer than 75 octets, even with Dari text', () => {
    const ics = buildCalendar({
      ...calendar,
      language: 'fa-AF',
      events: [{...calendar.events[0], summary: DARI, location: DARI, description: `${DARI}\n${DARI}`}],
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY;LANGUAGE=fa-AF:${DARI}`);
  });

  it('opens with the calendar properties a subscription needs', () => {
    const lines = unfold(buildCalendar(calendar));
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Sapedar//Events en//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Sapedar University events',
      'X-WR-CALDESC:Dated events\\, with the rest to follow.',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('writes each event as an all-day VEVENT with escaped text', () => {
    const lines = unfold(buildCalendar(calendar));
    const start = lines.indexOf('BEGIN:VEVENT');
    const end = lines.indexOf('END:VEVENT');
    expect(lines.slice(start, end + 1)).toEqual([
      'BEGIN:VEVENT',
      'UID:event-7@www.sapedar.example',
      'DTSTAMP:20260102T030405Z',
      'DTSTART;VALUE=DATE:20240229',
      'DTEND;VALUE=DATE:20240301',
      'SUMMARY;LANGUAGE=en:Career fair\\; employers\\, students & alumni',
      'LOCATION;LANGUAGE=en:Main Hall\\, Block A',
      'DESCRIPTION;LANGUAGE=en:9:00 AM – 1:00 PM\\n\\nBring your CV.',
      'URL;VALUE=URI:https://www.sapedar.example/event/7',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]);
  });

  it('leaves out an empty location and description', () => {
    const lines = unfold(buildCalendar({...calendar, events: [{...calendar.events[0], location: ' ', description: undefined}]}));
    expect(lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
    expect(lines.some((line) => line.startsWith('DESCRIPTION'))).toBe(false);
  });

  it('writes one VEVENT per event and none for an empty calendar', () => {
    const two = buildCalendar({...calendar, events: [calendar.events[0], {...calendar.events[0], uid: 'event-8@x'}]});
    expect(unfold(two).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(unfold(buildCalendar({...calendar, events: []}))).not.toContain('BEGIN:VEVENT');
  });

  it('refuses a start date that is not a real date', () => {
    expect(() => buildCalendar({...calendar, events: [{...calendar.events[0], startDate: '2025-02-30'}]})).toThrow(/2025-02-30/);
  });
});
