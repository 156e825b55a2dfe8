/**
 * Applies the first-visit language rule after the page has loaded in the
 * browser: on the English home page, a stored Dari or Pashto choice, or
 * (without a stored choice) the browser's preferred language, sends the
 * visitor to that language's home page.
 * @see firstVisitLocale in ./language.ts for the rule itself
 */
import {useEffect} from 'react';
import {localeOfPath, pathInLocale} from '@site/content/locales';
import {firstVisitLocale, mayRedirectOnArrival, readStoredLanguage, storeLanguage} from './language';
import {useCurrentPage} from './useCurrentPage';

/** The path of the page that led here, when it is a page of this site. */
function referrerPath(): string | null {
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** Runs the redirect check once per page the frame renders; never during the build. */
export function useFirstVisitRedirect(): void {
  const {locale, pathWithoutLocale, search} = useCurrentPage();
  useEffect(() => {
    // Arriving from this site's pages in another language is a language
    // link followed (perhaps before that page's scripts could store it).
    const from = referrerPath();
    if (from !== null && localeOfPath(from) !== locale) {
      storeLanguage(locale);
      return;
    }
    // The first read of sessionStorage in a page waits for the browser's
    // storage process (about 10 ms on a fast machine, four times that on a
    // slow phone), so only the page the rule applies to reads it.
    if (!mayRedirectOnArrival(locale, pathWithoutLocale)) {
      return;
    }
    const storedLanguage = readStoredLanguage();
    const target = firstVisitLocale({
      currentLocale: locale,
      pathWithoutLocale,
      storedLanguage,
      browserLanguages: navigator.languages ?? [navigator.language],
    });
    if (!target) {
      return;
    }
    // Following the browser happens once: from now on it is the stored
    // choice, which the visitor overrides by picking a language.
    storeLanguage(target);
    // replace(): the Back button must not return to a page that redirects again.
    window.location.replace(pathInLocale(pathWithoutLocale, target, search));
  }, [locale, pathWithoutLocale, search]);
}
