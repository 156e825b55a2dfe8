/**
 * A vertical timeline for the history page: an ordered list of years, each
 * with its lines as paragraphs or a Markdown list. The year is a heading, so
 * screen-reader users can jump from year to year.
 *
 *   <Timeline>
 *   <TimelineEntry year="2002">
 *
 *   The university opens with two faculties.
 *
 *   </TimelineEntry>
 *   </Timeline>
 */
import type {ReactNode} from 'react';
import {elementChildren} from '../shared/listItems';
import styles from './styles.module.css';

/** Props of {@link Timeline}. */
export interface TimelineProps {
  /** `<TimelineEntry>` elements, oldest first. */
  readonly children?: ReactNode;
}

/** The list of entries, drawn along a line with a marker per year. */
export function Timeline({children}: TimelineProps): ReactNode {
  return (
    <ol className={styles.timeline}>
      {elementChildren(children).map((child, index) => (
        <li key={child.key ?? index} className={styles.item}>
          {child}
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link TimelineEntry}. */
export interface TimelineEntryProps {
  /** The year (or span of years) the entry is about, e.g. "2002" or "2010-2012". */
  readonly year: string | number;
  /** Heading level of the year: 2 by default, 3 inside a `##` section. */
  readonly headingLevel?: 2 | 3;
  /** The entry's lines (Markdown paragraphs or a list). */
  readonly children?: ReactNode;
}

/** One year of the timeline. */
export function TimelineEntry({year, headingLevel = 2, children}: TimelineEntryProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className={styles.year}>{year}</Heading>
      <div className={styles.lines}>{children}</div>
    </>
  );
}

export default Timeline;
