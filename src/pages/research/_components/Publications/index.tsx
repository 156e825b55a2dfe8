/**
 * The faculty publications list: 10 a page with the site's one pager, each
 * page at its own address (`/research/faculty-publications/page/2`); the
 * error text in red (role="alert") when the request fails; 'No Publications
 * found.' only when the list is empty.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {listPagePath, PUBLICATIONS_PAGE_SIZE} from '@site/content/routes';
import Pager, {pagerMovedFocus} from '@site/src/components/Pager';
import ListState from '@site/src/components/ListState';
import {NewTabHint} from '@site/src/frame/NewTabHint';
import {api, useLang, useListPage, type Publication} from '@site/src/lib/api';
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

/** Page `page` of the list, its spinner, its error or its empty message. */
export default function Publications({page}: {readonly page: number}): ReactNode {
  const lang = useLang();
  const state = useListPage<'publications', Publication>(api.publications(lang), page, PUBLICATIONS_PAGE_SIZE);
  const listRef = useRef<HTMLDivElement>(null);
  const last = state.status === 'loaded' ? state.pageCount : 1;
  // Keyboard and screen-reader users who chose a page with the pager continue at its list.
  useEffect(() => {
    if (pagerMovedFocus()) listRef.current?.focus({preventScroll: true});
  }, [page]);

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
      state={state.status === 'loaded' ? {status: 'loaded', data: state.items} : state}
      itemsOf={(items) => items as readonly Publication[]}
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
              {publications.map((publication, index) => (
                <PublicationItem
                  // Publications carry no id in the answer; title and year are unique enough within a page.
                  key={`${index}-${publication.year}-${publication.title}`}
                  publication={publication}
                  locale={lang}
                />
              ))}
            </ol>
          </div>
          {last > 1 ? <Pager current={page} last={last} hrefFor={(n) => listPagePath('/research/faculty-publications', n)} /> : null}
        </div>
      )}
    </ListState>
  );
}
