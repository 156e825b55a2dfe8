/**
 * The top of an academics or careers page: an optional small line above the
 * heading (the section or the page's place), the page's one h1, and optional
 * lead text.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface PageIntroProps {
  readonly title: ReactNode;
  /** Short text above the heading, e.g. "Graduate program". */
  readonly eyebrow?: ReactNode;
  readonly children?: ReactNode;
}

/** The page heading band. */
export default function PageIntro({title, eyebrow, children}: PageIntroProps): ReactNode {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
      </div>
    </header>
  );
}
