/**
 * The loading indicator of data pages: a spinner with a status message that
 * screen readers announce politely.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface SpinnerProps {
  /** What is loading, read to screen readers; defaults to "Loading…". */
  readonly label?: string;
}

export default function Spinner({label}: SpinnerProps): ReactNode {
  const text = label ?? translate({id: 'spinner.loading', message: 'Loading…', description: 'Status text while data loads'});
  return (
    <div className={styles.wrapper} role="status" aria-live="polite" data-testid="spinner">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="app-visually-hidden">{text}</span>
    </div>
  );
}

/**
 * A short message in the place of a spinner ("not found", "could not be
 * loaded"), holding the spinner's height: the footer, which the spinner held
 * below the fold, stays there instead of jumping up into view as the message
 * replaces it.
 */
export function SpinnerPlace({children}: {readonly children: ReactNode}): ReactNode {
  return <div className={styles.place}>{children}</div>;
}
