/** The writing direction of the current locale, from its Docusaurus config (STYLE.md: not guessed from the language). */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** 'rtl' for Dari and Pashto, 'ltr' for English. */
export function useDirection(): 'ltr' | 'rtl' {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.direction === 'rtl' ? 'rtl' : 'ltr';
}
