/**
 * Numbers as the site writes them for a reader: Latin digits in English,
 * the Extended Arabic-Indic digits (۰۱۲۳…) with the Arabic separators in
 * Dari and Pashto. Apart from ./format.ts (dates, times, money) because every
 * page writes a number (the footer's year) and few write a date: a page that
 * only needs this loads only this.
 */

/** A site locale as these modules know it; anything else is written as English. */
export type Script = 'latin' | 'fa' | 'ps';

/** The script a locale writes numbers and dates in. */
export function scriptOf(locale: string): Script {
  return locale === 'fa' || locale === 'ps' ? locale : 'latin';
}

/** The Extended Arabic-Indic digits Dari and Pashto are written with, zero first. */
const EASTERN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
// Arabic thousands and decimal separators (٬ ٫), which Afghan print uses with these digits.
const EASTERN_GROUP = '\u066C';
const EASTERN_DECIMAL = '\u066B';

/**
 * Latin digits (and the separators `,` `.` of a number written by
 * `en-US`) in the locale's digits: `2024` → `۲۰۲۴` in Dari and Pashto.
 * English text comes back as it is.
 */
export function localeDigits(text: string, locale: string): string {
  if (scriptOf(locale) === 'latin') {
    return text;
  }
  return text.replace(/[0-9]/g, (digit) => EASTERN_DIGITS[Number(digit)]!);
}

/** Options of {@link formatNumber}. */
export interface NumberOptions {
  /** Pad with zeros to this many digits (`05`). */
  readonly minimumIntegerDigits?: number;
  /** Group thousands (default true); years and codes are written without. */
  readonly useGrouping?: boolean;
  readonly maximumFractionDigits?: number;
}

/**
 * `value` in Latin digits as Intl's `en-US` format writes it: `,` between
 * thousands, `.` before at most `maximumFractionDigits` decimals (3 by
 * default), no trailing zeros. Written by hand: the first Intl number format
 * a page makes loads ICU's data, which costs a slow phone about a fifth of a
 * second of blocked page, and every page formats at least the footer's year.
 */
function latinNumber(value: number, {minimumIntegerDigits = 1, useGrouping = true, maximumFractionDigits = 3}: NumberOptions): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  const digits = whole.padStart(minimumIntegerDigits, '0');
  const grouped = useGrouping ? digits.replace(/\B(?=(\d{3})+$)/g, ',') : digits;
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${grouped}${decimals === '' ? '' : `.${decimals}`}`;
}

/** A number in the locale's digits and grouping: `30,000`, `۳۰٬۰۰۰`. */
export function formatNumber(value: number, locale: string, options: NumberOptions = {}): string {
  const latin = latinNumber(value, options);
  if (scriptOf(locale) === 'latin') {
    return latin;
  }
  return localeDigits(
    latin.replace(/[,.]/g, (mark) => (mark === ',' ? EASTERN_GROUP : EASTERN_DECIMAL)),
    locale,
  );
}
