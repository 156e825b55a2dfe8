/**
 * The site's main menu: a modal panel with the six sections, the Login link,
 * the language links and the social links. Choosing a section shows its
 * submenu (with a back control named after the section) and a preview
 * panel; choosing another, or going back, lets it slide out first.
 *
 * It is plain HTML that the browser runs by itself (an island: it is
 * rendered by the build and never by the browser's scripts,
 * src/components/Island), so it works from the first paint, before and
 * without the scripts:
 * - the panel is a native `<dialog>`, opened as a modal by the header's menu
 *   button (`command="show-modal"`) and closed by its close button, by
 *   Escape, or by a press beside it (`closedby="any"`). The page behind is
 *   inert, focus goes to the close button and back to the menu button;
 * - each submenu is a native popover (`popover="auto"`): its section's
 *   button opens it, its back button closes it (and takes the focus when it
 *   opens), and opening one closes another. Their entrances and the 300 ms
 *   slide-out are CSS transitions;
 * - links are links: each leads to its page, the language links to this
 *   page in the other languages.
 * Where the browser lacks a piece of this, or to keep links within the
 * site without a page load, src/frame/useIslands.ts adds it once the page's
 * scripts run.
 */
import type {CSSProperties, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import {NAV_SECTIONS, type NavSection} from '@site/src/frame/navigation';
import {routeLabel, sectionCopy} from '@site/src/frame/labels';
import {entranceDelay} from '@site/src/frame/entranceDelay';
import {BackIcon, ChevronIcon, CloseIcon, ExternalIcon} from '@site/src/frame/icons';
import {NewTabHint} from '@site/src/frame/NewTabHint';
import {useCurrentPage} from '@site/src/frame/useCurrentPage';
import Island from '@site/src/components/Island';
import LanguageToggle from '@site/src/components/LanguageToggle';
import SocialLinks from '@site/src/components/SocialLinks';
import styles from './styles.module.css';

import {MENU_ID, MENU_ISLAND} from './constants';

export {MENU_ID, MENU_ISLAND} from './constants';

// Sections, then Login, the language links and the social links: nine items
// entering between 0.2 s and 0.9 s.
const ENTERING_ITEMS = NAV_SECTIONS.length + 3;

/** Size of the preview images (static/img/menu); the attributes reserve their space. */
const PREVIEW_WIDTH = 480;
const PREVIEW_HEIGHT = 320;

function enterStyle(index: number): CSSProperties {
  return {'--frame-enter-delay': `${entranceDelay(index, ENTERING_ITEMS)}s`} as CSSProperties;
}

/** The id of a section's submenu popover. */
export function submenuId(section: NavSection): string {
  return `${MENU_ID}-${section.key}`;
}

function Submenu({
  section,
  direction,
  currentPath,
}: {
  readonly section: NavSection;
  readonly direction: 'ltr' | 'rtl';
  readonly currentPath: string;
}): ReactNode {
  const {label, heading, description, imageAlt} = sectionCopy(section.key);
  const id = submenuId(section);
  return (
    <div id={id} popover="auto" className={styles.submenu}>
      <div className={styles.routesColumn}>
        {/* Focus lands here when the submenu opens; closing it gives focus back to the section's button. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the popover's first control takes the focus it is opened with, as a menu's submenu does */}
        <button type="button" className={styles.back} popoverTarget={id} popoverTargetAction="hide" autoFocus>
          <BackIcon direction={direction} className={styles.backIcon} />
          <span className="app-visually-hidden">
            {translate({
              id: 'frame.sidebar.back.accessibleLabel',
              message: 'Back to the main menu:',
              description: 'Read by screen readers before the section name on the submenu back button',
            })}{' '}
          </span>
          {label}
        </button>
        <nav
          aria-label={translate(
            {
              id: 'frame.sidebar.submenu.ariaLabel',
              message: '{section} pages',
              description: 'Accessible name of a submenu; {section} is the section name, e.g. About',
            },
            {section: label},
          )}
        >
          <ul className={styles.routes}>
            {section.routes.map((route) => (
              <li key={route}>
                <Link to={route} className={styles.route} data-route={route} aria-current={route === currentPath ? 'page' : undefined}>
                  {routeLabel(route)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.preview}>
        <img
          className={styles.previewImage}
          src={section.previewImage}
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          loading="lazy"
          decoding="async"
          alt={imageAlt}
        />
        <h2 className={styles.previewHeading}>{heading}</h2>
        <p className={styles.previewText}>{description}</p>
      </div>
    </div>
  );
}

/** The menu's dialog, in the island the browser keeps as built. */
export default function MenuPanel(): ReactNode {
  const {direction, pathWithoutLocale} = useCurrentPage();
  return (
    <Island name={MENU_ISLAND}>
      <dialog
        id={MENU_ID}
        className={styles.panel}
        aria-label={translate({
          id: 'frame.sidebar.ariaLabel',
          message: 'Main menu',
          description: 'Accessible name of the sidebar menu dialog',
        })}
        {...{closedby: 'any'}}
      >
        <div className={styles.topBar}>
          <button type="button" className={styles.close} {...{command: 'close', commandfor: MENU_ID}}>
            <CloseIcon className={styles.closeIcon} />
            <span>
              {translate({
                id: 'frame.header.menuButton.closeLabel',
                message: 'Close',
                description: 'Label of the menu button while the menu is open, and of the close button inside the menu',
              })}
            </span>
          </button>
        </div>
        <div className={styles.body}>
          <nav
            aria-label={translate({
              id: 'frame.sidebar.sections.ariaLabel',
              message: 'Site sections',
              description: 'Accessible name of the list of the six sections in the sidebar',
            })}
          >
            <ul className={styles.sections}>
              {NAV_SECTIONS.map((section, index) => (
                <li key={section.key} className={styles.enter} style={enterStyle(index)}>
                  <button type="button" className={styles.section} popoverTarget={submenuId(section)}>
                    <span>{sectionCopy(section.key).label}</span>
                    <ChevronIcon direction={direction} className={styles.chevron} />
                  </button>
                  <Submenu section={section} direction={direction} currentPath={pathWithoutLocale} />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.extras}>
            <a
              className={`${styles.login} ${styles.enter}`}
              style={enterStyle(NAV_SECTIONS.length)}
              href={identity.portalLoginUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span>
                {translate({
                  id: 'frame.sidebar.login.label',
                  message: 'Login',
                  description: 'Sidebar link to the external student portal login page',
                })}
              </span>
              <ExternalIcon className={styles.loginIcon} />
              <NewTabHint />
            </a>
            <LanguageToggle className={styles.enter} style={enterStyle(NAV_SECTIONS.length + 1)} />
            <SocialLinks className={styles.enter} style={enterStyle(NAV_SECTIONS.length + 2)} />
          </div>
        </div>
      </dialog>
    </Island>
  );
}
