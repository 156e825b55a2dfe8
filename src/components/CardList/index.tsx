/**
 * The cards of a data page (programs, lecturers, jobs, employees of the
 * month) in a responsive grid, as a list so screen readers announce the
 * count. (MDX pages lay out their `<Card>`s with src/components/mdx/CardGrid.)
 */
import {Children, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CardListProps {
  /** The cards, each with its own key. */
  readonly children: ReactNode;
  /** Narrow cards (lecturers) fit more to a row. */
  readonly isNarrow?: boolean;
}

/** Lays its children out as list items of a grid. */
export default function CardList({children, isNarrow = false}: CardListProps): ReactNode {
  return (
    <ul className={clsx(styles.grid, isNarrow && styles.narrow)}>
      {/* Children.map keeps each card's own key on its list item. */}
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
