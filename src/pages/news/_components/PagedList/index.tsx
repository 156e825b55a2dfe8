/**
 * The body of the news and events list pages: a spinner while loading; the
 * boxes of the current page, 9 a page, with the pager only when there is
 * more than one page; the empty message when the list is empty or failed to
 * load (the error itself is never shown). The page number is kept in the
 * URL (`?page=2`) so back/forward and shared links keep it.
 */
import {useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Pager from '@site/src/components/Pager';
import {LIST_PAGE_SIZE} from '@site/content/routes';
import {needsPager, pageSlice} from '@site/src/components/Pager/paging';
import {usePageParam} from '@site/src/components/Pager/usePageParam';
import ListState, {arrayOf} from '@site/src/components/ListState';
import type {ApiState} from '@site/src/lib/api';
import {formatNumber} from '@site/src/lib/format';
import styles from './styles.module.css';

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
  const items = state.status === 'loaded' ? arrayOf<T>(state.data) : [];
  const {page, last, hrefFor, goTo} = usePageParam(items.length, LIST_PAGE_SIZE, state.status === 'loaded');
  const listRef = useRef<HTMLDivElement>(null);

  const handlePageChange = (next: number) => {
    goTo(next);
    // Keyboard and screen-reader users land on the new page's list, not on a pager link of the old one.
    listRef.current?.focus({preventScroll: true});
  };

  const pageLabel = translate(
    {
      id: 'list.pageOf.ariaLabel',
      message: '{list}, page {page} of {last}',
      description: 'Accessible name of a paged list of news or events; {list} is its name',
    },
    {list: label, page: formatNumber(page, i18n.currentLocale), last: formatNumber(last, i18n.currentLocale)},
  );
  return (
    <ListState<T> state={state} itemsOf={arrayOf} emptyMessage={emptyMessage} emptyKind="empty">
      {(list) => (
        <div className={styles.wrapper}>
          <div
            ref={listRef}
            tabIndex={-1}
            className={styles.listRegion}
            role="region"
            aria-label={needsPager(list.length) ? pageLabel : label}
            data-testid="paged-list"
          >
            <ul className={styles.grid}>
              {pageSlice(list, page).map((item, index) => (
                <li key={getKey(item)}>{renderItem(item, index)}</li>
              ))}
            </ul>
          </div>
          {needsPager(list.length) ? <Pager current={page} last={last} hrefFor={hrefFor} onChange={handlePageChange} /> : null}
        </div>
      )}
    </ListState>
  );
}
