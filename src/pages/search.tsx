/**
 * The search page, at /search in each language. The header's search button
 * leads here until the page's scripts run (then it opens the search dialog
 * in place), and its form sends the words here (`?q=`) when it is used that
 * early: the page runs the query as soon as its scripts run. The search
 * itself runs in the browser (the Pagefind index), so without scripts the
 * page says so and points to the menu. It is not a page to be found by
 * search: `noindex`, and out of the site's own index.
 */
import {useMemo, useRef, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {IndexSearch, WidgetSearch, getDefaultEngine} from '@site/src/components/SearchDialog';
import styles from './search.module.css';

/** Keeps the query in the address, so the page can be reloaded, shared or left and come back to. */
function keepInAddress(query: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('q', query);
  window.history.replaceState(window.history.state, '', url);
}

/** The search page in the current locale. */
export default function SearchPage(): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  const engine = useMemo(() => getDefaultEngine(), []);
  const action = useBaseUrl('/search');
  const title = translate({
    id: 'search.dialog.title',
    message: 'Search the website',
    description: 'Title of the search dialog',
  });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'search.dialog.message',
        message: 'Find pages on the website in the language you are reading. Type a word or phrase, then press Enter or choose Search.',
        description: 'Explanation under the title of the search dialog',
      })}
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>
          {translate({
            id: 'search.dialog.message',
            message: 'Find pages on the website in the language you are reading. Type a word or phrase, then press Enter or choose Search.',
            description: 'Explanation under the title of the search dialog',
          })}
        </p>
        <noscript>
          <p className={styles.noScript}>
            {translate({
              id: 'search.page.noScript',
              message:
                'Search runs in your browser and needs JavaScript, which is turned off. Every page of the website can also be reached from the menu.',
              description: 'Shown on the search page when the browser runs no scripts',
            })}
          </p>
        </noscript>
        {engine.kind === 'index' ? (
          <IndexSearch search={engine.search} inputRef={inputRef} action={action} readsAddress onSearch={keepInAddress} />
        ) : (
          <WidgetSearch load={engine.load} />
        )}
      </main>
    </Layout>
  );
}
