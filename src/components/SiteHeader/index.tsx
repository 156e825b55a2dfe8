/**
 * The site header: menu button, logo and search button, fixed
 * over the top of every page, with the sidebar menu and the search dialog it
 * opens.
 *
 * - The icons turn black on the light program and faculty pages
 *   (hasDarkHeaderIcons); elsewhere the header is dark and translucent.
 * - It takes its scrolled style once the page is scrolled more than 50 px.
 * - It closes the menu when the route changes (e.g. the Back button).
 * - It applies the first-visit language rule (useFirstVisitRedirect).
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import {hasDarkHeaderIcons} from '@site/src/frame/navigation';
import {CloseIcon, MenuIcon, SearchIcon} from '@site/src/frame/icons';
import {LOGO_ON_DARK, LOGO_ON_LIGHT} from '@site/src/frame/logo';
import {useCurrentPage} from '@site/src/frame/useCurrentPage';
import {useFirstVisitRedirect} from '@site/src/frame/useFirstVisitRedirect';
import {useScrolledPast} from '@site/src/lib/hooks/useScrolledPast';
import {useSidebarState} from '@site/src/frame/useSidebarState';
import Sidebar from '@site/src/components/Sidebar';
import SearchDialog from '@site/src/components/SearchDialog/LazySearchDialog';
import styles from './styles.module.css';

/** Id of the sidebar dialog, referenced by the menu button. */
export const SIDEBAR_ID = 'app-sidebar';

/** The header takes its scrolled style once `window.scrollY` exceeds this (px). */
export const HEADER_SCROLL_THRESHOLD = 50;

/** The header with its menu and search dialogs. */
export default function SiteHeader(): ReactNode {
  const sidebar = useSidebarState();
  const {isOpen} = sidebar.state;
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const {locale, pathWithoutLocale} = useCurrentPage();
  const hasDarkIcons = hasDarkHeaderIcons(pathWithoutLocale);
  useFirstVisitRedirect();

  // A route change with the menu open (Back button, a link in the preview)
  // leaves a menu that no longer matches the page: close it.
  const {close} = sidebar;
  useEffect(() => {
    close();
  }, [close, pathWithoutLocale]);

  const menuLabel = translate({
    id: 'frame.header.menuButton.menuLabel',
    message: 'Menu',
    description: 'Label of the header button that opens the sidebar menu',
  });
  const closeLabel = translate({
    id: 'frame.header.menuButton.closeLabel',
    message: 'Close',
    description: 'Label of the menu button while the menu is open, and of the close button inside the menu',
  });

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
            aria-expanded={isOpen}
            aria-controls={SIDEBAR_ID}
            onClick={sidebar.toggle}
          >
            {isOpen ? <CloseIcon className={styles.icon} /> : <MenuIcon className={styles.icon} />}
            <span className={styles.label}>{isOpen ? closeLabel : menuLabel}</span>
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
          <button type="button" className={clsx(styles.control, styles.searchButton)} aria-haspopup="dialog" onClick={() => setIsSearchOpen(true)}>
            <SearchIcon className={styles.icon} />
            <span className={styles.label}>
              {translate({
                id: 'frame.header.searchButton.label',
                message: 'Search',
                description: 'Label of the header button that opens the search dialog',
              })}
            </span>
          </button>
        </div>
      </header>
      <Sidebar id={SIDEBAR_ID} controller={sidebar} />
      <SearchDialog isOpen={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </>
  );
}
