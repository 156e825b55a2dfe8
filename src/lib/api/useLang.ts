/** The API language of the page being shown. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Lang} from './types';

/** The current Docusaurus locale as an API language (en, fa or ps). */
export function useLang(): Lang {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  return locale === 'fa' || locale === 'ps' ? locale : 'en';
}
