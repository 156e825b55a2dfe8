/**
 * Shared pieces of the news and event detail pages (spec 2 "News and event
 * detail", DESIGN §3): reading the id from the URL, loading the one item,
 * the not-found and could-not-load messages, the article layout, and the
 * page shell that puts them together.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HttpError, useApi, useLang, type Lang, type Resource} from '@site/src/lib/api';
import Spinner from '@site/src/components/Spinner';
import {toParagraphs} from '@site/src/lib/content';
import {idFromPath} from './detailId';
import styles from './styles.module.css';

export {idFromPath} from './detailId';

/** What a detail page can show. */
export type DetailState<T> =
  | {readonly kind: 'notFound'}
  | {readonly kind: 'loading'}
  | {readonly kind: 'failed'}
  | {readonly kind: 'loaded'; readonly item: T};

/**
 * The item named by the URL's id. The API answers a list of one; a malformed
 * id, a 404 or an empty list is "not found", any other failure "failed".
 */
export function useDetailItem<T>(resourceFor: (id: number, lang: Lang) => Resource<T[]>): DetailState<T> {
  const {pathname} = useLocation();
  const lang = useLang();
  const isBrowser = useIsBrowser();
  const id = idFromPath(pathname);
  const state = useApi(id === undefined ? null : resourceFor(id, lang));
  // The static build renders the page's template (`/event/:id`), which has no
  // id: it and the first (hydrating) render must show loading, never "not found".
  if (!isBrowser) {
    return {kind: 'loading'};
  }
  if (id === undefined) {
    return {kind: 'notFound'};
  }
  if (state.status === 'loading') {
    return {kind: 'loading'};
  }
  if (state.status === 'error') {
    return state.error instanceof HttpError && (state.error.status === 404 || state.error.status === 400)
      ? {kind: 'notFound'}
      : {kind: 'failed'};
  }
  const item = Array.isArray(state.data) ? state.data[0] : undefined;
  return item ? {kind: 'loaded', item} : {kind: 'notFound'};
}

export interface DetailMessageProps {
  readonly title: string;
  readonly text: string;
  readonly links: ReadonlyArray<{readonly to: string; readonly label: string}>;
}

/** A clear message in place of the article (not found, could not load), with ways back. */
export function DetailMessage({title, text, links}: DetailMessageProps): ReactNode {
  return (
    <div className={styles.message} role="status">
      <h1 className={styles.messageTitle}>{title}</h1>
      <p>{text}</p>
      <ul className={styles.messageLinks}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="button button--primary">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface DetailArticleProps {
  readonly backLink: {readonly to: string; readonly label: string};
  readonly title: string;
  /** Date, shared-by line, venue...: shown under the title. */
  readonly meta: ReactNode;
  readonly photo: string;
  /** Plain text; split into paragraphs at its line breaks. */
  readonly content: string;
  /** Share links, calendar button... */
  readonly actions: ReactNode;
  readonly direction: 'ltr' | 'rtl';
}

/** The article: back link, title, facts, photo, paragraphs and actions. */
export function DetailArticle({backLink, title, meta, photo, content, actions, direction}: DetailArticleProps): ReactNode {
  return (
    <article className={styles.article}>
      <Link to={backLink.to} className={styles.back}>
        <span aria-hidden="true">{direction === 'rtl' ? '→' : '←'}</span> {backLink.label}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.meta}>{meta}</div>
      {photo ? (
        <img className={styles.photo} src={photo} alt="" width={800} height={450} loading="eager" decoding="async" fetchPriority="high" />
      ) : null}
      <div className={styles.body}>
        {toParagraphs(content).map((paragraph, index) => (
          // Paragraphs have no identity beyond their order.
          // eslint-disable-next-line react/no-array-index-key
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}

type LinkTarget = {readonly to: string; readonly label: string};

export interface DetailShellProps<T> {
  readonly state: DetailState<T>;
  /** The page's title while there is no item (loading, not found, failed). */
  readonly pageTitle: string;
  /** The page's meta description. */
  readonly description: string;
  /** The list the item belongs to: the first way back from a message. */
  readonly listLink: LinkTarget;
  readonly notFound: {readonly title: string; readonly text: string};
  readonly failedTitle: string;
  readonly itemTitle: (item: T) => string;
  /** The article of a loaded item. */
  readonly renderItem: (item: T) => ReactNode;
}

/**
 * The page around one news article or event: its title (the item's once
 * loaded), a spinner while loading, and a not-found or could-not-load
 * message with the way back to its list and to the home page.
 */
export function DetailShell<T>({state, pageTitle, description, listLink, notFound, failedTitle, itemTitle, renderItem}: DetailShellProps<T>): ReactNode {
  const links = [
    listLink,
    {
      to: '/',
      label: translate({id: 'error.homeButton', message: 'Home Page', description: 'Button on the 404 and 500 pages that goes to the home page'}),
    },
  ];
  let body: ReactNode;
  switch (state.kind) {
    case 'loading':
      body = <Spinner />;
      break;
    case 'notFound':
      body = <DetailMessage title={notFound.title} text={notFound.text} links={links} />;
      break;
    case 'failed':
      body = (
        <DetailMessage
          title={failedTitle}
          text={translate({
            id: 'detail.failed.text',
            message: 'Please check your connection and try again in a moment.',
            description: 'Explanation when a news article or event could not be loaded',
          })}
          links={links}
        />
      );
      break;
    case 'loaded':
      body = renderItem(state.item);
      break;
  }
  return (
    <Layout title={state.kind === 'loaded' ? itemTitle(state.item) : pageTitle} description={description}>
      <main>{body}</main>
    </Layout>
  );
}
