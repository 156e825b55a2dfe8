/**
 * The site's three languages and what differs between them: the URL prefix,
 * the `lang` tag, the writing direction, the digits and the calendar.
 *
 * English is the default and the fallback: it lives at `/`, Dari at `/fa/`,
 * Pashto at `/ps/`. Dari and Pashto are written right to left with the
 * Extended Arabic-Indic digits (۰۱۲۳) and date by the Solar Hijri calendar
 * with the Afghan month names. Their `lang` tags carry the region (`fa-AF`,
 * `ps-AF`): bare `fa` would give Iranian month names and wording.
 *
 * The Docusaurus config, the page frame, the API and the build all read this
 * one list.
 */

/** The locales the site is built in; the first is the default, served at `/`. */
export const LOCALES = ['en', 'fa', 'ps'] as const;

/** A locale key, as used in folders, URLs, data files and the API. */
export type Locale = (typeof LOCALES)[number];

/** The default locale, which has no URL prefix and is the fallback of every text. */
export const DEFAULT_LOCALE: Locale = 'en';

/** How a locale is written and labelled. */
export interface LocaleConfig {
  /** The language's name in its own script, as the language toggle shows it. */
  readonly label: string;
  /** The BCP 47 tag of `<html lang>`, feeds and structured data. */
  readonly htmlLang: string;
  readonly direction: 'ltr' | 'rtl';
  /** Intl numbering system of the locale's digits. */
  readonly digits: 'latn' | 'arabext';
  /** The calendar dates are read in. */
  readonly calendar: 'gregory' | 'persian';
}

/** Every locale's configuration. */
export const LOCALE_CONFIG: Readonly<Record<Locale, LocaleConfig>> = {
  en: {label: 'English', htmlLang: 'en', direction: 'ltr', digits: 'latn', calendar: 'gregory'},
  fa: {label: 'دری', htmlLang: 'fa-AF', direction: 'rtl', digits: 'arabext', calendar: 'persian'},
  ps: {label: 'پښتو', htmlLang: 'ps-AF', direction: 'rtl', digits: 'arabext', calendar: 'persian'},
};

/** Whether `value` is one of the site's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Any language value as a locale: en, fa and ps pass, anything else is English. */
export function toLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** URL prefix of a locale: '' for English, '/fa' and '/ps' for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The path without its locale prefix: `/fa/about/history` → `/about/history`,
 * `/ps/` and `/ps` → `/`. English paths come back unchanged.
 */
export function stripLocalePrefix(pathname: string): string {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (prefix === '') continue;
    if (pathname === prefix || pathname === `${prefix}/`) return '/';
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname || '/';
}

/** The locale a URL path belongs to (by its prefix). */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The address of a page (given without locale prefix) in `locale`, with an
 * optional query string (`?a=b`, kept as given). The home page of fa and ps
 * keeps its trailing slash (`/fa/`), the folder Docusaurus builds it in;
 * every other path has none.
 */
export function pathInLocale(pathWithoutLocale: string, locale: Locale, search = ''): string {
  const prefix = localePrefix(locale);
  const path = pathWithoutLocale === '/' ? `${prefix}/` : `${prefix}${pathWithoutLocale}`;
  return `${path}${search}`;
}
