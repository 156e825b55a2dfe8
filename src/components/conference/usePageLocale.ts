/** The language of the page being rendered, as the conference data names it. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Locale} from '@site/src/data/conferences/format';

/** The current Docusaurus locale (en, fa or ps; anything else counts as en). */
export function usePageLocale(): Locale {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  return locale === 'fa' || locale === 'ps' ? locale : 'en';
}
