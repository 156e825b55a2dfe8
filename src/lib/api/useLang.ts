/** The API language of the page being shown. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {toLocale, type Locale} from '@site/content/locales';

/** The current Docusaurus locale as an API language (en, fa or ps). */
export function useLang(): Locale {
  return toLocale(useDocusaurusContext().i18n.currentLocale);
}
