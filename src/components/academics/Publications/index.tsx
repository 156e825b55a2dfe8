/**
 * The faculty publications list (spec 2 §2, §4, §5, §8): 10 a page with the
 * site's one pager, the page kept in the URL (`?page=2`) and clamped to
 * 1..last, a scroll to the top on each change; the error text in red
 * (role="alert") when the request fails; 'No Publications found.' only when
 * the list is empty.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import Pager from '@site/src/components/Pager';
import {pageCount} from '@site/src/components/Pager/pagerItems';
import Spinner from '@site/src/components/Spinner';
import {asList, pageFromSearch, pageSlice, searchWithPage} from '@site/src/components/NewsEventList/paging';
import {NewTabHint} from '@site/src/frame/NewTabHint';
import {usePrefersReducedMotion} from '@site/src/frame/usePrefersReducedMotion';
import {api, useApi, useLang, type Publication} from '@site/src/lib/api';
import {formatNumber} from '@site/src/lib/format';
import {LoadError, Notice} from '../Status';
import styles from './styles.module.css';

/** Publications per page (spec 2 §9). */
export const PUBLICATIONS_PAGE_SIZE = 10;

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
  const location = useLocation();
  const history = useHistory();
  const prefersReducedMotion = usePrefersReducedMotion();
  const listRef = useRef<HTMLDivElement>(null);
  const items = state.status === 'loaded' ? asList<Publication>(state.data) : [];
  const last = pageCount(items.length, PUBLICATIONS_PAGE_SIZE);
  const page = pageFromSearch(location.search, last);

  // A page outside 1..last (an old link, a shorter list) is corrected in the
  // address bar too, so the URL always names the page shown.
  useEffect(() => {
    const wanted = searchWithPage(location.search, page);
    if (state.status === 'loaded' && new URLSearchParams(location.search).has('page') && wanted !== location.search) {
      history.replace({pathname: location.pathname, search: wanted, hash: location.hash});
    }
  }, [state.status, page, history, location.pathname, location.search, location.hash]);

  const handlePageChange = (next: number) => {
    history.push({pathname: location.pathname, search: searchWithPage(location.search, next), hash: location.hash});
    window.scrollTo({top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth'});
    // Keyboard and screen-reader users continue at the new page's list.
    listRef.current?.focus({preventScroll: true});
  };

  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (state.status === 'error') {
    return (
      <LoadError
        error={state.error}
        message={translate({
          id: 'research.publications.loadError',
          message: 'The publications could not be loaded.',
          description: 'Shown in red when the publications request fails; the error text follows',
        })}
      />
    );
  }
  if (items.length === 0) {
    return (
      <Notice>
        <p>{translate({id: 'research.publications.empty', message: 'No Publications found.', description: 'Shown when there are no publications (spec 2 §8)'})}</p>
      </Notice>
    );
  }

  const label = translate(
    {
      id: 'research.publications.pageOf.ariaLabel',
      message: 'Publications, page {page} of {last}',
      description: 'Accessible name of the publications list',
    },
    {page: formatNumber(page, lang), last: formatNumber(last, lang)},
  );
  return (
    <div>
      <div ref={listRef} tabIndex={-1} role="region" aria-label={label} className={styles.region}>
        <ol className={styles.list} start={(page - 1) * PUBLICATIONS_PAGE_SIZE + 1}>
          {pageSlice(items, page, PUBLICATIONS_PAGE_SIZE).map((publication, index) => (
            <PublicationItem
              // Publications carry no id in the answer; title and year are unique enough within a page.
              // eslint-disable-next-line react/no-array-index-key
              key={`${index}-${publication.year}-${publication.title}`}
              publication={publication}
              locale={lang}
            />
          ))}
        </ol>
      </div>
      {last > 1 ? <Pager current={page} last={last} onChange={handlePageChange} /> : null}
    </div>
  );
}
