/**
 * The visitor's choice of language: the same page in the other locales, the
 * choice kept for the session, and the first-visit rule that sends a Dari or
 * Pashto reader from the English home page to their language once.
 *
 * Pure functions, so the rules can be tested without a browser; the hooks and
 * components that touch `window` and `sessionStorage` sit around them. The
 * locales themselves and their URL prefixes are content/locales.ts's.
 */
import {DEFAULT_LOCALE, LOCALES, isLocale, pathInLocale, type Locale} from '@site/content/locales';

/** sessionStorage key that keeps the visitor's language choice for the session. */
export const LANGUAGE_STORAGE_KEY = 'app.language';

/** One entry of the language toggle. */
export interface LanguageLink {
  readonly locale: Locale;
  readonly href: string;
}

/**
 * The two languages other than `current`, in site order, each pointing at the
 * same page (and query) in that language.
 */
export function otherLanguageLinks(current: Locale, pathWithoutLocale: string, search = ''): LanguageLink[] {
  return LOCALES.filter((locale) => locale !== current).map((locale) => ({
    locale,
    href: pathInLocale(pathWithoutLocale, locale, search),
  }));
}

/**
 * The site locale a browser language tag stands for, or null. Dari is tagged
 * `fa` or `prs` (its ISO 639-3 code), with or without a region (`fa-AF`).
 */
export function localeOfLanguageTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case 'en':
      return 'en';
    case 'fa':
    case 'prs':
      return 'fa';
    case 'ps':
    case 'pbt':
    case 'pbu':
      return 'ps';
    default:
      return null;
  }
}

/** What the first-visit rule looks at. */
export interface FirstVisitInput {
  /** Locale of the page being shown. */
  readonly currentLocale: Locale;
  /** Path of that page without the locale prefix. */
  readonly pathWithoutLocale: string;
  /** The language kept in sessionStorage, if any (any string: storage is not ours alone). */
  readonly storedLanguage: string | null;
  /** `navigator.languages`, most preferred first. */
  readonly browserLanguages: readonly string[];
}

/** Whether a page may send a visitor elsewhere on arrival: only the English home page may. */
export function mayRedirectOnArrival(currentLocale: Locale, pathWithoutLocale: string): boolean {
  return currentLocale === DEFAULT_LOCALE && pathWithoutLocale === '/';
}

/**
 * Where a visitor should be sent on arrival, or null to stay.
 *
 * Only the English home page redirects. A stored choice decides first: Dari
 * or Pashto sends the visitor there, English keeps them here. Without one, the
 * browser's languages are read in order of preference and the first one the
 * site has decides (so a visitor who ranks English above Dari stays). Once
 * the visitor picks a language in the toggle that choice is stored, English
 * included, so they are never sent away from a language they chose.
 */
export function firstVisitLocale({currentLocale, pathWithoutLocale, storedLanguage, browserLanguages}: FirstVisitInput): Locale | null {
  if (!mayRedirectOnArrival(currentLocale, pathWithoutLocale)) {
    return null;
  }
  if (isLocale(storedLanguage)) {
    return storedLanguage === DEFAULT_LOCALE ? null : storedLanguage;
  }
  for (const tag of browserLanguages) {
    const locale = localeOfLanguageTag(tag);
    if (locale) {
      return locale === DEFAULT_LOCALE ? null : locale;
    }
  }
  return null;
}

/** The stored language choice, or null when none is stored or storage is unavailable. */
export function readStoredLanguage(): string | null {
  try {
    return window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): act as if empty.
    return null;
  }
}

/** Keeps the visitor's language for the rest of the session; ignores storage failures. */
export function storeLanguage(locale: Locale): void {
  try {
    window.sessionStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Without storage the choice lasts only this page load, which is still correct.
  }
}
