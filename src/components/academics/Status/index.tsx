/**
 * What a data page shows instead of its content: the error after a failed
 * request (in the visitor's language, followed by the error text), a clear
 * not-found message, or an empty-list message. A spinner never stands in for
 * an error (issue 5, point 8).
 * @see spec 2 §8
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {HttpError} from '@site/src/lib/api';
import styles from './styles.module.css';

/** Whether a failed request means "there is no such item" (404). */
export function isNotFound(error: Error): boolean {
  return error instanceof HttpError && error.status === 404;
}

export interface LoadErrorProps {
  /** What failed, in the visitor's language ("The program could not be loaded."). */
  readonly message?: string;
  readonly error: Error;
}

/** A failed request: red, announced at once (role="alert"), with its error text. */
export function LoadError({message, error}: LoadErrorProps): ReactNode {
  const text =
    message ??
    translate({
      id: 'academics.status.loadError',
      message: 'This content could not be loaded. Please try again later.',
      description: 'Shown in red when a request to the server fails; the technical error follows',
    });
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{text}</p>
      {/* The error text is technical English ("HTTP error! status: 500"). */}
      <p className={styles.errorDetail} lang="en" dir="ltr">
        {error.message}
      </p>
    </div>
  );
}

export interface NoticeProps {
  readonly children: ReactNode;
}

/** A plain status message: not found, or an empty list. */
export function Notice({children}: NoticeProps): ReactNode {
  return (
    <div className={styles.notice} role="status">
      {children}
    </div>
  );
}
