/** A responsive grid of cards, as a list so screen readers announce the count. */
import {Children, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CardGridProps {
  /** The cards, each with its own key. */
  readonly children: ReactNode;
  /** Narrow cards (lecturers) fit more to a row. */
  readonly isNarrow?: boolean;
}

/** Lays its children out as list items of a grid. */
export default function CardGrid({children, isNarrow = false}: CardGridProps): ReactNode {
  return (
    <ul className={clsx(styles.grid, isNarrow && styles.narrow)}>
      {/* Children.map keeps each card's own key on its list item. */}
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
