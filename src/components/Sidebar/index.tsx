/**
 * The site's main menu: a modal panel with the six sections, the Login link,
 * the language toggle and the social links. Choosing a section shows its
 * submenu and a preview panel; switching section or going back first plays
 * the submenu's 300 ms slide-out (the timing lives in useSidebarState).
 *
 * Keyboard and screen readers: it is a labelled native modal `<dialog>`
 * (src/lib/hooks/useModalDialog.ts): the page behind is inert while it is open,
 * focus moves to its close button, Escape closes it, and focus goes back to
 * the menu button. A mouse press beside the panel closes it too
 * (useOutsidePress). Choosing a section moves focus to its back control, and
 * going back returns focus to the section's button.
 */
import {useEffect, useRef, type CSSProperties, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import {NAV_SECTIONS, type NavSection, type SectionKey} from '@site/src/frame/navigation';
import {routeLabel, sectionCopy} from '@site/src/frame/labels';
import {entranceDelay} from '@site/src/frame/entranceDelay';
import {BackIcon, ChevronIcon, CloseIcon, ExternalIcon} from '@site/src/frame/icons';
import {NewTabHint} from '@site/src/frame/NewTabHint';
import {useCurrentPage} from '@site/src/frame/useCurrentPage';
import {useModalDialog} from '@site/src/lib/hooks/useModalDialog';
import {useOutsidePress} from '@site/src/lib/hooks/useOutsidePress';
import type {SidebarController} from '@site/src/frame/useSidebarState';
import LanguageToggle from '@site/src/components/LanguageToggle';
import SocialLinks from '@site/src/components/SocialLinks';
import styles from './styles.module.css';

// Sections, then Login, the language toggle and the social links: nine items
// entering between 0.2 s and 0.9 s.
const ENTERING_ITEMS = NAV_SECTIONS.length + 3;

/** Size of the preview images (static/img/menu); the attributes reserve their space. */
const PREVIEW_WIDTH = 480;
const PREVIEW_HEIGHT = 320;

function enterStyle(index: number): CSSProperties {
  return {'--frame-enter-delay': `${entranceDelay(index, ENTERING_ITEMS)}s`} as CSSProperties;
}

function closeLabel(): string {
  return translate({
    id: 'frame.header.menuButton.closeLabel',
    message: 'Close',
    description: 'Label of the menu button while the menu is open, and of the close button inside the menu',
  });
}

function Submenu({
  section,
  isLeaving,
  backRef,
  onBack,
  onNavigate,
  direction,
  currentPath,
}: {
  readonly section: NavSection;
  readonly isLeaving: boolean;
  readonly backRef: RefObject<HTMLButtonElement | null>;
  readonly onBack: () => void;
  readonly onNavigate: () => void;
  readonly direction: 'ltr' | 'rtl';
  readonly currentPath: string;
}): ReactNode {
  const {label} = sectionCopy(section.key);
  return (
    <div className={clsx(styles.submenuInner, isLeaving && styles.leaving)}>
      <button ref={backRef} type="button" className={styles.back} onClick={onBack}>
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
              <Link to={route} className={styles.route} aria-current={route === currentPath ? 'page' : undefined} onClick={onNavigate}>
                {routeLabel(route)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function Preview({section, isLeaving}: {readonly section: NavSection; readonly isLeaving: boolean}): ReactNode {
  const {heading, description, imageAlt} = sectionCopy(section.key);
  return (
    <div className={clsx(styles.preview, isLeaving && styles.leaving)}>
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
  );
}

export interface SidebarProps {
  /** Id of the dialog, referenced by the menu button's aria-controls. */
  readonly id: string;
  /** State and commands from useSidebarState, owned by the header. */
  readonly controller: SidebarController;
}

/**
 * The main menu dialog. The `<dialog>` element is rendered always (closed, and
 * empty, in the built HTML), so the menu button's aria-controls always
 * resolves; its content is rendered while it is open.
 */
export default function Sidebar({id, controller}: SidebarProps): ReactNode {
  const {state, close, chooseSection, back} = controller;
  const {isOpen, isLeaving} = state;
  const {direction, pathWithoutLocale} = useCurrentPage();
  const panelRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const sectionButtons = useRef(new Map<SectionKey, HTMLButtonElement>());
  const previousSection = useRef<SectionKey | null>(null);

  useModalDialog(panelRef, isOpen, {onClose: close, initialFocus: closeRef});
  useOutsidePress(panelRef, isOpen, close);

  // Keep keyboard focus with what the visitor just did: into a submenu when it
  // appears, back onto its section button when the main list returns. On
  // small screens the main list is hidden behind the submenu, so focus left
  // on a section button would be lost.
  useEffect(() => {
    const previous = previousSection.current;
    previousSection.current = state.section;
    if (!isOpen || state.section === previous) {
      return;
    }
    if (state.section !== null) {
      backRef.current?.focus();
    } else if (previous !== null) {
      sectionButtons.current.get(previous)?.focus();
    }
  }, [isOpen, state.section]);

  const shown = NAV_SECTIONS.find((section) => section.key === state.section) ?? null;
  // During a slide-out the section that comes next is the one "expanded".
  const expandedKey = isLeaving ? state.next : state.section;
  const submenuId = `${id}-submenu`;

  return (
    <>
      {/* The dimming behind the panel is a page element rather than the
          dialog's ::backdrop: the backdrop leaves the top layer the moment the
          dialog closes, so most browsers could not fade it out. */}
      <div className={clsx(styles.backdrop, isOpen && styles.backdropVisible)} aria-hidden="true" />
      <dialog
        ref={panelRef}
        id={id}
        aria-label={translate({
          id: 'frame.sidebar.ariaLabel',
          message: 'Main menu',
          description: 'Accessible name of the sidebar menu dialog',
        })}
        className={clsx(styles.panel, shown && styles.hasSubmenu)}
      >
        {isOpen && (
          <>
            <div className={styles.topBar}>
              <button ref={closeRef} type="button" className={styles.close} onClick={close}>
                <CloseIcon className={styles.closeIcon} />
                <span>{closeLabel()}</span>
              </button>
            </div>
            <div className={styles.body}>
              <div className={styles.main}>
                <nav
                  aria-label={translate({
                    id: 'frame.sidebar.sections.ariaLabel',
                    message: 'Site sections',
                    description: 'Accessible name of the list of the six sections in the sidebar',
                  })}
                >
                  <ul className={styles.sections}>
                    {NAV_SECTIONS.map((section, index) => {
                      const isExpanded = expandedKey === section.key;
                      return (
                        <li key={section.key} className={styles.enter} style={enterStyle(index)}>
                          <button
                            ref={(element) => {
                              if (element) {
                                sectionButtons.current.set(section.key, element);
                              } else {
                                sectionButtons.current.delete(section.key);
                              }
                            }}
                            type="button"
                            className={clsx(styles.section, isExpanded && styles.sectionExpanded)}
                            aria-expanded={isExpanded}
                            aria-controls={submenuId}
                            onClick={() => chooseSection(section.key)}
                          >
                            <span>{sectionCopy(section.key).label}</span>
                            <ChevronIcon direction={direction} className={styles.chevron} />
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <div className={styles.extras}>
                  <a
                    className={clsx(styles.login, styles.enter)}
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
              <div id={submenuId} className={styles.submenu} hidden={!shown}>
                {shown && (
                  <Submenu
                    key={shown.key}
                    section={shown}
                    isLeaving={isLeaving}
                    backRef={backRef}
                    onBack={back}
                    onNavigate={close}
                    direction={direction}
                    currentPath={pathWithoutLocale}
                  />
                )}
              </div>
              {shown && <Preview key={shown.key} section={shown} isLeaving={isLeaving} />}
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
