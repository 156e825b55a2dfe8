/**
 * The important dates of a conference as tiles: what is due, then the day in
 * large type. Written in the page as a Markdown list:
 *
 *   <KeyDates>
 *
 *   - **Last date for abstracts:** <LongDate date={facts.dates.abstracts} />
 *   - **Conference day:** <LongDate date={facts.dates.conference} weekday />
 *
 *   </KeyDates>
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Props of {@link KeyDates}. */
export interface KeyDatesProps {
  /** A Markdown list of `**What:** <LongDate … />` items. */
  readonly children?: ReactNode;
}

/** The list of dates, one tile each. */
export default function KeyDates({children}: KeyDatesProps): ReactNode {
  return <div className={styles.keyDates}>{children}</div>;
}
