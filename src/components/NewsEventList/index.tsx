/**
 * The body of the news and events list pages (spec 1 §2.5, §4, §8): a spinner
 * while loading; the boxes of the current page, 9 a page, with the pager only
 * when there is more than one page; the empty message when the list is empty
 * or failed to load (the error itself is never shown). The page number is
 * kept in the URL (`?page=2`) so back/forward and shared links keep it.
 */
import {useCallback, useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Pager from '@site/src/components/Pager';
import {pageCount} from '@site/src/components/Pager/pagerItems';
import Spinner from '@site/src/components/Spinner';
import type {ApiState} from '@site/src/lib/api';
import {localeNumber} from '@site/src/components/NewsEventCard/dates';
import {usePrefersReducedMotion} from '@site/src/frame/usePrefersReducedMotion';
import {LIST_PAGE_SIZE, asList, needsPager, pageFromSearch, pageSlice, searchWithPage} from './paging';
import styles from './styles.module.css';

export {LIST_PAGE_SIZE, asList, needsPager, pageFromSearch, pageSlice, searchWithPage} from './paging';
export {default as ListHero} from './ListHero';

/** The current page from the URL, and a way to change it (pushes a history entry). */
export function usePageParam(count: number): {readonly page: number; readonly last: number; readonly setPage: (page: number) => void} {
  const location = useLocation();
  const history = useHistory();
  const last = pageCount(count, LIST_PAGE_SIZE);
  const page = pageFromSearch(location.search, last);
  const setPage = useCallback(
    (next: number) => {
      history.push({pathname: location.pathname, search: searchWithPage(location.search, next), hash: location.hash});
    },
    [history, location.pathname, location.search, location.hash],
  );
  return {page, last, setPage};
}

export interface PagedListProps<T> {
  readonly state: ApiState<unknown>;
  /** 'No news found.' or 'No events found.', in the visitor's language. */
  readonly emptyMessage: string;
  /** Accessible name of the list, e.g. "Events". */
  readonly label: string;
  readonly getKey: (item: T) => string | number;
  /** Renders one item; `index` is its position on the page (0 is the first box shown). */
  readonly renderItem: (item: T, index: number) => ReactNode;
}

/** A loading, empty or paged list of boxes. */
export default function PagedList<T>({state, emptyMessage, label, getKey, renderItem}: PagedListProps<T>): ReactNode {
  const {i18n} = useDocusaurusContext();
  const items = state.status === 'loaded' ? asList<T>(state.data) : [];
  const {page, last, setPage} = usePageParam(items.length);
  const location = useLocation();
  const history = useHistory();
  const prefersReducedMotion = usePrefersReducedMotion();
  const listRef = useRef<HTMLDivElement>(null);

  // A page number past the end (an old shared link, a shorter list) is
  // corrected in the address bar too, so the URL always names what is shown.
  const requested = new URLSearchParams(location.search).get('page');
  useEffect(() => {
    if (state.status === 'loaded' && requested !== null && searchWithPage(location.search, page) !== location.search) {
      history.replace({pathname: location.pathname, search: searchWithPage(location.search, page), hash: location.hash});
    }
  }, [state.status, requested, page, history, location.pathname, location.search, location.hash]);

  const handlePageChange = (next: number) => {
    setPage(next);
    window.scrollTo({top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth'});
    // Keyboard and screen-reader users land on the new page's list, not on a pager button of the old one.
    listRef.current?.focus({preventScroll: true});
  };

  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (items.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {emptyMessage}
      </p>
    );
  }

  const pageLabel = translate(
    {
      id: 'list.pageOf.ariaLabel',
      message: '{list}, page {page} of {last}',
      description: 'Accessible name of a paged list of news or events; {list} is its name',
    },
    {list: label, page: localeNumber(page, i18n.currentLocale), last: localeNumber(last, i18n.currentLocale)},
  );
  return (
    <div className={styles.wrapper}>
      <div
        ref={listRef}
        tabIndex={-1}
        className={styles.listRegion}
        role="region"
        aria-label={needsPager(items.length) ? pageLabel : label}
        data-testid="paged-list">
        <ul className={styles.grid}>
          {pageSlice(items, page).map((item, index) => (
            <li key={getKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      </div>
      {needsPager(items.length) ? <Pager current={page} last={last} onChange={handlePageChange} /> : null}
    </div>
  );
}
