/**
 * The body of the news and events list pages: a spinner while loading; the
 * boxes of the page, 9 a page, with the pager only when there is more than
 * one page; the empty message when the list is empty or failed to load (the
 * error itself is never shown). Each page of a list has its own address
 * (`/events/page/2`, content/routes.ts), so back and forward, a shared link
 * and a reader without JavaScript reach the same page.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Pager, {pagerMovedFocus} from '@site/src/components/Pager';
import ListState from '@site/src/components/ListState';
import {listPagePath} from '@site/content/routes';
import type {ListPageState} from '@site/src/lib/api';
import {formatNumber} from '@site/src/lib/digits';
import styles from './styles.module.css';

export interface PagedListProps<T> {
  readonly state: ListPageState<T>;
  /** The page shown, from 1. */
  readonly page: number;
  /** The address of the list's first page, without locale (`/events`). */
  readonly listPath: string;
  /** 'No news found.' or 'No events found.', in the visitor's language. */
  readonly emptyMessage: string;
  /** Accessible name of the list, e.g. "Events". */
  readonly label: string;
  readonly getKey: (item: T) => string | number;
  /** Renders one item; `index` is its position on the page (0 is the first box shown). */
  readonly renderItem: (item: T, index: number) => ReactNode;
}

/** A loading, empty or paged list of boxes. */
export default function PagedList<T>({state, page, listPath, emptyMessage, label, getKey, renderItem}: PagedListProps<T>): ReactNode {
  const {i18n} = useDocusaurusContext();
  const listRef = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users who chose a page with the pager land on its list, not on the top of the page.
  useEffect(() => {
    if (pagerMovedFocus()) listRef.current?.focus({preventScroll: true});
  }, [page]);
  const last = state.status === 'loaded' ? state.pageCount : 1;
  const pageLabel = translate(
    {
      id: 'list.pageOf.ariaLabel',
      message: '{list}, page {page} of {last}',
      description: 'Accessible name of a paged list of news or events; {list} is its name',
    },
    {list: label, page: formatNumber(page, i18n.currentLocale), last: formatNumber(last, i18n.currentLocale)},
  );
  const listState = state.status === 'loaded' ? {status: 'loaded' as const, data: state.items} : state;
  return (
    <ListState<T> state={listState} itemsOf={(items) => items as readonly T[]} emptyMessage={emptyMessage} emptyKind="empty">
      {(items) => (
        <div className={styles.wrapper}>
          <div
            ref={listRef}
            tabIndex={-1}
            className={styles.listRegion}
            role="region"
            aria-label={last > 1 ? pageLabel : label}
            data-testid="paged-list"
          >
            <ul className={styles.grid}>
              {items.map((item, index) => (
                <li key={getKey(item)}>{renderItem(item, index)}</li>
              ))}
            </ul>
          </div>
          {last > 1 ? <Pager current={page} last={last} hrefFor={(n) => listPagePath(listPath, n)} /> : null}
        </div>
      )}
    </ListState>
  );
}
