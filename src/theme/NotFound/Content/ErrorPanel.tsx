/**
 * The body shared by the 404 and 500 pages: a heading, one
 * message, then actions, with the page marked noindex. Lives beside the 404
 * content it was made for; src/pages/error.tsx uses it too.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export interface ErrorPanelProps {
  /** Page heading, also the document title. */
  readonly title: string;
  readonly message: ReactNode;
  /** Buttons under the message. */
  readonly children: ReactNode;
}

/** The centred error message with its actions. */
export default function ErrorPanel({title, message, children}: ErrorPanelProps): ReactNode {
  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* Error pages answer for many addresses; none of them belongs in a search engine. */}
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.main}>
        <div className={styles.panel}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.message}>{message}</p>
          <div className={styles.actions}>{children}</div>
        </div>
      </main>
    </>
  );
}
