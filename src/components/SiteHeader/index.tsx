/**
 * The site header: menu button, logo and search button, fixed over the top
 * of every page, with the menu panel and the search dialog they open.
 *
 * - Both controls work before the page's scripts run: the menu button opens
 *   the menu's native dialog by itself (`command="show-modal"`, see
 *   src/components/MenuPanel), and the search button is a link to the search
 *   page. Once the scripts run, the search button opens the search dialog
 *   in place, and src/frame/useIslands.ts covers browsers without dialog
 *   commands.
 * - The icons turn black on the light program and faculty pages
 *   (hasDarkHeaderIcons); elsewhere the header is dark and translucent.
 * - It takes its scrolled style once the page is scrolled more than 50 px.
 * - It applies the first-visit language rule (useFirstVisitRedirect).
 */
import {useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import {hasDarkHeaderIcons} from '@site/src/frame/navigation';
import {MenuIcon, SearchIcon} from '@site/src/frame/icons';
import {LOGO_ON_DARK, LOGO_ON_LIGHT} from '@site/src/frame/logo';
import {useCurrentPage} from '@site/src/frame/useCurrentPage';
import {useFirstVisitRedirect} from '@site/src/frame/useFirstVisitRedirect';
import {useIslands} from '@site/src/frame/useIslands';
import {useScrolledPast} from '@site/src/lib/hooks/useScrolledPast';
import MenuPanel, {MENU_ID} from '@site/src/components/MenuPanel';
import SearchDialog from '@site/src/components/SearchDialog/LazySearchDialog';
import styles from './styles.module.css';

/** The header takes its scrolled style once `window.scrollY` exceeds this (px). */
export const HEADER_SCROLL_THRESHOLD = 50;

/** A plain click, which the page may handle itself (not a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The header with its menu and search dialogs. */
export default function SiteHeader(): ReactNode {
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const {locale, pathWithoutLocale} = useCurrentPage();
  const hasDarkIcons = hasDarkHeaderIcons(pathWithoutLocale);
  const searchPage = useBaseUrl('/search');
  useFirstVisitRedirect();
  useIslands();

  return (
    <>
      <header
        className={clsx(styles.header, isScrolled && styles.scrolled, hasDarkIcons ? styles.light : styles.dark)}
        data-scrolled={isScrolled || undefined}
      >
        {/* Docusaurus measures the element with class "navbar" (its own
            navbar, replaced here) to offset the table-of-contents highlight;
            without one, every page with a table of contents crashes. This
            invisible box spans the header so the offset is the header's height. */}
        <div className={clsx('navbar', styles.navbarProbe)} aria-hidden="true" />
        <div className={styles.inner}>
          <button
            type="button"
            className={clsx(styles.control, styles.menuButton)}
            aria-haspopup="dialog"
            {...{command: 'show-modal', commandfor: MENU_ID}}
          >
            <MenuIcon className={styles.icon} />
            <span className={styles.label}>
              {translate({
                id: 'frame.header.menuButton.menuLabel',
                message: 'Menu',
                description: 'Label of the header button that opens the sidebar menu',
              })}
            </span>
          </button>
          <Link
            to="/"
            className={styles.logo}
            aria-label={translate(
              {
                id: 'frame.header.homeLink.ariaLabel',
                message: '{name}, home page',
                description: 'Accessible name of the header logo, which links to the home page; {name} is the university name',
              },
              {name: identity.name[locale]},
            )}
          >
            <img src={hasDarkIcons ? LOGO_ON_LIGHT : LOGO_ON_DARK} width={identity.logo.width} height={identity.logo.height} alt="" />
          </Link>
          {/* A link to the search page until the scripts run; then a button
              that opens the search dialog over the page. */}
          <a
            href={searchPage}
            className={clsx(styles.control, styles.searchButton)}
            role="button"
            aria-haspopup="dialog"
            onClick={(event) => {
              if (isPlainClick(event)) {
                event.preventDefault();
                setIsSearchOpen(true);
              }
            }}
          >
            <SearchIcon className={styles.icon} />
            <span className={styles.label}>
              {translate({
                id: 'frame.header.searchButton.label',
                message: 'Search',
                description: 'Label of the header button that opens the search dialog',
              })}
            </span>
          </a>
        </div>
      </header>
      <MenuPanel />
      <SearchDialog isOpen={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </>
  );
}
