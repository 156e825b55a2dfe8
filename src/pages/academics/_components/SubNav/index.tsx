/**
 * The sub-menu of the program and faculty pages: a bar of
 * links to the sibling pages that sticks under the fixed header and takes a
 * raised "sticky" style once the page has scrolled past the header's height.
 * On narrow screens the links fold behind an open/closed toggle; on wide
 * screens they are always shown and the toggle is hidden.
 *
 * Each link keeps the page's query (program or faculty), so the sub-pages
 * know what to show; the current page is marked with aria-current.
 */
import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useScrolledPast} from '@site/src/lib/hooks/useScrolledPast';
import styles from './styles.module.css';

/** The fixed header's height in CSS pixels (--ifm-navbar-height, 4rem). */
export const HEADER_HEIGHT_PX = 64;

/** One link of the sub-menu. */
export interface SubNavItem {
  readonly href: string;
  readonly label: string;
  readonly isCurrent: boolean;
}

export interface SubNavProps {
  readonly items: readonly SubNavItem[];
  /** Accessible name of the navigation region ("Program pages"). */
  readonly label: string;
  /**
   * Only hold the bar's room, unseen and out of the accessibility tree: for
   * a page that shows the bar once it knows its query, so that the content
   * under the bar does not move down when the bar appears.
   */
  readonly placeholder?: boolean;
}

/** The sticky sub-menu with its toggle. */
export default function SubNav({items, label, placeholder = false}: SubNavProps): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  const isSticky = useScrolledPast(HEADER_HEIGHT_PX);
  const isBrowser = useIsBrowser();
  const listId = useId();
  const current = items.find((item) => item.isCurrent);

  return (
    <nav
      className={clsx(styles.subNav, isSticky && styles.sticky, placeholder && styles.placeholder)}
      aria-label={label}
      aria-hidden={placeholder || undefined}
      data-sticky={isSticky || undefined}
    >
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={listId}
          // The toggle needs React; until hydration it would do nothing.
          disabled={!isBrowser}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span className={styles.toggleText}>{current?.label ?? label}</span>
          <span className="app-visually-hidden">
            {' '}
            {isOpen
              ? translate({
                  id: 'academics.subNav.toggle.closeAccessibleLabel',
                  message: '(close the page menu)',
                  description: 'Read after the sub-menu toggle while the menu is open',
                })
              : translate({
                  id: 'academics.subNav.toggle.openAccessibleLabel',
                  message: '(open the page menu)',
                  description: 'Read after the sub-menu toggle while the menu is closed',
                })}
          </span>
          <svg
            className={clsx(styles.chevron, isOpen && styles.chevronOpen)}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <ul id={listId} className={clsx(styles.list, isOpen && styles.open)}>
          {items.map((item) => (
            // Keyed by label: a placeholder menu's items all link to the same address.
            <li key={item.label}>
              <Link
                to={item.href}
                className={clsx(styles.link, item.isCurrent && styles.current)}
                aria-current={item.isCurrent ? 'page' : undefined}
                onClick={() => setIsOpen(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
