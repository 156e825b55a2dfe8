/**
 * The page being shown, as the frame needs it: its locale and its path
 * without the locale prefix (`/fa/about/history` → `/about/history`).
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEFAULT_LOCALE, isLocale, stripLocalePrefix, type Locale} from './language';

/** Where the visitor is: locale, path without prefix, and the query string. */
export interface CurrentPage {
  readonly locale: Locale;
  readonly pathWithoutLocale: string;
  readonly search: string;
  /** Writing direction of the locale, from the site config (fa and ps are 'rtl'). */
  readonly direction: 'ltr' | 'rtl';
}

/** Reads the current locale from Docusaurus and the path from the router. */
export function useCurrentPage(): CurrentPage {
  const {i18n} = useDocusaurusContext();
  const {pathname, search} = useLocation();
  const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
  const direction = i18n.localeConfigs[i18n.currentLocale]?.direction === 'rtl' ? 'rtl' : 'ltr';
  return {locale, pathWithoutLocale: stripLocalePrefix(pathname), search, direction};
}
