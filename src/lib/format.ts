/**
 * The one place where the site writes numbers, money, dates and times for a
 * reader. Every page, component and MDX block goes through it, so each kind
 * of date and time reads one way per language; the rules are written for
 * translators in i18n/README.md ("Dates, times and numbers").
 *
 * | kind            | English                     | Dari                               | Pashto                              |
 * |-----------------|-----------------------------|------------------------------------|-------------------------------------|
 * | list date       | 16-03-2024                  | ۲۶ حوت ۱۴۰۲                        | ۲۶ کب ۱۴۰۲                          |
 * | long date       | 16 March 2024               | ۲۶ حوت ۱۴۰۲ (۱۶ مارچ ۲۰۲۴)         | ۲۶ کب ۱۴۰۲ (۱۶ مارچ ۲۰۲۴)           |
 * | … with weekday  | Saturday, 16 March 2024     | شنبه، ۲۶ حوت ۱۴۰۲ (۱۶ مارچ ۲۰۲۴)   | شنبه، ۲۶ کب ۱۴۰۲ (۱۶ مارچ ۲۰۲۴)     |
 * | month and year  | March 2025                  | مارچ ۲۰۲۵                          | مارچ ۲۰۲۵                           |
 * | time of day     | 4:15 PM                     | ۴:۱۵ ب.ظ                           | ۴:۱۵ غ.و                            |
 * | time range      | 8:00 – 8:30 AM              | ۸:۰۰ – ۸:۳۰ ق.ظ                    | ۸:۰۰ – ۸:۳۰ غ.م                     |
 * | number, money   | 45,000 AFN                  | ۴۵٬۰۰۰ افغانی                      | ۴۵٬۰۰۰ افغانۍ                       |
 *
 * Afghan readers date by the Solar Hijri calendar with the Afghan month
 * names (حمل، ثور … in Dari, وری، غویی … in Pashto), so Dari and Pashto
 * dates are Solar Hijri. A long date (a single item's page: a deadline, an
 * event day, a conference day) adds the Gregorian day in brackets: these are
 * dates readers act on and match against documents, e-mails, phone calendars
 * and partners abroad that use the Gregorian calendar. A month and year is a
 * Gregorian month in the data (an employee of the month, "March 2027" in a
 * news story) and straddles two Solar Hijri months, so it stays Gregorian,
 * with the month names used in Afghanistan.
 *
 * Every function gives the same text in Node (which renders the static build)
 * and in Chromium (which hydrates it; it ships no Pashto locale data and its
 * Dari data differs from Node's in details). Intl is therefore asked only for
 * the Solar Hijri calendar's numbers (`en-u-ca-persian-nu-latn`) and for
 * Latin digit grouping; month names, weekdays, day-period marks and digits
 * come from the tables below.
 */

import {formatNumber, scriptOf, type Script} from './digits';

export {formatNumber, localeDigits, type NumberOptions} from './digits';

// --- tables ---

/** The Solar Hijri months as written in Afghanistan, Hamal (Aries) first. */
export const SOLAR_HIJRI_MONTHS: Readonly<Record<'fa' | 'ps', readonly string[]>> = {
  fa: ['حمل', 'ثور', 'جوزا', 'سرطان', 'اسد', 'سنبله', 'میزان', 'عقرب', 'قوس', 'جدی', 'دلو', 'حوت'],
  ps: ['وری', 'غویی', 'غبرګولی', 'چنګاښ', 'زمری', 'وږی', 'تله', 'لړم', 'لیندۍ', 'مرغومی', 'سلواغه', 'کب'],
};

/** The Gregorian months as Afghan Dari, Pashto and English write them, January first. */
export const GREGORIAN_MONTHS: Readonly<Record<Script, readonly string[]>> = {
  latin: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fa: ['جنوری', 'فبروری', 'مارچ', 'اپریل', 'می', 'جون', 'جولای', 'اگست', 'سپتمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
  ps: ['جنوري', 'فبروري', 'مارچ', 'اپرېل', 'مۍ', 'جون', 'جولای', 'اګست', 'سپتمبر', 'اکتوبر', 'نومبر', 'ډسمبر'],
};

/**
 * The days of the week, Sunday first (as Date#getUTCDay counts). Afghan
 * Pashto writes the same day names as Dari.
 */
const WEEKDAYS: Readonly<Record<Script, readonly string[]>> = {
  latin: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  fa: ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
  ps: ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
};

/**
 * The marks of the 12-hour clock, before and after noon: ق.ظ / ب.ظ (قبل از
 * ظهر، بعد از ظهر) in Dari, غ.م / غ.و (غرمې مخکې، غرمې وروسته) in Pashto.
 */
export const DAY_PERIODS: Readonly<Record<Script, readonly [string, string]>> = {
  latin: ['AM', 'PM'],
  fa: ['ق.ظ', 'ب.ظ'],
  ps: ['غ.م', 'غ.و'],
};

/** The name of the afghani after an amount. */
export const CURRENCY: Readonly<Record<Script, string>> = {latin: 'AFN', fa: 'افغانی', ps: 'افغانۍ'};

/** What comes between the weekday and the date. */
const WEEKDAY_COMMA: Readonly<Record<Script, string>> = {latin: ', ', fa: '، ', ps: '، '};

// A time never breaks before its mark, and a span only after its dash.
const NBSP = '\u00A0';

// --- numbers ---

/** An amount of afghanis: `45,000 AFN`, `۴۵٬۰۰۰ افغانی`, `۴۵٬۰۰۰ افغانۍ`. */
export function formatAfghanis(amount: number, locale: string): string {
  return `${formatNumber(amount, locale)} ${CURRENCY[scriptOf(locale)]}`;
}

/** The name of the currency in the locale (a column heading of the fee tables). */
export function currencyName(locale: string): string {
  return CURRENCY[scriptOf(locale)];
}

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const SALARY_RANGE = new RegExp(String.raw`^\s*${AMOUNT}\s*[–-]\s*${AMOUNT}\s*(?:AFN|Afs?\.?|afghanis?)\s*$`, 'i');

/**
 * A salary range as the job data gives it ("45,000 – 60,000 AFN") in the
 * locale: `۴۵٬۰۰۰ – ۶۰٬۰۰۰ افغانی`. Text of another shape ("Negotiable") is
 * returned as it is, since nothing in it can be read as numbers.
 */
export function formatSalaryRange(text: string, locale: string): string {
  const match = SALARY_RANGE.exec(text);
  if (!match) {
    return text;
  }
  const [low, high] = [match[1]!, match[2]!].map((amount) => Number(amount.replace(/,/g, '')));
  return `${formatNumber(low!, locale)} – ${formatAfghanis(high!, locale)}`;
}

// --- dates ---

/** Parses `YYYY-MM-DD` (or a full ISO date-time) as a calendar date; undefined when invalid. */
export function parseIsoDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) {
    return undefined;
  }
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 ? date : undefined;
}

/** A day of the Solar Hijri calendar: year, month (1 = Hamal) and day. */
export interface SolarHijriDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Days from the start of the year to the first of each Solar Hijri month (six of 31 days, five of 30, then Esfand). */
const MONTH_STARTS = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336] as const;

/** The Julian day number of 1 Hamal (Farvardin) of year 1 minus one. */
const SOLAR_HIJRI_EPOCH = 1948320;

/** The Julian day number of 1970-01-01. */
const UNIX_EPOCH_JULIAN_DAY = 2440588;

/**
 * The Solar Hijri day of a (UTC) date: the arithmetic calendar with a leap
 * year when (25 × year + 11) mod 33 < 8, the rule of Intl's (ICU's) Persian
 * calendar, which format.test.ts compares it with day by day. Computed here
 * rather than with Intl because the first Persian-calendar format a page
 * makes costs a slow phone tens of milliseconds.
 */
export function toSolarHijri(date: Date): SolarHijriDay {
  const daysSinceEpoch = Math.floor(date.getTime() / 86_400_000) + UNIX_EPOCH_JULIAN_DAY - SOLAR_HIJRI_EPOCH;
  const year = 1 + Math.floor((33 * daysSinceEpoch + 3) / 12_053);
  const firstOfYear = 365 * (year - 1) + Math.floor((8 * year + 21) / 33);
  const dayOfYear = daysSinceEpoch - firstOfYear;
  const month = dayOfYear < 216 ? Math.floor(dayOfYear / 31) : Math.floor((dayOfYear - 6) / 30);
  return {year, month: month + 1, day: dayOfYear - MONTH_STARTS[month]! + 1};
}

/** "day month year" of the Solar Hijri calendar: `۲۶ حوت ۱۴۰۲`, `۲۶ کب ۱۴۰۲`. */
function solarHijriText(date: Date, script: 'fa' | 'ps'): string {
  const {year, month, day} = toSolarHijri(date);
  return `${formatNumber(day, script)} ${SOLAR_HIJRI_MONTHS[script][month - 1]} ${formatNumber(year, script, {useGrouping: false})}`;
}

/** "day month year" of the Gregorian calendar: `16 March 2024`, `۱۶ مارچ ۲۰۲۴`. */
function gregorianText(date: Date, script: Script): string {
  const day = formatNumber(date.getUTCDate(), script);
  const year = formatNumber(date.getUTCFullYear(), script, {useGrouping: false});
  return `${day} ${GREGORIAN_MONTHS[script][date.getUTCMonth()]} ${year}`;
}

/**
 * A date in a list (the news and events lists, job cards): `16-03-2024` in
 * English (day-month-year with dashes), the Solar Hijri day in Dari and
 * Pashto: `۲۶ حوت ۱۴۰۲`, `۲۶ کب ۱۴۰۲`. Text that is not a date is returned
 * as it is.
 */
export function formatListDate(iso: string, locale: string): string {
  const date = parseIsoDate(iso);
  if (!date) {
    return iso;
  }
  const script = scriptOf(locale);
  if (script === 'latin') {
    const pad = (n: number, width: number) => formatNumber(n, script, {minimumIntegerDigits: width, useGrouping: false});
    return `${pad(date.getUTCDate(), 2)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCFullYear(), 4)}`;
  }
  return solarHijriText(date, script);
}

/** Options of {@link formatLongDate}. */
export interface LongDateOptions {
  /** Name the day of the week first. */
  readonly weekday?: boolean;
}

/**
 * A date written out, as a single item's page shows it: `16 March 2024` in
 * English; in Dari and Pashto the Solar Hijri day and then the Gregorian one
 * in brackets, `۲۶ حوت ۱۴۰۲ (۱۶ مارچ ۲۰۲۴)`. With `weekday`, the day's name
 * comes first: `Saturday, 16 March 2024`, `شنبه، ۲۶ حوت ۱۴۰۲ (۱۶ مارچ ۲۰۲۴)`.
 * Text that is not a date is returned as it is.
 */
export function formatLongDate(iso: string, locale: string, options: LongDateOptions = {}): string {
  const date = parseIsoDate(iso);
  if (!date) {
    return iso;
  }
  const script = scriptOf(locale);
  const text = script === 'latin' ? gregorianText(date, script) : `${solarHijriText(date, script)} (${gregorianText(date, script)})`;
  return options.weekday ? `${WEEKDAYS[script][date.getUTCDay()]}${WEEKDAY_COMMA[script]}${text}` : text;
}

/** Parses `YYYY-MM` as the first day of that month; undefined when invalid. */
export function parseIsoMonth(month: string): Date | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : undefined;
}

/**
 * A Gregorian month and year, `YYYY-MM`: `March 2025`, `مارچ ۲۰۲۵`, and in
 * Pashto `مۍ ۲۰۲۵` for May. It stays Gregorian in Dari and Pashto: the month
 * is a Gregorian one and would straddle two Solar Hijri months. Text that is
 * not a month is returned as it is.
 */
export function formatMonthYear(month: string, locale: string): string {
  const date = parseIsoMonth(month);
  if (!date) {
    return month;
  }
  const script = scriptOf(locale);
  return `${GREGORIAN_MONTHS[script][date.getUTCMonth()]} ${formatNumber(date.getUTCFullYear(), script, {useGrouping: false})}`;
}

// --- times ---

/** Parses a 24-hour `HH:MM`; undefined when it is not one. */
export function parseClockTime(hhmm: string): {hour: number; minute: number} | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match ? {hour: Number(match[1]), minute: Number(match[2])} : undefined;
}

function clock(hhmm: string, locale: string): {text: string; period: string} {
  const time = parseClockTime(hhmm);
  if (!time) {
    throw new Error(`Not a 24-hour time (HH:MM): ${hhmm}`);
  }
  const script = scriptOf(locale);
  // The 12-hour clock counts 12, 1, 2 … 11 in each half of the day.
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const text = `${formatNumber(hour, script)}:${formatNumber(time.minute, script, {minimumIntegerDigits: 2})}`;
  return {text, period: DAY_PERIODS[script][time.hour < 12 ? 0 : 1]};
}

/**
 * A time of day on the 12-hour clock: "8:00 AM", "۸:۰۰ ق.ظ" (Dari),
 * "۴:۱۵ غ.و" (Pashto), with a no-break space before the mark.
 * Throws on anything but a 24-hour HH:MM, so a typo on a page fails the build.
 */
export function formatTime(hhmm: string, locale: string): string {
  const {text, period} = clock(hhmm, locale);
  return `${text}${NBSP}${period}`;
}

/**
 * A span of time: "8:00 – 8:30 AM" when both ends fall in the same half of
 * the day, else "10:01 AM – 1:00 PM". The spaces before the dash and before
 * the mark are no-break spaces, so a narrow column wraps only after the dash.
 * Throws like {@link formatTime}.
 */
export function formatTimeRange(start: string, end: string, locale: string): string {
  const from = clock(start, locale);
  const to = clock(end, locale);
  const head = from.period === to.period ? from.text : `${from.text}${NBSP}${from.period}`;
  return `${head}${NBSP}– ${to.text}${NBSP}${to.period}`;
}
