/**
 * Dates and times of the conference pages in each language, written out by
 * hand rather than through Intl.DateTimeFormat.
 *
 * Reasoning:
 * - the pages are rendered by Node at build time and hydrated by the
 *   visitor's browser; the two ship different ICU data, and fa-AF/ps-AF
 *   output differs between them (calendar, order, an "AP" era marker), which
 *   would make React re-render the text on hydration;
 * - conference dates were announced in the Gregorian calendar, so Dari and
 *   Pashto pages keep Gregorian dates with the month names used in
 *   Afghanistan (اگست / اګست), as the pages' own introductions do;
 * - digits in Dari and Pashto are Eastern Arabic-Indic (۰–۹).
 */

/** A site locale. */
export type Locale = 'en' | 'fa' | 'ps';

/** The site's locales, English first (the default). */
export const LOCALES: readonly Locale[] = ['en', 'fa', 'ps'];

const EASTERN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fa: ['جنوری', 'فبروری', 'مارچ', 'اپریل', 'می', 'جون', 'جولای', 'اگست', 'سپتمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
  ps: ['جنوري', 'فبروري', 'مارچ', 'اپرېل', 'مۍ', 'جون', 'جولای', 'اګست', 'سپتمبر', 'اکتوبر', 'نومبر', 'ډسمبر'],
};

// Sunday first, as Date#getUTCDay counts. Afghan Pashto commonly uses the
// same day names as Dari (the pages' introductions do too).
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  fa: ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
  ps: ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
};

// Before and after noon: ق.ظ / ب.ظ (قبل از ظهر، بعد از ظهر) in Dari,
// غ.م / غ.و (غرمې مخکې، غرمې وروسته) in Pashto.
const DAY_PERIODS: Record<Locale, readonly [string, string]> = {
  en: ['AM', 'PM'],
  fa: ['ق.ظ', 'ب.ظ'],
  ps: ['غ.م', 'غ.و'],
};

/** Writes the ASCII digits of `text` in the locale's digits (Eastern Arabic-Indic for fa and ps). */
export function localDigits(text: string | number, locale: Locale): string {
  const value = String(text);
  if (locale === 'en') {
    return value;
  }
  return value.replace(/[0-9]/g, (digit) => EASTERN_DIGITS[Number(digit)]!);
}

/** Separator between the items of an inline list: the Arabic comma in Dari and Pashto. */
export function listSeparator(locale: Locale): string {
  return locale === 'en' ? ', ' : '، ';
}

function parseDay(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1) {
    throw new Error(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  }
  return date;
}

/**
 * A long Gregorian date: "28 August 2024", "۲۸ اگست ۲۰۲۴", "۲۸ اګست ۲۰۲۴";
 * with `weekday`, the day name first ("Wednesday, 28 August 2024").
 * Throws on anything that is not a real YYYY-MM-DD day, so a typo in a data
 * file fails the build instead of showing "Invalid Date".
 */
export function formatConferenceDate(iso: string, locale: Locale, options: {weekday?: boolean} = {}): string {
  const date = parseDay(iso);
  const day = `${localDigits(date.getUTCDate(), locale)} ${MONTHS[locale][date.getUTCMonth()]} ${localDigits(
    date.getUTCFullYear(),
    locale,
  )}`;
  if (!options.weekday) {
    return day;
  }
  return `${WEEKDAYS[locale][date.getUTCDay()]}${listSeparator(locale)}${day}`;
}

function parseClock(hhmm: string): {hour: number; minute: number} {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) {
    throw new Error(`Not a 24-hour time (HH:MM): ${hhmm}`);
  }
  return {hour: Number(match[1]), minute: Number(match[2])};
}

function clock(hhmm: string, locale: Locale): {text: string; period: string} {
  const {hour, minute} = parseClock(hhmm);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const text = localDigits(`${hour12}:${String(minute).padStart(2, '0')}`, locale);
  return {text, period: DAY_PERIODS[locale][hour < 12 ? 0 : 1]};
}

// A time never breaks before its AM/PM, and a span only after its dash, so
// a narrow agenda column wraps "8:00 –" / "8:30 AM" and nothing worse.
const NBSP = '\u00A0';

/** A time of day on the 12-hour clock: "8:00 AM", "۸:۰۰ ق.ظ", "۴:۱۵ غ.و" (no-break spaces). */
export function formatTime(hhmm: string, locale: Locale): string {
  const {text, period} = clock(hhmm, locale);
  return `${text}${NBSP}${period}`;
}

/**
 * A span of time: "8:00 – 8:30 AM" when both ends fall in the same half of
 * the day, else "10:01 AM – 1:00 PM"; a single time when there is no end.
 * The spaces before the dash and before AM/PM are no-break spaces.
 */
export function formatTimeRange(start: string, end: string | undefined, locale: Locale): string {
  if (!end) {
    return formatTime(start, locale);
  }
  const from = clock(start, locale);
  const to = clock(end, locale);
  if (from.period === to.period) {
    return `${from.text}${NBSP}– ${to.text}${NBSP}${to.period}`;
  }
  return `${from.text}${NBSP}${from.period}${NBSP}– ${to.text}${NBSP}${to.period}`;
}

/** Whether text in `locale` is written right to left. */
export function isRtl(locale: Locale): boolean {
  return locale === 'fa' || locale === 'ps';
}
