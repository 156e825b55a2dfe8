/**
 * The layout of the list and detail pages of academics, research and careers:
 * the heading band (h1 and the introduction), then the content.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageIntro from '../PageIntro';
import styles from '../ProgramPage/styles.module.css';

export interface SectionPageProps {
  /** The page's h1 and document title. */
  readonly title: string;
  /** Document title when it differs from the h1 (e.g. "Job title | Job vacancy"). */
  readonly documentTitle?: string;
  /** Meta description of the page. */
  readonly description: string;
  /** Visible introduction under the heading; none when left out. */
  readonly intro?: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly children: ReactNode;
}

/** A page with the heading band. */
export default function SectionPage({title, documentTitle, description, intro, eyebrow, children}: SectionPageProps): ReactNode {
  return (
    <Layout title={documentTitle ?? title} description={description}>
      <main className={styles.page}>
        <PageIntro title={title} eyebrow={eyebrow}>
          {intro}
        </PageIntro>
        <div className={styles.content}>{children}</div>
      </main>
    </Layout>
  );
}
