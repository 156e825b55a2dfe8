/**
 * Dates and times typed by hand in Dari and Pashto text, checked against the
 * one way src/lib/format.ts writes each kind (i18n/README.md, "Dates, times
 * and numbers"):
 *
 * - in a page's body, a date or time is never typed: `<LongDate date=… />`,
 *   `<MonthYear month=… />` and `<Time … />` write it;
 * - where no tag can go (front matter, interface strings, data text), a day
 *   is written as the long date, `۷ سنبله ۱۴۰۳ (۲۸ اگست ۲۰۲۴)`, a month as the
 *   Gregorian month and year with the language's month name, a time on the
 *   12-hour clock with the language's marks (`۳:۰۰ ب.ظ`).
 *
 * Each problem comes with what to write instead, when it can be worked out.
 */
import {
  DAY_PERIODS,
  GREGORIAN_MONTHS,
  SOLAR_HIJRI_MONTHS,
  formatLongDate,
  formatMonthYear,
  formatTime,
  formatTimeRange,
  toSolarHijri,
} from '../../src/lib/format';
import type {TextKind, TranslatedLocale} from './translated-text';

/** A date or time written another way than the site's. */
export interface WrittenDateProblem {
  /** The text as found. */
  readonly found: string;
  /** What to write instead. */
  readonly write: string;
}

const DIGIT = '[0-9۰-۹]';
const toLatin = (digits: string) => digits.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (names: readonly string[]) =>
  [...new Set(names)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

// Month names of both languages, so a Dari spelling in Pashto text is found too.
const GREGORIAN = [...GREGORIAN_MONTHS.fa, ...GREGORIAN_MONTHS.ps];
const SOLAR = [...SOLAR_HIJRI_MONTHS.fa, ...SOLAR_HIJRI_MONTHS.ps];
const MONTH = `(${alternatives([...GREGORIAN, ...SOLAR])})`;
// Letters of the Arabic script and ZWNJ: a month name must stand as a word.
const NOT_WORD = String.raw`(?![\p{L}\p{M}\u200C])`;

const LONG_DATE = new RegExp(
  String.raw`(${DIGIT}{1,2}) (${alternatives(SOLAR)}) (${DIGIT}{4}) \((${DIGIT}{1,2}) (${alternatives(GREGORIAN)}) (${DIGIT}{4})\)`,
  'gu',
);
const DAY_DATE = new RegExp(String.raw`(?<!${DIGIT})(${DIGIT}{1,2})(?:مه|م)? ${MONTH}${NOT_WORD}(?: (${DIGIT}{4}))?`, 'gu');
const MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\p{M}\u200C])${MONTH} (${DIGIT}{4})(?!${DIGIT})`, 'gu');
// Pashto's own way of saying a date: «د ۲۰۲۵ کال د جولای په ۲۵مه», «د ۱۴۰۴ کال د زمري ۳مه».
const PASHTO_DATE = new RegExp(String.raw`د (${DIGIT}{4}) کال د (\S+?) (?:په |تر )?(${DIGIT}{1,2})(?:مه|مې|م)${NOT_WORD}`, 'gu');
const CLOCK = String.raw`${DIGIT}{1,2}:${DIGIT}{2}`;
const MARKS = alternatives([...DAY_PERIODS.fa, ...DAY_PERIODS.ps].flatMap((mark) => [mark, `${mark}.`]));
const TIME = new RegExp(String.raw`(${CLOCK})(?:[ \u00A0](${MARKS}))?(?:[ \u00A0]?[–-][ \u00A0]?(${CLOCK})(?:[ \u00A0](${MARKS}))?)?`, 'gu');

// The site's date and time tags (their attributes hold ISO values) and HTML <time> attributes.
/**
 * An hour told with words for the part of the day instead of the clock's
 * marks: «ساعت ۹ صبح», «۴ بعد از ظهر» (Dari), «د سهار تر ۹ بجو», «ماښام ۶ بجو»
 * (Pashto). Words before noon and from noon on, per language.
 */
const DAY_PART_WORDS = {
  morning: ['صبح', 'قبل از ظهر', 'سهار', 'غرمې مخکې'],
  later: ['بعد از ظهر', 'بعدازظهر', 'عصر', 'شام', 'شب', 'غرمې وروسته', 'ماسپښین', 'مازدیګر', 'ماښام', 'شپې'],
} as const;
const DAY_PART = alternatives([...DAY_PART_WORDS.morning, ...DAY_PART_WORDS.later]);
const DARI_WORDED_HOUR = new RegExp(String.raw`(?:ساعت )?(?<!${DIGIT}|:)(${DIGIT}{1,2}) (${DAY_PART})${NOT_WORD}`, 'gu');
const PASHTO_WORDED_HOUR = new RegExp(String.raw`(?:د )?(${DAY_PART})(?: له| تر)? (${DIGIT}{1,2}) بجو`, 'gu');
const DATE_TAGS = /<(?:LongDate|MonthYear|Time)\b[^>]*\/>|<time\b[^>]*>/g;
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (match) => ' '.repeat(match.length));

/** The month (1–12) a name stands for in either calendar of either language. */
function monthNumber(name: string, calendar: 'gregorian' | 'solar'): number {
  const tables = calendar === 'gregorian' ? GREGORIAN_MONTHS : SOLAR_HIJRI_MONTHS;
  const index = Math.max(tables.fa.indexOf(name), tables.ps.indexOf(name));
  return index + 1;
}

/** A month name as Pashto writes it after د (جنورۍ، زمري) back in the form of the tables. */
function baseMonthName(name: string): string | undefined {
  const stem = name.slice(0, -1);
  return [name, `${stem}ی`, `${stem}ي`, `${stem}ه`].find((candidate) => GREGORIAN.includes(candidate) || SOLAR.includes(candidate));
}

/** The Gregorian ISO date of a Solar Hijri day, found by walking the days around it. */
function solarToIso(year: number, month: number, day: number): string | undefined {
  const start = Date.UTC(year + 621, 2, 1);
  for (let offset = -40; offset < 400; offset += 1) {
    const date = new Date(start + offset * 86_400_000);
    const solar = toSolarHijri(date);
    if (solar.year === year && solar.month === month && solar.day === day) {
      return date.toISOString().slice(0, 10);
    }
  }
  return undefined;
}

function validIso(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What to write for a day given as `iso`, in a page body or elsewhere. */
function dayAdvice(value: string | undefined, locale: TranslatedLocale, kind: TextKind): string {
  if (value === undefined || !validIso(value)) {
    return kind === 'page' ? '<LongDate date="YYYY-MM-DD" /> with the whole date' : 'the whole date as a long date (i18n/README.md)';
  }
  return kind === 'page' ? `<LongDate date="${value}" />` : formatLongDate(value, locale);
}

/** A time written as found, in 24-hour HH:MM, when it can be read. */
function to24h(clock: string, mark: string | undefined): string | undefined {
  const [hour, minute] = toLatin(clock).split(':').map(Number) as [number, number];
  if (minute > 59 || hour > 23) {
    return undefined;
  }
  if (mark === undefined) {
    return hour > 12 || hour === 0 ? `${pad(hour)}:${pad(minute)}` : undefined;
  }
  const isAfternoon = [DAY_PERIODS.fa[1], DAY_PERIODS.ps[1]].includes(mark.replace(/\.$/, ''));
  if (hour < 1 || hour > 12) {
    return undefined;
  }
  return `${pad((hour % 12) + (isAfternoon ? 12 : 0))}:${pad(minute)}`;
}

/** The problems with the dates written in `text`, a piece of `locale` text of the given kind. */
export function checkWrittenDates(text: string, locale: TranslatedLocale, kind: TextKind): WrittenDateProblem[] {
  const problems: WrittenDateProblem[] = [];
  // Long dates are checked first and taken out, so their parts are not read twice.
  let rest = blank(text, DATE_TAGS).replace(LONG_DATE, (...match: string[]) => {
    const [found, , , , day, gregorianName, year] = match as [string, string, string, string, string, string, string];
    const value = iso(Number(toLatin(year)), monthNumber(gregorianName, 'gregorian'), Number(toLatin(day)));
    const expected = validIso(value) ? formatLongDate(value, locale) : undefined;
    if (kind === 'page' || found !== expected) {
      problems.push({found, write: dayAdvice(expected === undefined ? undefined : value, locale, kind)});
    }
    return ' '.repeat(found.length);
  });
  rest = rest.replace(PASHTO_DATE, (found, year: string, monthName: string, day: string) => {
    const name = baseMonthName(monthName);
    const [d, y] = [Number(toLatin(day)), Number(toLatin(year))];
    const value =
      name === undefined
        ? undefined
        : GREGORIAN.includes(name)
          ? iso(y, monthNumber(name, 'gregorian'), d)
          : solarToIso(y, monthNumber(name, 'solar'), d);
    problems.push({found, write: dayAdvice(value, locale, kind)});
    return ' '.repeat(found.length);
  });
  rest = rest.replace(DAY_DATE, (found, day: string, name: string, year: string | undefined) => {
    let value: string | undefined;
    if (year !== undefined) {
      const [d, y] = [Number(toLatin(day)), Number(toLatin(year))];
      value = GREGORIAN.includes(name) ? iso(y, monthNumber(name, 'gregorian'), d) : solarToIso(y, monthNumber(name, 'solar'), d);
    }
    problems.push({found, write: dayAdvice(value, locale, kind)});
    return ' '.repeat(found.length);
  });
  for (const match of rest.matchAll(MONTH_YEAR)) {
    const [found, name, year] = match as unknown as [string, string, string];
    const month = monthNumber(name, GREGORIAN.includes(name) ? 'gregorian' : 'solar');
    const value = `${toLatin(year)}-${pad(month)}`;
    if (!GREGORIAN.includes(name)) {
      problems.push({found, write: 'the Gregorian month and year the English text names (a month is written as a Gregorian month)'});
    } else if (kind === 'page') {
      problems.push({found, write: `<MonthYear month="${value}" />`});
    } else if (found !== formatMonthYear(value, locale)) {
      problems.push({found, write: formatMonthYear(value, locale)});
    }
  }
  for (const match of rest.matchAll(TIME)) {
    const [found, from, fromMark, to, toMark] = match as unknown as [string, string, string?, string?, string?];
    const start = to24h(from, fromMark ?? (to === undefined ? undefined : toMark));
    const end = to === undefined ? undefined : to24h(to, toMark);
    const readable = start !== undefined && (to === undefined || end !== undefined);
    if (kind === 'page') {
      problems.push({
        found,
        write: readable ? (to === undefined ? `<Time at="${start}" />` : `<Time from="${start}" to="${end}" />`) : '<Time at="HH:MM" /> (24-hour)',
      });
      continue;
    }
    const expected = readable
      ? (to === undefined ? formatTime(start!, locale) : formatTimeRange(start!, end!, locale)).replace(/\u00A0/g, ' ')
      : undefined;
    if (found.replace(/\u00A0/g, ' ') !== expected) {
      problems.push({found, write: expected ?? `the time on the 12-hour clock with «${DAY_PERIODS[locale].join('» or «')}»`});
    }
  }
  for (const [pattern, hourGroup, partGroup] of [
    [DARI_WORDED_HOUR, 1, 2],
    [PASHTO_WORDED_HOUR, 2, 1],
  ] as const) {
    for (const match of rest.matchAll(pattern)) {
      const hour = Number(toLatin(match[hourGroup]!));
      const afternoon = (DAY_PART_WORDS.later as readonly string[]).includes(match[partGroup]!);
      const readable = hour >= 1 && hour <= 12;
      problems.push({
        found: match[0],
        write: readable
          ? kind === 'page'
            ? `<Time at="${pad((hour % 12) + (afternoon ? 12 : 0))}:00" />`
            : formatTime(`${pad((hour % 12) + (afternoon ? 12 : 0))}:00`, locale).replace(/\u00A0/g, ' ')
          : `the time on the 12-hour clock with «${DAY_PERIODS[locale].join('» or «')}»`,
      });
    }
  }
  return problems;
}
