/**
 * Lets a wide table scroll sideways on a narrow screen instead of the page.
 * The scroll box is focusable and named after the table, so keyboard users
 * can scroll it too (WCAG 2.1.1).
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface TableScrollProps {
  /** Id of the table's caption, which names the scroll region. */
  readonly labelledBy: string;
  readonly children: ReactNode;
}

/** A named, focusable horizontal scroll box around a table. */
export default function TableScroll({labelledBy, children}: TableScrollProps): ReactNode {
  return (
    // A focusable region is how keyboard users reach a scrollable box.
    <div className={styles.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
