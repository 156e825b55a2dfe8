/**
 * Dates on the news and event pages (issue 4, point 7): dd-mm-yyyy everywhere
 * (spec 1 §9); in Dari and Pashto with Eastern Arabic-Indic digits and
 * followed by the same day in the Solar Hijri calendar that Afghan readers
 * use, with the Afghan month names (حمل، ثور … in Dari, وری، غویی … in Pashto).
 *
 * Reasoning: Chrome and Edge ship without Pashto locale data, so `ps-AF`
 * formatting there falls back to English (Latin digits, "Esfand 26, 1402 AP")
 * while Node, which renders the static build, has it. Asking Intl only for
 * what every engine has (the Persian calendar's numbers, the `arabext` digits)
 * and naming the months from our own table gives the same text in the
 * browser and in the build, for both languages.
 */
import {parseIsoDate} from '@site/src/lib/format';

/** Solar Hijri months as written in Afghanistan, Hamal (Aries) first. */
const SOLAR_HIJRI_MONTHS: Readonly<Record<'fa' | 'ps', readonly string[]>> = {
  fa: ['حمل', 'ثور', 'جوزا', 'سرطان', 'اسد', 'سنبله', 'میزان', 'عقرب', 'قوس', 'جدی', 'دلو', 'حوت'],
  ps: ['وری', 'غویی', 'غبرګولی', 'چنګاښ', 'زمری', 'وږی', 'تله', 'لړم', 'لیندۍ', 'مرغومی', 'سلواغه', 'کب'],
};

function isArabicScriptLocale(locale: string): locale is 'fa' | 'ps' {
  return locale === 'fa' || locale === 'ps';
}

/**
 * A whole number in the locale's digits: Eastern Arabic-Indic (۰–۹) in Dari
 * and Pashto, Latin in English; padded to `width` digits, no grouping.
 */
export function localeDigits(value: number, locale: string, width = 1): string {
  return new Intl.NumberFormat('en', {
    numberingSystem: isArabicScriptLocale(locale) ? 'arabext' : 'latn',
    minimumIntegerDigits: width,
    useGrouping: false,
  }).format(value);
}

/**
 * A number with grouping in the locale's digits (`30,000`, `۳۰٬۰۰۰`), the
 * same in every browser (see the reasoning above).
 */
export function localeNumber(value: number, locale: string): string {
  return new Intl.NumberFormat('en', {numberingSystem: isArabicScriptLocale(locale) ? 'arabext' : 'latn'}).format(value);
}

/** The dd-mm-yyyy form of an ISO date in the locale's digits; text that is not a date as given. */
export function formatDayMonthYearDigits(iso: string, locale: string): string {
  const date = parseIsoDate(iso);
  if (!date) {
    return iso;
  }
  return [
    localeDigits(date.getUTCDate(), locale, 2),
    localeDigits(date.getUTCMonth() + 1, locale, 2),
    localeDigits(date.getUTCFullYear(), locale, 4),
  ].join('-');
}

/**
 * The Solar Hijri date as "day month year" (۲۶ حوت ۱۴۰۲ in Dari, ۲۶ کب ۱۴۰۲
 * in Pashto). Undefined for English or an invalid date.
 */
export function formatSolarHijri(iso: string, locale: string): string | undefined {
  const date = parseIsoDate(iso);
  if (!date || !isArabicScriptLocale(locale)) {
    return undefined;
  }
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const month = SOLAR_HIJRI_MONTHS[locale][part('month') - 1];
  if (!month) {
    return undefined;
  }
  return `${localeDigits(part('day'), locale)} ${month} ${localeDigits(part('year'), locale)}`;
}

/**
 * A date as the lists and detail pages show it: `16-03-2024` in English,
 * `۱۶-۰۳-۲۰۲۴ (۲۶ حوت ۱۴۰۲)` in Dari. Text that is not a date is shown as given.
 */
export function formatDisplayDate(iso: string, locale: string): string {
  const dayMonthYear = formatDayMonthYearDigits(iso, locale);
  const solar = formatSolarHijri(iso, locale);
  return solar ? `${dayMonthYear} (${solar})` : dayMonthYear;
}

/** The fields of an event that decide how its date reads. */
export interface EventDateFields {
  readonly upcoming: string;
  readonly start_date: string;
}

/**
 * Whether an event's date is still to be announced: its `upcoming` value is
 * 'Yes' (spec 1 §2.5), or it has no valid start date to show.
 */
export function isDateToBeAnnounced(event: EventDateFields): boolean {
  return event.upcoming?.trim().toLowerCase() === 'yes' || parseIsoDate(event.start_date ?? '') === undefined;
}
