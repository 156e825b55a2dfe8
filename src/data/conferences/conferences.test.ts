/**
 * The conference data against the facts of spec 2 ("Conference pages", §5,
 * §9): counts, dates, times and rooms, in all three languages, plus the
 * formatting and localising rules the pages rely on.
 */
import {identity} from '@site/src/config/identity';
import {acheda2024} from './acheda-2024';
import {acheda2025} from './acheda-2025';
import {formatConferenceDate, formatTime, formatTimeRange, localDigits, LOCALES} from './format';
import {icamr2022} from './icamr-2022';
import {icamr2024} from './icamr-2024';
import {at, day, localize, type InfoSection} from './model';
import {ncai2024} from './ncai-2024';

const CONFERENCES = {icamr2022, ncai2024, icamr2024, acheda2024, acheda2025};

/** Times are written with no-break spaces before the dash and AM/PM; tests spell them with plain ones. */
const plain = (text: string) => text.replace(/\u00A0/g, ' ');

/** Every text of a localized value, flattened (to search sections for a fact). */
function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

function datesOf(sections: readonly InfoSection[]): string[] {
  const out: string[] = [];
  const visit = (section: InfoSection) => {
    section.dates?.forEach((d) => out.push(d.date.iso));
    section.subsections?.forEach(visit);
  };
  sections.forEach(visit);
  return out;
}

describe('formatting', () => {
  it.each([
    ['en', '28 August 2024'],
    ['fa', '۲۸ اگست ۲۰۲۴'],
    ['ps', '۲۸ اګست ۲۰۲۴'],
  ] as const)('writes a date in %s as %s', (locale, text) => {
    expect(formatConferenceDate('2024-08-28', locale)).toBe(text);
  });

  it('puts the weekday first when asked', () => {
    expect(formatConferenceDate('2024-08-28', 'en', {weekday: true})).toBe('Wednesday, 28 August 2024');
    expect(formatConferenceDate('2024-08-28', 'fa', {weekday: true})).toBe('چهارشنبه، ۲۸ اگست ۲۰۲۴');
  });

  it('refuses a day that does not exist, so a typo fails the build', () => {
    expect(() => formatConferenceDate('2024-02-30', 'en')).toThrow('Not a calendar date');
    expect(() => formatConferenceDate('30/12/2024', 'en')).toThrow('Not a calendar date');
  });

  it('writes times on the 12-hour clock with the language’s marks', () => {
    expect(formatTime('08:00', 'en')).toBe('8:00\u00A0AM');
    expect(plain(formatTime('12:15', 'en'))).toBe('12:15 PM');
    expect(plain(formatTime('00:05', 'en'))).toBe('12:05 AM');
    expect(plain(formatTime('16:15', 'fa'))).toBe('۴:۱۵ ب.ظ');
    expect(plain(formatTime('10:01', 'ps'))).toBe('۱۰:۰۱ غ.م');
  });

  it('names the half of the day once when a span stays within it', () => {
    expect(plain(formatTimeRange('08:00', '08:30', 'en'))).toBe('8:00 – 8:30 AM');
    expect(plain(formatTimeRange('10:01', '13:00', 'en'))).toBe('10:01 AM – 1:00 PM');
    expect(plain(formatTimeRange('16:00', undefined, 'en'))).toBe('4:00 PM');
    expect(() => formatTimeRange('8:00', '9:00', 'en')).toThrow('Not a 24-hour time');
  });

  it('writes Dari and Pashto numbers in Eastern Arabic-Indic digits', () => {
    expect(localDigits(2024, 'fa')).toBe('۲۰۲۴');
    expect(localDigits('Room 601', 'ps')).toBe('Room ۶۰۱');
    expect(localDigits(36, 'en')).toBe('36');
  });
});

describe('localize', () => {
  it('picks the language of every translated text and writes out dates and times', () => {
    const source = {title: {en: 'Agenda', fa: 'اجندا', ps: 'اجنډا'}, when: day('2022-09-20'), time: at('08:30', '09:00'), n: 3};
    expect(localize(source, 'ps')).toEqual({
      title: 'اجنډا',
      when: {iso: '2022-09-20', text: '۲۰ سپتمبر ۲۰۲۲'},
      time: '۸:۳۰\u00A0– ۹:۰۰\u00A0غ.م',
      n: 3,
    });
  });

  it('names the field of a text that lacks a translation', () => {
    const broken = {rows: [{program: {en: 'Lunch', fa: 'نان چاشت', ps: ''}}]};
    expect(() => localize(broken, 'en')).toThrow('rows[0].program: a translated text needs exactly en, fa and ps; missing or empty: ps');
  });

  it.each(Object.entries(CONFERENCES))('turns %s into each language without a gap', (_, conference) => {
    for (const locale of LOCALES) {
      expect(() => localize(conference, locale)).not.toThrow();
    }
  });
});

describe('the conferences of spec 2', () => {
  it.each([
    ['icamr2022', 6],
    ['ncai2024', 7],
    ['icamr2024', 6],
    ['acheda2024', 6],
    ['acheda2025', 2],
  ] as const)('%s has %i tabs, identified tab1…tabN', (key, count) => {
    const tabs = Object.values(CONFERENCES[key].tabs);
    expect(tabs.map((tab) => tab.id)).toEqual(Array.from({length: count}, (_, i) => `tab${i + 1}`));
  });

  it.each([
    ['ncai2024', 21, 'ncai-2024'],
    ['icamr2024', 13, 'icamr-2024'],
    ['acheda2024', 10, 'acheda-2024'],
  ] as const)('%s has %i gallery photos under its own folder', (key, count, slug) => {
    const gallery = CONFERENCES[key].gallery;
    expect(gallery).toHaveLength(count);
    expect(new Set(gallery).size).toBe(count);
    gallery.forEach((src, i) => expect(src).toBe(`/img/conferences/${slug}/photo-${String(i + 1).padStart(2, '0')}.webp`));
  });

  it('icamr-2022: 36 papers numbered 1–36 in sections A–E, and the dates of §9', () => {
    const sections = icamr2022.papers.sections;
    expect(sections.map((s) => s.letter.en)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(sections.flatMap((s) => s.papers.map((p) => p.number))).toEqual(Array.from({length: 36}, (_, i) => i + 1));
    expect(datesOf(localize(icamr2022.about, 'en'))).toEqual(['2022-09-07', '2022-09-10', '2022-09-15', '2022-09-18', '2022-09-20']);
    expect(icamr2022.abstracts.every((a) => typeof a.session === 'number')).toBe(true);
    expect(icamr2022.abstracts.some((a) => a.subjectCodes)).toBe(true);
    expect(allText(localize(icamr2022.about, 'en'))).toContain('{email}');
  });

  it('icamr-2022: the secretariat roles of the spec', () => {
    expect(icamr2022.secretariat.map((g) => g.role.en)).toEqual([
      'Chairman',
      'Secretary',
      'Session chairs',
      'Technical committee',
      'Editorial board',
      'Reviewers board',
      'Organising team',
    ]);
  });

  it('ncai-2024: agenda from 8:00 AM to networking at 4:00 PM, five parallel sessions in their rooms', () => {
    const agenda = localize(ncai2024.agenda, 'en');
    expect(plain(agenda.rows[0]!.time)).toBe('8:00 – 8:30 AM');
    expect(plain(agenda.rows.at(-1)!.time)).toBe('4:00 PM');
    expect(agenda.rows.at(-1)!.program).toBe('Networking');
    const sessions = localize(ncai2024.sessions, 'en');
    expect(sessions.heading).toContain('11:30 AM – 1:00 PM');
    expect(sessions.list.map((s) => [s.title, s.room])).toEqual([
      ['AI and Education', 'Main hall'],
      ['Economics and Ethics', 'Room 601'],
      ['Health', 'Room 602'],
      ['Robotics and Innovation', 'Room 603'],
      ['Society', 'Room 604'],
    ]);
    expect(sessions.list.flatMap((s) => s.papers)).toHaveLength(23);
  });

  it('ncai-2024: 23 papers in A–E, about 24 abstracts with some in Dari and Pashto, and the dates of §9', () => {
    expect(ncai2024.papers.sections.flatMap((s) => s.papers.map((p) => p.number))).toEqual(Array.from({length: 23}, (_, i) => i + 1));
    expect(ncai2024.abstracts).toHaveLength(24);
    expect(ncai2024.abstracts.filter((a) => a.lang === 'fa').length).toBeGreaterThan(0);
    expect(ncai2024.abstracts.filter((a) => a.lang === 'ps').length).toBeGreaterThan(0);
    expect(datesOf(localize(ncai2024.about, 'en'))).toEqual(['2024-06-20', '2024-06-25', '2024-08-25', '2024-08-28']);
  });

  it('ncai-2024: the guidelines of §5 word for word where they give numbers and styles', () => {
    const text = allText(localize(ncai2024.about, 'en'));
    for (const fact of ['300 to 350 words', '50 to 100 words', 'up to 5000 words', '3000 to 4000 words', 'about 10 pages', 'IEEE style for computing, IT and engineering', 'APA style for social sciences, economics, management, humanities, arts and other fields', 'Word attachment']) {
      expect(text).toContain(fact);
    }
  });

  it('icamr-2024: the deadlines, the agenda times of §9 and 16 abstracts across the main and six parallel sessions', () => {
    expect(datesOf(localize(icamr2024.callForPapers, 'en'))).toEqual(['2024-11-30', '2024-12-10', '2024-12-25', '2024-12-30']);
    expect(localize(icamr2024.agenda, 'en').rows.map((r) => plain(r.time))).toEqual(
      expect.arrayContaining(['8:00 – 8:30 AM', '10:01 AM – 1:00 PM', '2:00 – 3:00 PM', '3:00 – 3:30 PM', '3:31 – 3:45 PM', '3:46 – 3:55 PM', '3:56 – 4:15 PM']),
    );
    const groups = icamr2024.abstractGroups;
    expect(groups).toHaveLength(7);
    expect(groups.flatMap((g) => g.abstracts.map((a) => a.number))).toEqual(Array.from({length: 16}, (_, i) => i + 1));
    expect(groups.flatMap((g) => g.abstracts).every((a) => a.aboutAuthor)).toBe(true);
    expect(new Set(groups.flatMap((g) => g.abstracts.map((a) => a.lang)))).toEqual(new Set(['en', 'fa', 'ps']));
    expect(icamr2024.sessions.list).toHaveLength(6);
    expect(icamr2024.programBook.href).toBe('/files/conferences/icamr-2024-program-book.pdf');
  });

  it('icamr-2024: the guidelines of §5', () => {
    const text = allText(localize(icamr2024.callForPapers, 'en'));
    for (const fact of ['5000–6000 words for Computer, IT and Engineering', '7000–8000 words for Law, Social Sciences, Economics, Management, Humanities, Arts and others', 'IEEE for Computer, IT and Engineering', 'APA for Economics and Management', 'Chicago for Social Sciences, Law, Humanities, Arts and others', 'English only', '50–100 words', 'MS Word attachment']) {
      expect(text).toContain(fact);
    }
  });

  it('acheda-2024: agenda 8:00 AM to 4:30 PM, the dates of §9 and its concept note', () => {
    const rows = localize(acheda2024.agenda, 'en').rows;
    expect(plain(rows[0]!.time).startsWith('8:00')).toBe(true);
    expect(plain(rows.at(-1)!.time).endsWith('4:30 PM')).toBe(true);
    expect(datesOf(localize(acheda2024.about, 'en'))).toEqual(['2024-11-30', '2024-12-10', '2024-12-20', '2025-01-15']);
    expect(acheda2024.conceptNote.href).toBe('/files/conferences/acheda-2024-concept-note.pdf');
  });

  it('acheda-2025: hybrid, in English, Dari and Pashto, its four dates and its concept note', () => {
    const text = allText(localize(acheda2025, 'en'));
    expect(text).toContain('Hybrid');
    expect(text).toContain('English, Dari and Pashto');
    expect(datesOf(localize(acheda2025.about, 'en'))).toEqual(['2025-07-25', '2025-08-20', '2025-09-10', '2025-09-30']);
    expect(acheda2025.conceptNote.href).toBe('/files/conferences/acheda-2025-concept-note.pdf');
  });

  it('uses only sample e-mail addresses at the reserved .example domain', () => {
    const text = allText(CONFERENCES);
    const emails = text.match(/[\w.+-]+@[\w.-]+/g) ?? [];
    expect(emails.length).toBeGreaterThan(40);
    for (const email of emails) expect(email).toMatch(/\.example$/);
    expect(allText(localize(ncai2024.about, 'en'))).toContain(identity.submissionsEmail);
  });
});
