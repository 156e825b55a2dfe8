/**
 * Paging of the site's lists (news and events 9 a page, publications 10):
 * the pager only when there is more than one page, and only pages 1..last.
 * The current page lives in the URL (`?page=2`), so back/forward and a
 * shared link reopen the same page, and the build renders each page at that
 * address (content/routes.ts).
 */
import {LIST_PAGE_SIZE, PAGE_PARAM, pageCount} from '@site/content/routes';
import {clampPage} from './pagerItems';

/**
 * The page a URL query asks for, kept inside 1..last. A missing, empty or
 * malformed value (`?page=abc`, `?page=2.5`, `?page=-1`) means page 1, and a
 * page past the end means the last page.
 */
export function pageFromSearch(search: string, last: number): number {
  const raw = new URLSearchParams(search).get(PAGE_PARAM);
  if (raw === null || !/^\d+$/.test(raw.trim())) {
    return 1;
  }
  return clampPage(Number(raw.trim()), last);
}

/** The query string for `page`, keeping any other parameters; page 1 has no parameter. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) {
    params.delete(PAGE_PARAM);
  } else {
    params.set(PAGE_PARAM, String(page));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The items shown on `page` (1-based), `size` a page. */
export function pageSlice<T>(items: readonly T[], page: number, size: number = LIST_PAGE_SIZE): T[] {
  const safePage = clampPage(page, pageCount(items.length, size));
  return items.slice((safePage - 1) * size, safePage * size);
}

/** Whether a list of `count` items needs a pager: only with more than one page. */
export function needsPager(count: number, size: number = LIST_PAGE_SIZE): boolean {
  return pageCount(count, size) > 1;
}
