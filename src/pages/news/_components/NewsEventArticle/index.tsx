/**
 * The news and event detail pages' own parts, around the shared detail
 * shell (src/components/DetailShell): the article (back link, title, facts,
 * photo, paragraphs and actions) and the whole-page messages for an article
 * that does not exist or could not be loaded, with the way back to its list
 * and to the home page.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Picture from '@site/src/components/Picture';
import {Paragraphs} from '@site/src/components/RichText';
import StatusMessage, {type StatusLink} from '@site/src/components/StatusMessage';
import {SLOT_SIZES} from '@site/content/image-variants';
import {useDirection} from '@site/src/lib/hooks/useDirection';
import styles from './styles.module.css';

export interface DetailArticleProps {
  readonly backLink: StatusLink;
  readonly title: string;
  /** Date, shared-by line, venue...: MetaLines, shown under the title. */
  readonly facts: ReactNode;
  readonly photo: string;
  /** Plain text; split into paragraphs at its line breaks. */
  readonly content: string;
  /** Share links, calendar button... */
  readonly actions: ReactNode;
}

/** The article: back link, title, facts, photo, paragraphs and actions. */
export function DetailArticle({backLink, title, facts, photo, content, actions}: DetailArticleProps): ReactNode {
  const direction = useDirection();
  return (
    <article className={styles.article}>
      <Link to={backLink.to} className={styles.back}>
        <span aria-hidden="true">{direction === 'rtl' ? '→' : '←'}</span> {backLink.label}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.meta}>
        <dl className={styles.facts}>{facts}</dl>
      </div>
      {photo ? (
        <Picture
          className={styles.photo}
          src={photo}
          sizes={SLOT_SIZES.article}
          alt=""
          width={800}
          height={450}
          loading="eager"
          decoding="async"
          fetchPriority="high"
        />
      ) : null}
      <Paragraphs text={content} className={styles.body} />
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}

/** The ways on from a message: the article's list, then the home page. */
function waysOn(listLink: StatusLink): StatusLink[] {
  return [
    listLink,
    {
      to: '/',
      label: translate({id: 'error.homeButton', message: 'Home Page', description: 'Button on the 404 and 500 pages that goes to the home page'}),
    },
  ];
}

export interface ArticleMessageProps {
  /** The heading: "News article not found". */
  readonly title: string;
  /** The list the article belongs to. */
  readonly listLink: StatusLink;
}

/** In place of an article that does not exist: `text` says so. */
export function ArticleNotFound({title, text, listLink}: ArticleMessageProps & {readonly text: string}): ReactNode {
  return (
    <StatusMessage kind="page" title={title} links={waysOn(listLink)}>
      {text}
    </StatusMessage>
  );
}

/** In place of an article that could not be loaded. */
export function ArticleFailed({title, listLink}: ArticleMessageProps): ReactNode {
  return (
    <StatusMessage kind="page" title={title} links={waysOn(listLink)}>
      {translate({
        id: 'detail.failed.text',
        message: 'Please check your connection and try again in a moment.',
        description: 'Explanation when a news article or event could not be loaded',
      })}
    </StatusMessage>
  );
}
