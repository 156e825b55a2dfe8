/**
 * The faculty publications list: 10 a page with the site's one pager, the
 * page kept in the URL (`?page=2`) and clamped to 1..last, a scroll to the
 * top on each change; the error text in red (role="alert") when the request
 * fails; 'No Publications found.' only when the list is empty.
 */
import {useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PUBLICATIONS_PAGE_SIZE} from '@site/content/routes';
import Pager from '@site/src/components/Pager';
import {pageSlice} from '@site/src/components/Pager/paging';
import {usePageParam} from '@site/src/components/Pager/usePageParam';
import ListState, {arrayOf} from '@site/src/components/ListState';
import {NewTabHint} from '@site/src/frame/NewTabHint';
import {api, useApi, useLang, type Publication} from '@site/src/lib/api';
import {formatNumber} from '@site/src/lib/format';
import styles from './styles.module.css';

// Only https URLs and site paths become links; anything else stays text.
function safeLink(link: string | null | undefined): string | undefined {
  if (!link) {
    return undefined;
  }
  return /^https:\/\//i.test(link) || /^\/(?!\/)/.test(link) ? link : undefined;
}

function PublicationItem({publication, locale}: {publication: Publication; locale: string}): ReactNode {
  const href = safeLink(publication.link);
  return (
    <li className={styles.item}>
      <p className={styles.title}>
        {href ? (
          // Journal sites and PDFs open in a new tab: the list stays where it was.
          <a href={href} target="_blank" rel="noopener noreferrer">
            {publication.title}
            <NewTabHint />
          </a>
        ) : (
          publication.title
        )}
      </p>
      <p className={styles.authors}>{publication.authors}</p>
      <p className={styles.meta}>
        <cite className={styles.journal}>{publication.research_journal}</cite>
        {Number.isFinite(publication.year) ? (
          <>
            {' · '}
            <span>{formatNumber(publication.year, locale, {useGrouping: false})}</span>
          </>
        ) : null}
      </p>
    </li>
  );
}

/** The paged list, its spinner, its error or its empty message. */
export default function Publications(): ReactNode {
  const lang = useLang();
  const state = useApi(api.publications(lang));
  const listRef = useRef<HTMLDivElement>(null);
  const items = state.status === 'loaded' ? arrayOf<Publication>(state.data) : [];
  const {page, last, hrefFor, goTo} = usePageParam(items.length, PUBLICATIONS_PAGE_SIZE, state.status === 'loaded');

  const handlePageChange = (next: number) => {
    goTo(next);
    // Keyboard and screen-reader users continue at the new page's list.
    listRef.current?.focus({preventScroll: true});
  };

  const label = translate(
    {
      id: 'research.publications.pageOf.ariaLabel',
      message: 'Publications, page {page} of {last}',
      description: 'Accessible name of the publications list',
    },
    {page: formatNumber(page, lang), last: formatNumber(last, lang)},
  );
  return (
    <ListState<Publication>
      state={state}
      itemsOf={arrayOf}
      errorMessage={translate({
        id: 'research.publications.loadError',
        message: 'The publications could not be loaded.',
        description: 'Shown in red when the publications request fails; the error text follows',
      })}
      emptyMessage={translate({
        id: 'research.publications.empty',
        message: 'No Publications found.',
        description: 'Shown when there are no publications',
      })}
    >
      {(publications) => (
        <div>
          <div ref={listRef} tabIndex={-1} role="region" aria-label={label} className={styles.region}>
            <ol className={styles.list} start={(page - 1) * PUBLICATIONS_PAGE_SIZE + 1}>
              {pageSlice(publications, page, PUBLICATIONS_PAGE_SIZE).map((publication, index) => (
                <PublicationItem
                  // Publications carry no id in the answer; title and year are unique enough within a page.
                  key={`${index}-${publication.year}-${publication.title}`}
                  publication={publication}
                  locale={lang}
                />
              ))}
            </ol>
          </div>
          {last > 1 ? <Pager current={page} last={last} hrefFor={hrefFor} onChange={handlePageChange} /> : null}
        </div>
      )}
    </ListState>
  );
}
