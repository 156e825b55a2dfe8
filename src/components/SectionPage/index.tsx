/**
 * The layout of the list and detail pages of academics, research and careers:
 * the heading band (an optional small line above the heading, the page's one
 * h1 and an optional introduction), an optional sub-menu under it, then the
 * content.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

export interface SectionPageProps {
  /** The page's h1 and document title. */
  readonly title: string;
  /** Document title when it differs from the h1 (e.g. "Job title | Job vacancy"). */
  readonly documentTitle?: string;
  /** Meta description of the page. */
  readonly description: string;
  /** Visible introduction under the heading; none when left out. */
  readonly intro?: ReactNode;
  /** Short text above the heading: the section or the page's place ("Graduate program"). */
  readonly eyebrow?: ReactNode;
  /** A sub-menu between the heading band and the content (a program's pages). */
  readonly nav?: ReactNode;
  readonly children: ReactNode;
}

/** A page with the heading band. */
export default function SectionPage({title, documentTitle, description, intro, eyebrow, nav, children}: SectionPageProps): ReactNode {
  return (
    <Layout title={documentTitle ?? title} description={description}>
      <main className={styles.page}>
        <header className={styles.intro}>
          <div className={styles.inner}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 className={styles.title}>{title}</h1>
            {intro ? <div className={styles.lead}>{intro}</div> : null}
          </div>
        </header>
        {nav}
        <div className={styles.content}>{children}</div>
      </main>
    </Layout>
  );
}
