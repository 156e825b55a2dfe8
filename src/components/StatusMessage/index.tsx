/**
 * What a data page shows in place of content it does not have: the one
 * message of the site for "not found", "nothing here yet" and "could not be
 * loaded". Each kind has its role and its look:
 *
 * - `notice`: a tinted box in the page's content (role="status"): an item
 *   that does not exist, an empty list of programs, lecturers or jobs;
 * - `empty`: a dashed panel where a list of cards would be (role="status"):
 *   the news and events lists, the home page's latest items;
 * - `error`: a red box announced at once (role="alert"): the message in the
 *   visitor's language, then the failed request's own text (technical
 *   English, so marked as such and left to right);
 * - `page`: the whole of a page whose item is missing or could not be
 *   loaded (role="status"): its title is the page's h1, and the ways on
 *   follow as buttons.
 *
 * A spinner (src/components/Spinner) stands in only while something loads.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HttpError} from '@site/src/lib/api';
import styles from './styles.module.css';

/** A way on from a `page` message. */
export interface StatusLink {
  readonly to: string;
  readonly label: string;
}

export interface StatusMessageProps {
  readonly kind: 'notice' | 'empty' | 'error' | 'page';
  /** The page's h1 (`page`). */
  readonly title?: string;
  /** The ways on, as buttons (`page`). */
  readonly links?: readonly StatusLink[];
  /** The failed request (`error`): its text follows the message. */
  readonly error?: Error;
  /** Spacing of the place the message stands in. */
  readonly className?: string;
  /** The message: a sentence (shown as a paragraph) or paragraphs of its own. */
  readonly children: ReactNode;
}

/** Whether a failed request means "there is no such item" (404). */
export function isNotFound(error: Error): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** The message, in the look and with the role of its kind. */
export default function StatusMessage({kind, title, links, error, className, children}: StatusMessageProps): ReactNode {
  const text = typeof children === 'string' ? <p className={kind === 'error' ? styles.errorText : undefined}>{children}</p> : children;
  if (kind === 'page') {
    return (
      <div className={clsx(styles.page, className)} role="status">
        {title ? <h1 className={styles.pageTitle}>{title}</h1> : null}
        {text}
        {links && links.length > 0 ? (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="button button--primary">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <div className={clsx(styles[kind], className)} role={kind === 'error' ? 'alert' : 'status'}>
      {text}
      {kind === 'error' && error ? (
        <p className={styles.errorDetail} lang="en" dir="ltr">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
