/**
 * The page of a paged list, kept in the address (`?page=2`): read from the
 * address the page was rendered for (so a built page hydrates as built),
 * corrected in the address bar when it is outside 1..last, and changed by
 * following a pager link inside the page.
 */
import {useCallback, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useRenderedLocation} from '@site/src/lib/api';
import {usePrefersReducedMotion} from '@site/src/lib/hooks/usePrefersReducedMotion';
import {PAGE_PARAM, pageCount} from '@site/content/routes';
import {pageFromSearch, searchWithPage} from './paging';

/** What a paged list needs of its page. */
export interface PageParam {
  readonly page: number;
  readonly last: number;
  /** The address of page `n` of this list. */
  readonly hrefFor: (n: number) => string;
  /** Shows page `n`: a new history entry, and the top of the page. */
  readonly goTo: (n: number) => void;
}

/**
 * @param count how many items the list has
 * @param size items per page
 * @param isLoaded whether the list is known (an out-of-range page is corrected only then)
 */
export function usePageParam(count: number, size: number, isLoaded: boolean): PageParam {
  const rendered = useRenderedLocation();
  const location = useLocation();
  const history = useHistory();
  const prefersReducedMotion = usePrefersReducedMotion();
  const last = pageCount(count, size);
  const page = pageFromSearch(rendered.search, last);

  // A page past the end (an old shared link, a shorter list) is corrected in
  // the address bar too, so the URL always names what is shown; not while
  // hydrating, when the page shown is the one the HTML was built for.
  const isBrowser = useIsBrowser();
  const requested = new URLSearchParams(location.search).get(PAGE_PARAM);
  useEffect(() => {
    if (isBrowser && isLoaded && requested !== null && searchWithPage(location.search, page) !== location.search) {
      history.replace({pathname: location.pathname, search: searchWithPage(location.search, page), hash: location.hash});
    }
  }, [isBrowser, isLoaded, requested, page, history, location.pathname, location.search, location.hash]);

  const hrefFor = useCallback((n: number) => `${rendered.pathname}${searchWithPage(rendered.search, n)}`, [rendered.pathname, rendered.search]);
  const goTo = useCallback(
    (n: number) => {
      history.push({pathname: location.pathname, search: searchWithPage(location.search, n), hash: location.hash});
      window.scrollTo({top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth'});
    },
    [history, location.pathname, location.search, location.hash, prefersReducedMotion],
  );
  return {page, last, hrefFor, goTo};
}
