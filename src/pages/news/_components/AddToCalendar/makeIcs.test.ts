/** @jest-environment node */
import {escapeIcsText, foldLine, icsFileName, makeIcs} from './makeIcs';

const options = {
  url: 'https://www.sapedar.example/event/7',
  host: 'www.sapedar.example',
  productName: 'Sapedar University',
  now: new Date('2026-01-02T03:04:05Z'),
};

const event = {
  id: 7,
  title: 'Career fair; employers, students & alumni',
  start_date: '2025-10-14',
  location: 'Main Hall, Block A',
  time_period: '9:00 AM – 1:00 PM',
  content: 'Bring your CV.\nRegistration at the door.',
};

/** The unfolded content lines of an .ics text. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('makeIcs', () => {
  it('ends every line with CRLF and never with a bare LF', () => {
    const ics = makeIcs(event, options)!;
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the start as a date and the (exclusive) end as the next day', () => {
    const lines = contentLines(makeIcs(event, options)!);
    expect(lines).toContain('DTSTART;VALUE=DATE:20251014');
    expect(lines).toContain('DTEND;VALUE=DATE:20251015');
  });

  it('crosses a month end for the end date', () => {
    const lines = contentLines(makeIcs({...event, start_date: '2024-02-29'}, options)!);
    expect(lines).toContain('DTEND;VALUE=DATE:20240301');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const lines = contentLines(makeIcs(event, options)!);
    expect(lines).toContain('SUMMARY:Career fair\\; employers\\, students & alumni');
    expect(lines).toContain('LOCATION:Main Hall\\, Block A');
    expect(lines).toContain('DESCRIPTION:9:00 AM – 1:00 PM\\n\\nBring your CV.\\nRegistration at the door.');
  });

  it('names the event uniquely and stamps it with the given clock', () => {
    const lines = contentLines(makeIcs(event, options)!);
    expect(lines).toContain('UID:event-7@www.sapedar.example');
    expect(lines).toContain('DTSTAMP:20260102T030405Z');
    expect(lines).toContain('URL:https://www.sapedar.example/event/7');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('gives nothing for an event without a valid date', () => {
    expect(makeIcs({...event, start_date: ''}, options)).toBeUndefined();
    expect(makeIcs({...event, start_date: '2025-02-30'}, options)).toBeUndefined();
  });

  it('folds long Dari lines at 75 octets without splitting a letter', () => {
    const title = 'نمایشگاه کاریابی پوهنتون سپیدار برای محصلان و فارغان همه پوهنځی‌ها';
    const ics = makeIcs({...event, title}, options)!;
    const encoder = new TextEncoder();
    for (const physical of ics.split('\r\n')) {
      expect(encoder.encode(physical).length).toBeLessThanOrEqual(75);
      expect(physical).not.toContain('\uFFFD');
    }
    expect(contentLines(ics)).toContain(`SUMMARY:${title}`);
  });
});

describe('escapeIcsText and foldLine', () => {
  it('escapes a backslash before anything else', () => {
    expect(escapeIcsText('a\\;b')).toBe('a\\\\\\;b');
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });
});

describe('icsFileName', () => {
  it('uses the keywords slug, or the id when there is none', () => {
    expect(icsFileName({id: 3, keywords: 'graduation-ceremony-2024'})).toBe('graduation-ceremony-2024.ics');
    expect(icsFileName({id: 3, keywords: ''})).toBe('event-3.ics');
  });
});
