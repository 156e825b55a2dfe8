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
