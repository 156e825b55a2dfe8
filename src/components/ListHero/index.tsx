/**
 * The banner at the top of the news, events and contact pages: a
 * title and a text. Drawn in CSS, not a photo: it costs no
 * download on the slow mobile connections many visitors use.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface ListHeroProps {
  readonly title: ReactNode;
  readonly text?: ReactNode;
  /** Anything under the text, such as a scroll indicator. */
  readonly children?: ReactNode;
}

/** The page's banner with its one h1. */
export default function ListHero({title, text, children}: ListHeroProps): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <h1 className={styles.heroTitle}>{title}</h1>
        {text ? <p className={styles.heroText}>{text}</p> : null}
        {children}
      </div>
    </header>
  );
}
