/**
 * Applies the first-visit language rule after the page has loaded in the
 * browser: on the English home page, a stored Dari or Pashto choice, or
 * (without a stored choice) the browser's preferred language, sends the
 * visitor to that language's home page.
 * @see firstVisitLocale in ./language.ts for the rule itself
 */
import {useEffect} from 'react';
import {pathInLocale} from '@site/content/locales';
import {firstVisitLocale, readStoredLanguage, storeLanguage} from './language';
import {useCurrentPage} from './useCurrentPage';

/** Runs the redirect check once per page the frame renders; never during the build. */
export function useFirstVisitRedirect(): void {
  const {locale, pathWithoutLocale, search} = useCurrentPage();
  useEffect(() => {
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
