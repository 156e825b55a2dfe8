/**
 * The shared call-to-action button. It navigates inside the
 * site, except for files (documents and images) and other websites, which
 * open in a new tab with a spoken "(opens in a new tab)" hint. Content pages
 * use it for file downloads.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {NewTabHint} from '@site/src/frame/NewTabHint';
import styles from './styles.module.css';

/** File extensions that open in a new tab instead of in the app. */
export const NEW_TAB_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

const FILE_PATTERN = new RegExp(`\\.(${NEW_TAB_EXTENSIONS.join('|')})$`, 'i');

/** Whether `target` names a file (by extension, ignoring any ?query or #hash). */
export function isFileTarget(target: string): boolean {
  const path = target.trim().split(/[?#]/, 1)[0] ?? '';
  return FILE_PATTERN.test(path);
}

/** Whether `target` is on another website (http, https or protocol-relative). */
export function isExternalTarget(target: string): boolean {
  return /^(https?:)?\/\//i.test(target.trim());
}

/**
 * Whether the button opens `target` in a new tab: files by extension
 * (case-insensitive, ignoring ?query and #hash) and other websites.
 * Everything else is an in-app route.
 */
export function opensInNewTab(target: string): boolean {
  return isFileTarget(target) || isExternalTarget(target);
}

export interface CtaButtonProps {
  /** An in-app route (`/contact`), a file (`/files/guide.pdf`) or a full URL. */
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A link styled as the site's call-to-action button. */
export default function CtaButton({to, children, className}: CtaButtonProps): ReactNode {
  const classes = clsx(styles.ctaButton, className);
  if (!opensInNewTab(to)) {
    return (
      <Link to={to} className={classes}>
        {children}
      </Link>
    );
  }
  // A plain anchor: Docusaurus Link would treat a file as a route to render.
  return (
    <a href={to} className={classes} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint />
      <svg className={styles.newTabIcon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
