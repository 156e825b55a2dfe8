/**
 * Absolute addresses of the site's pages: what canonical links, language
 * versions, share links, sitemaps and structured data name. Small on
 * purpose: every page's head uses it.
 */
import {identity} from './identity';
import {pathInLocale, type Locale} from './locales';

/** An absolute URL for a root-relative path of the site (an absolute URL is kept). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** The absolute URL of a page of the site in a locale. */
export function pageUrl(locale: Locale, pathWithoutLocale: string): string {
  return absoluteUrl(identity.siteUrl, pathInLocale(pathWithoutLocale, locale));
}
