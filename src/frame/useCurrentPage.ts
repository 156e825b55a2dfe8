/**
 * The page being shown, as the frame needs it: its locale and its path
 * without the locale prefix (`/fa/about/history` → `/about/history`).
 */
import {stripLocalePrefix, type Locale} from '@site/content/locales';
import {useLang} from '@site/src/lib/api/useLang';
import {useRenderedLocation} from '@site/src/lib/api/routeData';
import {useDirection} from '@site/src/lib/hooks/useDirection';

/** Where the visitor is: locale, path without prefix, and the query string. */
export interface CurrentPage {
  readonly locale: Locale;
  readonly pathWithoutLocale: string;
  readonly search: string;
  /** Writing direction of the locale (content/locales.ts: fa and ps are 'rtl'). */
  readonly direction: 'ltr' | 'rtl';
}

/**
 * Reads the current locale from Docusaurus and the path from the router (as
 * the page was rendered while it hydrates, see src/lib/api/routeData.tsx).
 */
export function useCurrentPage(): CurrentPage {
  const locale = useLang();
  const direction = useDirection();
  const {pathname, search} = useRenderedLocation();
  return {locale, pathWithoutLocale: stripLocalePrefix(pathname), search, direction};
}
