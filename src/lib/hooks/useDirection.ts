/**
 * The writing direction of one of the site's languages, from its one list
 * (content/locales.ts): 'rtl' for Dari and Pashto, 'ltr' for English.
 */
import {LOCALE_CONFIG, LOCALES, isLocale} from '@site/content/locales';
import {useLang} from '@site/src/lib/api/useLang';

/**
 * The direction of `code` (en, fa or ps), or of the page's language when it
 * is left out. Throws for a language the site does not have, so a typo in a
 * page (`<Lang code="de">`) fails the build instead of guessing.
 */
export function useDirection(code?: string): 'ltr' | 'rtl' {
  const pageLocale = useLang();
  if (code === undefined) {
    return LOCALE_CONFIG[pageLocale].direction;
  }
  if (!isLocale(code)) {
    throw new Error(`Unknown language "${code}": use one of ${LOCALES.join(', ')}`);
  }
  return LOCALE_CONFIG[code].direction;
}
