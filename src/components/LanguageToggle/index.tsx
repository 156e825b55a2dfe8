/**
 * The language toggle: the two languages other than the current
 * one, each a link to the same page (and query) in that language, named in
 * its own script. Choosing one is remembered for the session, so the
 * first-visit rule never sends the visitor away from it again.
 *
 * Plain <a href>: each locale is its own build, so changing language is a full
 * page load, not a client-side route change. In the menu the toggle is part
 * of an island (src/components/Island), where src/frame/useIslands.ts keeps
 * the links' targets and stores the choice; a link followed before the
 * scripts ran is recognised on arrival (useFirstVisitRedirect).
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {LOCALE_CONFIG} from '@site/content/locales';
import {otherLanguageLinks, storeLanguage} from '@site/src/frame/language';
import {useCurrentPage} from '@site/src/frame/useCurrentPage';
import {GlobeIcon} from '@site/src/frame/icons';
import styles from './styles.module.css';

export interface LanguageToggleProps {
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** Links to the current page in the two other languages. */
export default function LanguageToggle({className, style}: LanguageToggleProps): ReactNode {
  // The query as the page was rendered, so a built query page links to the
  // same program or list page in the other languages.
  const {locale, pathWithoutLocale, search} = useCurrentPage();
  const links = otherLanguageLinks(locale, pathWithoutLocale, search);

  return (
    <nav
      className={clsx(styles.toggle, className)}
      style={style}
      aria-label={translate({
        id: 'frame.language.ariaLabel',
        message: 'Language',
        description: 'Accessible name of the language toggle (links to the page in the other languages)',
      })}
    >
      <GlobeIcon className={styles.icon} />
      <ul className={styles.list}>
        {links.map(({locale: target, href}) => {
          const {htmlLang, direction, label} = LOCALE_CONFIG[target];
          return (
            <li key={target}>
              <a
                className={styles.link}
                href={href}
                hrefLang={htmlLang}
                lang={htmlLang}
                dir={direction}
                data-locale={target}
                onClick={() => storeLanguage(target)}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
