/**
 * Dates and numbers in the visitor's language. Dari and Pashto use the Afghan
 * locales (fa-AF, ps-AF): Eastern Arabic-Indic digits and, for long dates, the
 * Afghan Solar Hijri months (حمل، ثور ...). Bare `fa` would give Iranian
 * month names (DESIGN §2).
 */

/**
 * Intl locale of a site locale. Digits and calendar are spelled out
 * (`-u-nu-arabext`, `-u-ca-persian`) so every engine writes the same text.
 * Pashto borrows the Afghan Dari locale: Chromium ships no Pashto locale data
 * and would fall back to English ("1,234", "December"), while Node has it, so
 * the built page and the hydrated one would differ. Dari and Pashto share the
 * digits and grouping; Pashto month names come from PASHTO_SOLAR_MONTHS.
 */
export function intlLocale(locale: string, calendar: 'persian' | 'gregory' = 'persian'): string {
  if (locale === 'fa' || locale === 'ps') {
    return `fa-AF-u-ca-${calendar}-nu-arabext`;
  }
  return 'en-GB';
}

/** The Solar Hijri months in Pashto, from وری (Hamal) to کب (Hut). */
export const PASHTO_SOLAR_MONTHS = [
  'وری',
  'غویی',
  'غبرګولی',
  'چنګاښ',
  'زمری',
  'وږی',
  'تله',
  'لړم',
  'لیندۍ',
  'مرغومی',
  'سلواغه',
  'کب',
] as const;

/** Writes a number with the locale's digits and grouping. */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** Parses `YYYY-MM-DD` (or a full ISO date-time) as a calendar date; undefined when invalid. */
export function parseIsoDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) {
    return undefined;
  }
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 ? date : undefined;
}

/**
 * The spec's list date format, dd-mm-yyyy (spec 1 §9), of the Gregorian date,
 * written with the locale's digits. Invalid input is returned as given.
 */
export function formatDayMonthYear(iso: string, locale: string): string {
  const date = parseIsoDate(iso);
  if (!date) {
    return iso;
  }
  const digits = (n: number, width: number) =>
    formatNumber(n, locale, {minimumIntegerDigits: width, useGrouping: false});
  return `${digits(date.getUTCDate(), 2)}-${digits(date.getUTCMonth() + 1, 2)}-${digits(date.getUTCFullYear(), 4)}`;
}

/**
 * A long, readable date: "25 March 2026", or the Solar Hijri "۵ حمل ۱۴۰۵" in
 * Dari and "۵ وری ۱۴۰۵" in Pashto. Built from parts in day-month-year order so
 * no engine-specific pattern (or era) slips in.
 */
export function formatLongDate(iso: string, locale: string): string {
  const date = parseIsoDate(iso);
  if (!date) {
    return iso;
  }
  const parts = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  let month = part('month');
  if (locale === 'ps') {
    const monthIndex = Number(
      new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {month: 'numeric', timeZone: 'UTC'}).format(date),
    );
    month = PASHTO_SOLAR_MONTHS[monthIndex - 1] ?? month;
  }
  return `${part('day')} ${month} ${part('year')}`;
}
